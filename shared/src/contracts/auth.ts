import { Type, type Static } from 'typebox';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_LIMITS,
  SIGN_IN_CODE,
} from './access-rules';
import { PASSKEY_NAME_MAX } from './passkey-rules';

// `title` is the Spanish field label the API's validation messages use.
const Email = Type.String({ format: 'email', maxLength: EMAIL_MAX_LENGTH, title: 'Correo electrónico' });
const NewPassword = (title: string) =>
  Type.String({ minLength: PASSWORD_LIMITS.min, maxLength: PASSWORD_LIMITS.max, title });
/** Any stored password can be typed; the length limit only protects the hashing. */
const CurrentPassword = Type.String({ minLength: 1, maxLength: PASSWORD_LIMITS.max, title: 'Contraseña' });
const OneTimeToken = Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$', title: 'Enlace' });

export const SessionCustomerSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String({ description: 'Nombre que se muestra en el portal.' }),
    email: Type.String(),
  },
  { description: 'El cliente de la sesión.' },
);
export type SessionCustomer = Static<typeof SessionCustomerSchema>;

export const AccessTokenSchema = Type.Object(
  {
    token: Type.String({ description: 'JWT (HS256) que se envía como `Authorization: Bearer`. El navegador lo guarda solo en memoria.' }),
    expiresAt: Type.String({ format: 'date-time', description: 'Fecha y hora de expiración (ISO 8601).' }),
  },
  { description: 'Token de acceso de corta duración.' },
);
export type AccessToken = Static<typeof AccessTokenSchema>;

export const SessionResponseSchema = Type.Object(
  { customer: SessionCustomerSchema, jwt: AccessTokenSchema },
  {
    description:
      'Sesión iniciada. El token de renovación viaja aparte, en una cookie HttpOnly y SameSite=Strict que el navegador no puede leer.',
  },
);
export type SessionResponse = Static<typeof SessionResponseSchema>;

export const LoginRequestSchema = Type.Object(
  { email: Email, password: CurrentPassword },
  { additionalProperties: false, description: 'Credenciales del cliente.' },
);
export type LoginRequest = Static<typeof LoginRequestSchema>;

export const SignInChallengeSchema = Type.Object(
  {
    challengeId: Type.String({ format: 'uuid', description: 'Identifica este inicio de sesión en el segundo paso.' }),
    sentTo: Type.String({ description: 'El correo al que se envió el código, parcialmente oculto.' }),
    codeExpiresAt: Type.String({ format: 'date-time', description: 'Hasta cuándo vale el código enviado.' }),
  },
  { description: 'Contraseña correcta: falta el segundo factor (el código enviado por correo o una llave de acceso).' },
);
export type SignInChallenge = Static<typeof SignInChallengeSchema>;

export const SignInCodeRequestSchema = Type.Object(
  {
    challengeId: Type.String({ format: 'uuid', title: 'Inicio de sesión' }),
    code: Type.String({ pattern: `^[0-9]{${SIGN_IN_CODE.length}}$`, maxLength: SIGN_IN_CODE.length, title: 'Código' }),
  },
  { additionalProperties: false },
);
export type SignInCodeRequest = Static<typeof SignInCodeRequestSchema>;

export const ChallengeRequestSchema = Type.Object(
  { challengeId: Type.String({ format: 'uuid', title: 'Inicio de sesión' }) },
  { additionalProperties: false },
);
export type ChallengeRequest = Static<typeof ChallengeRequestSchema>;

export const RegisterRequestSchema = Type.Object(
  {
    contractNumber: Type.String({ minLength: 1, maxLength: 40, pattern: '\\S', title: 'Número de contrato' }),
    rfc: Type.String({ minLength: 1, maxLength: 20, pattern: '\\S', title: 'RFC' }),
    password: NewPassword('Contraseña'),
  },
  {
    additionalProperties: false,
    description: 'Datos para crear la cuenta en línea de un cliente; la cuenta usa el correo que la empresa tiene registrado para él.',
  },
);
export type RegisterRequest = Static<typeof RegisterRequestSchema>;

/** The same answer for every registration, so it never tells whether a contract or e-mail exists. */
export const AcceptedResponseSchema = Type.Object(
  { message: Type.String({ description: 'Qué sigue, en español.' }) },
  { description: 'Solicitud recibida.' },
);
export type AcceptedResponse = Static<typeof AcceptedResponseSchema>;

export const TokenRequestSchema = Type.Object({ token: OneTimeToken }, { additionalProperties: false });
export type TokenRequest = Static<typeof TokenRequestSchema>;

export const ConfirmEmailResponseSchema = Type.Object(
  { email: Type.String({ description: 'El correo confirmado, con el que ya se puede iniciar sesión.' }) },
  { description: 'Cuenta activada.' },
);
export type ConfirmEmailResponse = Static<typeof ConfirmEmailResponseSchema>;

export const PasswordResetRequestSchema = Type.Object({ email: Email }, { additionalProperties: false });
export type PasswordResetRequest = Static<typeof PasswordResetRequestSchema>;

export const NewPasswordRequestSchema = Type.Object(
  { token: OneTimeToken, password: NewPassword('Nueva contraseña') },
  { additionalProperties: false },
);
export type NewPasswordRequest = Static<typeof NewPasswordRequestSchema>;

export const ChangePasswordRequestSchema = Type.Object(
  { currentPassword: { ...CurrentPassword, title: 'Contraseña actual' }, newPassword: NewPassword('Nueva contraseña') },
  { additionalProperties: false },
);
export type ChangePasswordRequest = Static<typeof ChangePasswordRequestSchema>;

/** A sensitive change (a passkey added or removed) needs the password confirmed in the last 5 minutes. */
export const StepUpRequestSchema = Type.Object({ password: { ...CurrentPassword, title: 'Contraseña' } }, { additionalProperties: false });
export type StepUpRequest = Static<typeof StepUpRequestSchema>;

export const ActiveSessionSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  method: Type.Union([Type.Literal('password_code'), Type.Literal('passkey')], {
    description: 'password_code: contraseña y código por correo; passkey: llave de acceso.',
  }),
  device: Type.String({ description: 'Navegador y sistema, según el propio navegador.' }),
  createdAt: Type.String({ format: 'date-time' }),
  lastUsedAt: Type.String({ format: 'date-time' }),
  current: Type.Boolean({ description: 'Es la sesión que hace esta consulta.' }),
});
export type ActiveSession = Static<typeof ActiveSessionSchema>;

export const ActiveSessionListSchema = Type.Object({ sessions: Type.Array(ActiveSessionSchema) });
export type ActiveSessionList = Static<typeof ActiveSessionListSchema>;

export const PasskeySchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  lastUsedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type Passkey = Static<typeof PasskeySchema>;

export const PasskeyListSchema = Type.Object({ passkeys: Type.Array(PasskeySchema) });
export type PasskeyList = Static<typeof PasskeyListSchema>;

export const PasskeyParamsSchema = Type.Object({ id: Type.String({ format: 'uuid', title: 'Llave de acceso' }) });
export type PasskeyParams = Static<typeof PasskeyParamsSchema>;

const PasskeyName = Type.String({ minLength: 1, maxLength: PASSKEY_NAME_MAX, pattern: '\\S', title: 'Nombre de la llave' });

export const RenamePasskeyRequestSchema = Type.Object({ name: PasskeyName }, { additionalProperties: false });
export type RenamePasskeyRequest = Static<typeof RenamePasskeyRequestSchema>;

/** WebAuthn options as JSON (`PublicKeyCredentialCreationOptionsJSON` / `...RequestOptionsJSON`). */
export const WebAuthnOptionsSchema = Type.Object(
  {
    challengeId: Type.String({ format: 'uuid' }),
    options: Type.Object({}, { additionalProperties: true, description: 'Opciones WebAuthn para el navegador.' }),
  },
  { description: 'Reto WebAuthn, válido 5 minutos y una sola vez.' },
);
export type WebAuthnOptions = Static<typeof WebAuthnOptionsSchema>;

/** What `navigator.credentials` answered, as JSON; its signature is checked on the server. */
const WebAuthnCredential = Type.Object(
  {
    id: Type.String({ maxLength: 1400 }),
    rawId: Type.String({ maxLength: 1400 }),
    type: Type.Literal('public-key'),
    response: Type.Object({}, { additionalProperties: true }),
    clientExtensionResults: Type.Object({}, { additionalProperties: true }),
    authenticatorAttachment: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { title: 'Llave de acceso' },
);

export const AddPasskeyRequestSchema = Type.Object(
  { challengeId: Type.String({ format: 'uuid' }), credential: WebAuthnCredential, name: PasskeyName },
  { additionalProperties: false },
);
export type AddPasskeyRequest = Static<typeof AddPasskeyRequestSchema>;

export const PasskeySignInRequestSchema = Type.Object(
  { challengeId: Type.String({ format: 'uuid' }), credential: WebAuthnCredential },
  { additionalProperties: false },
);
export type PasskeySignInRequest = Static<typeof PasskeySignInRequestSchema>;


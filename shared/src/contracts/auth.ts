import { Type, type Static } from 'typebox';

// `title` is the Spanish field label the API's validation messages use.
export const LoginRequestSchema = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254, title: 'Correo electrónico' }),
    password: Type.String({ minLength: 1, maxLength: 200, title: 'Contraseña' }),
  },
  { additionalProperties: false, description: 'Credenciales del cliente.' },
);
export type LoginRequest = Static<typeof LoginRequestSchema>;

export const SessionCustomerSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String({ description: 'Nombre que se muestra en el portal.' }),
    email: Type.String(),
  },
  { description: 'El cliente de la sesión.' },
);
export type SessionCustomer = Static<typeof SessionCustomerSchema>;

export const LoginResponseSchema = Type.Object(
  {
    customer: SessionCustomerSchema,
    jwt: Type.Object(
      {
        token: Type.String({ description: 'JWT (HS256) que se envía como `Authorization: Bearer`.' }),
        expiresAt: Type.String({ format: 'date-time', description: 'Fecha y hora de expiración (ISO 8601).' }),
      },
      { description: 'Token de acceso de corta duración.' },
    ),
  },
  { description: 'Sesión iniciada.' },
);
export type LoginResponse = Static<typeof LoginResponseSchema>;

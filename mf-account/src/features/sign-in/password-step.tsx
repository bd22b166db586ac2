import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@fvc/shared/router';
import { ACCESS_MESSAGES, EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@fvc/shared/contracts/rules';
import type { SessionResponse, SignInChallenge } from '@fvc/shared/contracts';
import { Button, FormField, showApiErrors } from '@fvc/shared/ui';
import { FormAlert } from '../../lib/form-alert';
import { startSignIn } from './api/sign-in-requests';
import { PasskeyButton } from './passkey-button';

interface PasswordForm {
  email: string;
  password: string;
}

interface PasswordStepProps {
  defaultEmail: string;
  onChallenge: (challenge: SignInChallenge, email: string) => void;
  onSignedIn: (session: SessionResponse) => void;
}

export function PasswordStep({ defaultEmail, onChallenge, onSignedIn }: PasswordStepProps) {
  const [formError, setFormError] = useState<string | null>(null);
  // The e-mail typed before going back from the code step is the field's own default.
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<PasswordForm>();
  const alert = formError;

  const onSubmit = handleSubmit(async (credentials) => {
    setFormError(null);
    try {
      onChallenge(await startSignIn(credentials), credentials.email);
    } catch (error) {
      // The form keeps what the customer typed; only the messages change.
      setFormError(showApiErrors(error, setError, ['email', 'password']));
      // A refusal that names no field (a wrong e-mail or password) focuses none, and the pressed
      // button is disabled while it sends: focus would fall to the page. The password is what the
      // customer types again; the message, an alert, is read out as it appears.
      if (!(document.activeElement instanceof HTMLInputElement)) document.getElementById('sign-in-password')?.focus();
    }
  }, () => setFormError(null));

  return (
    <>
      <form className="account-form" onSubmit={onSubmit} noValidate aria-describedby={alert ? 'sign-in-error' : undefined}>
        <FormAlert id="sign-in-error" message={alert} errors={errors} />
        <FormField
          id="sign-in-email"
          label="Correo electrónico"
          type="email"
          autoComplete="username webauthn"
          maxLength={EMAIL_MAX_LENGTH}
          defaultValue={defaultEmail}
          registration={register('email', {
            required: 'Escribe tu correo electrónico.',
            pattern: { value: new RegExp(EMAIL_PATTERN), message: ACCESS_MESSAGES.email },
          })}
          error={errors.email}
        />
        <FormField
          id="sign-in-password"
          label="Contraseña"
          type="password"
          autoComplete="current-password"
          // Back from the code step (the e-mail is kept): what the customer types again, and where
          // the keyboard goes on from, as "Volver" is gone. Not on a first visit to the page.
          autoFocus={defaultEmail !== ''}
          registration={register('password', { required: 'Escribe tu contraseña.' })}
          error={errors.password}
        />
        <Button type="submit" pending={isSubmitting}>
          {isSubmitting ? 'Entrando…' : 'Entrar'}
        </Button>
        <p className="account-form__links">
          <Link to="/reset-password">¿Olvidaste tu contraseña?</Link>
          <span>
            ¿Aún no tienes cuenta? <Link to="/registro">Regístrate</Link>
          </span>
        </p>
      </form>
      <div className="account-form__alternative">
        <p>¿Ya agregaste una llave de acceso en este dispositivo?</p>
        <PasskeyButton label="Entrar con llave de acceso" onSignedIn={onSignedIn} onError={setFormError} />
      </div>
    </>
  );
}

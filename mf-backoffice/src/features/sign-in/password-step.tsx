import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { StaffChallenge } from '@fvc/shared/contracts';
import { ACCESS_MESSAGES, EMAIL_MAX_LENGTH, EMAIL_PATTERN, PASSWORD_LIMITS } from '@fvc/shared/contracts/rules';
import { Button, FormField, showApiErrors } from '@fvc/shared/ui';
import { FormAlert } from '../../app/form-alert';
import { startStaffSignIn } from './sign-in-requests';

interface PasswordForm {
  email: string;
  password: string;
}

interface PasswordStepProps {
  defaultEmail: string;
  onChallenge: (challenge: StaffChallenge, email: string) => void;
}

export function PasswordStep({ defaultEmail, onChallenge }: PasswordStepProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<PasswordForm>();

  const onSubmit = handleSubmit(async (credentials) => {
    setFormError(null);
    try {
      onChallenge(await startStaffSignIn({ email: credentials.email.trim(), password: credentials.password }), credentials.email);
    } catch (error) {
      // What was typed stays; the password is what is typed again.
      setFormError(showApiErrors(error, setError, ['email', 'password']));
      if (!(document.activeElement instanceof HTMLInputElement)) document.getElementById('staff-password')?.focus();
    }
  }, () => setFormError(null));

  return (
    <form className="bo-form" onSubmit={onSubmit} noValidate aria-describedby={formError ? 'staff-sign-in-error' : undefined}>
      <FormAlert id="staff-sign-in-error" message={formError} errors={errors} />
      <FormField
        id="staff-email"
        label="Correo"
        type="email"
        autoComplete="username"
        maxLength={EMAIL_MAX_LENGTH}
        defaultValue={defaultEmail}
        registration={register('email', {
          required: 'Escribe tu correo.',
          pattern: { value: new RegExp(EMAIL_PATTERN), message: ACCESS_MESSAGES.email },
        })}
        error={errors.email}
      />
      <FormField
        id="staff-password"
        label="Contraseña"
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_LIMITS.max}
        autoFocus={defaultEmail !== ''}
        registration={register('password', { required: 'Escribe tu contraseña.' })}
        error={errors.password}
      />
      <Button type="submit" pending={isSubmitting}>
        {isSubmitting ? 'Entrando…' : 'Entrar'}
      </Button>
    </form>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, FormField, showApiErrors } from '@fvc/shared/ui';
import { newPasswordRules, PASSWORD_HINT } from '../../lib/password-rules';
import { FormAlert } from '../../lib/form-alert';
import { changePassword } from './api/profile-queries';

interface ChangePasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

const EMPTY = { currentPassword: '', newPassword: '', confirmation: '' };

export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm>({ defaultValues: EMPTY });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFormError(null);
    setDone(false);
    try {
      await changePassword({ currentPassword, newPassword });
      reset(EMPTY);
      setDone(true);
      onChanged();
    } catch (error) {
      setFormError(showApiErrors(error, setError, ['currentPassword', 'newPassword']));
    }
  }, () => setFormError(null));

  return (
    <form className="account-form account-form--inline" onSubmit={onSubmit} noValidate aria-labelledby="change-password-title">
      <h2 id="change-password-title">Cambiar contraseña</h2>
      <FormAlert message={formError} errors={errors} />
      {done && (
        <p role="status" className="account-form__notice">
          Listo: tu contraseña cambió y cerramos tus otras sesiones.
        </p>
      )}
      <FormField
        id="current-password"
        label="Contraseña actual"
        type="password"
        autoComplete="current-password"
        registration={register('currentPassword', { required: 'Escribe tu contraseña actual.' })}
        error={errors.currentPassword}
      />
      <FormField
        id="changed-password"
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        registration={register('newPassword', newPasswordRules)}
        error={errors.newPassword}
      />
      <FormField
        id="changed-password-confirmation"
        label="Confirma la nueva contraseña"
        type="password"
        autoComplete="new-password"
        registration={register('confirmation', {
          required: 'Escribe de nuevo la contraseña.',
          validate: (value, values) => value === values.newPassword || 'Las dos contraseñas no coinciden.',
        })}
        error={errors.confirmation}
      />
      <Button type="submit" pending={isSubmitting}>
        {isSubmitting ? 'Guardando…' : 'Cambiar contraseña'}
      </Button>
    </form>
  );
}

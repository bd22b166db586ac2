import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@fvc/shared/router';
import { ACCESS_MESSAGES, EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@fvc/shared/contracts/rules';
import type { PasswordResetRequest } from '@fvc/shared/contracts';
import { Button, FocusedStatus, FormField, PageHeading, showApiErrors } from '@fvc/shared/ui';
import { FormAlert } from '../../lib/form-alert';
import { requestPasswordReset } from './api/password-reset-requests';

/** /reset-password: asks for a link by e-mail; the answer never says whether the e-mail exists. */
export function ResetRequestPage() {
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetRequest>({ defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      setSent((await requestPasswordReset({ email: values.email.trim() })).message);
    } catch (error) {
      setFormError(showApiErrors(error, setError, ['email']));
    }
  }, () => setFormError(null));

  return (
    <section className="account-page">
      <PageHeading title="Recupera tu contraseña">
        <p>Escribe el correo de tu cuenta y te enviaremos un enlace para crear una nueva contraseña.</p>
      </PageHeading>
      {sent ? (
        <div className="account-form">
          <FocusedStatus as="p">{sent}</FocusedStatus>
          <p>Si no lo ves, revisa la carpeta de correo no deseado.</p>
          <Link to="/acceso">Volver a acceso clientes</Link>
        </div>
      ) : (
        <form className="account-form" onSubmit={onSubmit} noValidate>
          <FormAlert message={formError} errors={errors} />
          <FormField
            id="reset-email"
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            registration={register('email', {
              required: 'Escribe tu correo electrónico.',
              pattern: { value: new RegExp(EMAIL_PATTERN), message: ACCESS_MESSAGES.email },
            })}
            error={errors.email}
          />
          <Button type="submit" pending={isSubmitting}>
            {isSubmitting ? 'Enviando…' : 'Enviar enlace'}
          </Button>
          <p className="account-form__links">
            <Link to="/acceso">Volver a acceso clientes</Link>
          </p>
        </form>
      )}
    </section>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router-dom';
import { signIn, toApiError } from '@fvc/shared/api';
import { appStore, selectIsSignedIn, useAppStore } from '@fvc/shared/session';
import { Button, FormField, PageHeading } from '@fvc/shared/ui';

interface SignInForm {
  email: string;
  password: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function SignInPage() {
  const navigate = useNavigate();
  const isSignedIn = useAppStore(selectIsSignedIn);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInForm>({ defaultValues: { email: '', password: '' } });

  if (isSignedIn) return <Navigate to="/my-account/home" replace />;

  const onSubmit = handleSubmit(async (credentials) => {
    setServerError(null);
    try {
      const session = await signIn(credentials);
      appStore.getState().signIn({ customer: session.customer, jwt: session.jwt });
      navigate('/my-account/home');
    } catch (error) {
      // The form keeps what the customer typed; only the message changes.
      setServerError(toApiError(error).message);
    }
  });

  return (
    <section className="account-form">
      <PageHeading title="Acceso clientes">
        <p>Consulta tus saldos, movimientos, estados de cuenta y facturas.</p>
      </PageHeading>
      <form onSubmit={onSubmit} noValidate aria-describedby={serverError ? 'sign-in-error' : undefined}>
        {serverError && (
          <p id="sign-in-error" role="alert" className="account-form__error">
            {serverError}
          </p>
        )}
        <FormField
          id="sign-in-email"
          label="Correo electrónico"
          type="email"
          autoComplete="username"
          registration={register('email', {
            required: 'Escribe tu correo electrónico.',
            pattern: { value: EMAIL_PATTERN, message: 'Escribe un correo electrónico válido.' },
          })}
          error={errors.email}
        />
        <FormField
          id="sign-in-password"
          label="Contraseña"
          type="password"
          autoComplete="current-password"
          registration={register('password', { required: 'Escribe tu contraseña.' })}
          error={errors.password}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Entrando…' : 'Entrar'}
        </Button>
      </form>
    </section>
  );
}

import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@fvc/shared/router';
import { toApiError } from '@fvc/shared/api';
import { Button, FocusedStatus, FormField, LoadingState, PageHeading, showApiErrors } from '@fvc/shared/ui';
import { INCOMPLETE_LINK_MESSAGE, useLinkToken, type LinkToken } from '../../lib/link-token';
import { newPasswordRules, PASSWORD_HINT } from '../../lib/password-rules';
import { FormAlert } from '../../lib/form-alert';
import { checkResetLink, resetPassword } from './api/password-reset-requests';

interface NewPasswordForm {
  password: string;
  confirmation: string;
}

type LinkCheck = { state: 'checking' } | { state: 'usable' } | { state: 'invalid'; message: string };

/**
 * Asks once whether the link still serves, so a used or expired one is said before the customer
 * types a new password twice. Any other failure (no network, the server) lets them go on: sending
 * the form says what is wrong then.
 */
function useLinkCheck(token: string | null): LinkCheck {
  const [check, setCheck] = useState<LinkCheck>({ state: 'checking' });
  useEffect(() => {
    if (!token) return undefined;
    let active = true;
    checkResetLink({ token }).then(
      () => active && setCheck({ state: 'usable' }),
      (error: unknown) => {
        if (!active) return;
        const problem = toApiError(error);
        setCheck(problem.code === 'LINK_INVALID' ? { state: 'invalid', message: problem.message } : { state: 'usable' });
      },
    );
    return () => {
      active = false;
    };
  }, [token]);
  return check;
}

const TITLE = 'Crea una nueva contraseña';

/** The page without a link that serves (none in the address, or a used or expired one): why, and where to ask for another. */
function WithoutLink({ action, children }: { action: string; children: ReactNode }) {
  return (
    <section className="account-page">
      <PageHeading title={TITLE}>{children}</PageHeading>
      <Link className="fvc-button" to="/reset-password">
        {action}
      </Link>
    </section>
  );
}

/** /new-password: opened from the reset e-mail; sets the password and ends every session. */
export function NewPasswordPage() {
  const link = useLinkToken();
  // A second link opened in this tab starts over.
  return <NewPassword key={link.token ?? ''} {...link} />;
}

function NewPassword({ token, malformed }: LinkToken) {
  const link = useLinkCheck(token);
  const [formError, setFormError] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordForm>({ defaultValues: { password: '', confirmation: '' } });

  if (malformed) {
    return (
      <WithoutLink action="Pedir otro enlace">
        <p role="alert">{INCOMPLETE_LINK_MESSAGE}</p>
      </WithoutLink>
    );
  }
  if (!token) {
    return (
      <WithoutLink action="Pedir un enlace">
        <p>Abre el enlace que te enviamos por correo. Si ya venció, pide otro.</p>
      </WithoutLink>
    );
  }

  if (link.state === 'checking') {
    return (
      <section className="account-page">
        <PageHeading title={TITLE} />
        <LoadingState label="Comprobando el enlace…" />
      </section>
    );
  }

  if (link.state === 'invalid') {
    return (
      <WithoutLink action="Pedir otro enlace">
        <p role="alert">{link.message}</p>
      </WithoutLink>
    );
  }

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      setDone((await resetPassword({ token, password })).message);
    } catch (error) {
      setFormError(showApiErrors(error, setError, ['password']));
      setLinkInvalid(toApiError(error).code === 'LINK_INVALID');
    }
  }, () => setFormError(null));

  return (
    <section className="account-page">
      <PageHeading title={TITLE} />
      {done ? (
        <div className="account-form">
          <FocusedStatus as="p">{done}</FocusedStatus>
          <Link className="fvc-button" to="/acceso">
            Iniciar sesión
          </Link>
        </div>
      ) : (
        <form className="account-form" onSubmit={onSubmit} noValidate>
          <FormAlert message={formError} errors={errors}>
            {linkInvalid && <Link to="/reset-password">Pedir otro enlace</Link>}
          </FormAlert>
          <FormField
            id="new-password"
            label="Nueva contraseña"
            type="password"
            autoComplete="new-password"
            hint={PASSWORD_HINT}
            registration={register('password', newPasswordRules)}
            error={errors.password}
          />
          <FormField
            id="new-password-confirmation"
            label="Confírmala"
            type="password"
            autoComplete="new-password"
            registration={register('confirmation', {
              required: 'Escribe de nuevo la contraseña.',
              validate: (value, values) => value === values.password || 'Las dos contraseñas no coinciden.',
            })}
            error={errors.confirmation}
          />
          <Button type="submit" pending={isSubmitting}>
            {isSubmitting ? 'Guardando…' : 'Guardar contraseña'}
          </Button>
        </form>
      )}
    </section>
  );
}

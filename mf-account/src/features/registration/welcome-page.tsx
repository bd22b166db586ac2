import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from '@fvc/shared/router';
import { toApiError } from '@fvc/shared/api';
import { ErrorState, LoadingState, PageHeading } from '@fvc/shared/ui';
import { INCOMPLETE_LINK_MESSAGE, useLinkToken, type LinkToken } from '../../lib/link-token';
import { confirmEmail } from './api/registration-requests';

/** /welcome: opened from the confirmation e-mail; it activates the account, once per link. */
export function WelcomePage() {
  const link = useLinkToken();
  // A second link opened in this tab starts over.
  return <Welcome key={link.token ?? ''} {...link} />;
}

function Welcome({ token, malformed }: LinkToken) {
  const confirmation = useMutation({ mutationFn: confirmEmail });
  const started = useRef(false);
  const { mutate } = confirmation;

  useEffect(() => {
    // Once per page: the link is good only once (StrictMode runs effects twice in development).
    if (!token || started.current) return;
    started.current = true;
    mutate(token);
  }, [token, mutate]);

  // A link that came cut is not sent: it fails as the API would refuse it.
  const failure = malformed ? INCOMPLETE_LINK_MESSAGE : confirmation.isError ? toApiError(confirmation.error).message : null;
  if (failure) {
    return (
      <section className="account-page">
        <PageHeading title="No pudimos activar tu cuenta" />
        <ErrorState title="El enlace no funcionó" message={failure} />
        <p>
          <Link to="/registro">Volver al registro</Link> · <Link to="/acceso">Ir a acceso clientes</Link>
        </p>
      </section>
    );
  }
  if (!token) {
    return (
      <section className="account-page">
        <PageHeading title="Confirma tu correo">
          <p>Para activar tu cuenta abre el enlace que te enviamos por correo al registrarte.</p>
        </PageHeading>
        <p>
          ¿No lo encuentras? <Link to="/registro">Regístrate de nuevo</Link> para recibir otro.
        </p>
      </section>
    );
  }
  if (!confirmation.isSuccess) return <LoadingState label="Activando tu cuenta…" />;
  return (
    <section className="account-page">
      <PageHeading title="¡Bienvenido!">
        <p role="status">
          Tu cuenta está lista. Ya puedes entrar con <strong>{confirmation.data.email}</strong> y tu contraseña.
        </p>
      </PageHeading>
      <Link className="fvc-button" to="/acceso">
        Iniciar sesión
      </Link>
    </section>
  );
}

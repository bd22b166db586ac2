import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from '@fvc/shared/router';
import { LoadingState, PageHeading } from '@fvc/shared/ui';
import { keepLink, tokenInFragment } from './application-link';
import { APPLICATION_KEY } from './api/application-requests';

/**
 * /solicitud/continuar#t=<token>, the e-mailed link. The token travels in the fragment (never sent
 * to a server, so never in a log); it is kept for this tab and the address is replaced without it,
 * so it is neither in the address bar nor in the history, then the application opens where it was left.
 */
export function ContinuePage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [token] = useState(() => tokenInFragment(hash));

  useEffect(() => {
    if (!token) return;
    keepLink({ token, applicationId: null });
    // Whatever another link had read in this tab belongs to that link.
    queryClient.removeQueries({ queryKey: APPLICATION_KEY });
    navigate('/solicitud', { replace: true });
  }, [token, navigate, queryClient]);

  // Without a token (the link was cut when copied), the application page says how to open it.
  if (!token) return <Navigate to="/solicitud" replace />;
  return (
    <article className="apply">
      <PageHeading title="Solicitud de crédito" />
      <LoadingState label="Abriendo tu solicitud…" />
    </article>
  );
}

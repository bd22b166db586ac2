import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from '@fvc/shared/router';
import type { SessionResponse, SignInChallenge } from '@fvc/shared/contracts';
import { appStore, selectCustomer, useAppStore } from '@fvc/shared/session';
import { PageHeading } from '@fvc/shared/ui';
import { destinationAfterSignIn } from '../../lib/after-sign-in';
import { CodeStep } from './code-step';
import { PasswordStep } from './password-step';

interface SignInPageProps {
  /** The code is on its way: the customer area comes next, so its files can start downloading. */
  onCodeSent?: () => void;
}

/** /acceso: password and the e-mailed code, or a passkey; then the page the customer wanted. */
export function SignInPage({ onCodeSent }: SignInPageProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const customer = useAppStore(selectCustomer);
  const [challenge, setChallenge] = useState<SignInChallenge | null>(null);
  const [email, setEmail] = useState('');
  const destination = destinationAfterSignIn(location.state);

  if (customer) return <Navigate to={destination} replace />;

  const finish = (session: SessionResponse) => {
    appStore.getState().signIn({ customer: session.customer, jwt: session.jwt });
    navigate(destination, { replace: true });
  };

  return (
    <section className="account-page">
      <PageHeading title="Acceso clientes">
        <p>{challenge ? 'Último paso: confirma que eres tú.' : 'Consulta tus saldos, movimientos, estados de cuenta y facturas.'}</p>
      </PageHeading>
      {challenge ? (
        <CodeStep challenge={challenge} onChallenge={setChallenge} onSignedIn={finish} onBack={() => setChallenge(null)} />
      ) : (
        <PasswordStep
          defaultEmail={email}
          onChallenge={(started, typed) => {
            setEmail(typed);
            setChallenge(started);
            onCodeSent?.();
          }}
          onSignedIn={finish}
        />
      )}
    </section>
  );
}

import { useEffect, useState } from 'react';
import { getCustomerProfile, toApiError } from '@fvc/shared/api';
import type { CustomerProfile } from '@fvc/shared/contracts';
import { EmptyState, ErrorState, LoadingState, PageHeading } from '@fvc/shared/ui';

export function AccountHomePage() {
  const [profile, setProfile] = useState<CustomerProfile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setError(null);
    getCustomerProfile()
      .then((data) => active && setProfile(data))
      .catch((cause: unknown) => active && setError(toApiError(cause).message));
    return () => {
      active = false;
    };
  }, [attempt]);

  if (error) return <ErrorState message={error} onRetry={() => setAttempt((value) => value + 1)} />;
  if (!profile) return <LoadingState label="Cargando tu información…" />;

  return (
    <section>
      <PageHeading title={`Hola, ${profile.name}`}>
        <p>Este es el resumen de tus contratos.</p>
      </PageHeading>
      {profile.contracts.length === 0 ? (
        <EmptyState title="Sin contratos" message="Aún no tienes contratos registrados con nosotros." />
      ) : (
        <ul className="account-contracts">
          {profile.contracts.map((contract) => (
            <li key={contract.id}>
              <strong>Contrato {contract.number}</strong> · {contract.vehicle}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

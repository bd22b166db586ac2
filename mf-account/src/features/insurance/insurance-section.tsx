import { useQuery } from '@tanstack/react-query';
import { toApiError } from '@fvc/shared/api';
import type { Policy } from '@fvc/shared/contracts';
import { EmptyState, ErrorState, LoadingState } from '@fvc/shared/ui';
import { policiesQuery } from '../../lib/document-queries';
import { DownloadButton } from '../../lib/download-button';
import { formatLongDate, formatMxn } from '../../lib/format';

/**
 * Whether the policy covers the contract's dates (docs/product.md §9), and when it does not, why: a capital
 * contribution or a payoff ended the contract sooner than the policy it was insured with.
 */
export function policyTermNote(policy: Policy): string {
  const { contractStartsOn, contractEndsOn } = policy;
  if (!contractEndsOn || (policy.startsOn === contractStartsOn && policy.endsOn === contractEndsOn)) return 'Coincide con las fechas de tu contrato.';
  if (policy.endsOn > contractEndsOn && policy.termChange) {
    const why = policy.termChange === 'payoff' ? 'Liquidaste tu contrato' : 'Tu aportación a capital acortó el plazo';
    return `${why}: su último pago es el ${formatLongDate(contractEndsOn)}. La póliza sigue vigente hasta el ${formatLongDate(policy.endsOn)}, como se contrató; si quieres ajustarla, llama a atención a clientes.`;
  }
  return `Tu contrato va del ${contractStartsOn ? formatLongDate(contractStartsOn) : '—'} al ${formatLongDate(contractEndsOn)}: llama a atención a clientes para revisar la vigencia de tu póliza.`;
}

/** "Seguros" of the customer sub-navigation (docs/product.md §2) scrolls here: #seguros on the account home. */
export function InsuranceSection() {
  const policies = useQuery(policiesQuery);
  return (
    <section id="seguros" className="account-card" aria-labelledby="insurance-title" tabIndex={-1}>
      <h2 id="insurance-title">Seguros</h2>
      <p>Cada póliza se contrata por el plazo de tu contrato de financiamiento.</p>
      {policies.isPending && <LoadingState label="Cargando tus pólizas…" />}
      {policies.isError && <ErrorState message={toApiError(policies.error).message} onRetry={() => void policies.refetch()} />}
      {policies.data &&
        (policies.data.length === 0 ? (
          <EmptyState title="Sin pólizas" message="No tienes pólizas de seguro con nosotros." />
        ) : (
          <ul className="account-list">
            {policies.data.map((policy) => (
              <li key={policy.id} className="account-list__item">
                <div>
                  <strong>
                    Póliza {policy.policyNumber} · {policy.insurer}
                  </strong>
                  <p className="account-list__meta">
                    {policy.vehicle} · contrato {policy.contractNumber}
                  </p>
                  <p className="account-list__meta">Cobertura {policy.coverage}</p>
                  <p className="account-list__meta">
                    Vigencia del {formatLongDate(policy.startsOn)} al {formatLongDate(policy.endsOn)} · prima {formatMxn(policy.premium)}
                  </p>
                  <p className="account-list__meta">{policyTermNote(policy)}</p>
                </div>
                <DownloadButton url={`/api/customers/insurance/${policy.id}/pdf`} context={`número ${policy.policyNumber}`}>
                  Póliza en PDF
                </DownloadButton>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

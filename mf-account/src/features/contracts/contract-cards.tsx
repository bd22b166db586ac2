import { useQuery } from '@tanstack/react-query';
import { toApiError } from '@fvc/shared/api';
import { EmptyState, ErrorState, LoadingState } from '@fvc/shared/ui';
import { contractsQuery } from '../../lib/contract-queries';
import { statementsQuery } from '../../lib/document-queries';
import { ContractCard } from './contract-card';

/** The account home's contracts, active first. */
export function ContractCards() {
  const contracts = useQuery(contractsQuery);
  const statements = useQuery(statementsQuery());
  if (contracts.isPending) return <LoadingState label="Cargando tus contratos…" />;
  if (contracts.isError) return <ErrorState message={toApiError(contracts.error).message} onRetry={() => void contracts.refetch()} />;
  if (contracts.data.length === 0) return <EmptyState title="Sin contratos" message="Aún no tienes contratos registrados con nosotros." />;
  // The newest statement of each contract (the list comes newest first).
  const latest = new Map<string, string>();
  for (const statement of statements.data ?? []) if (!latest.has(statement.contractId)) latest.set(statement.contractId, statement.id);
  return (
    <div className="contract-cards">
      {contracts.data.map((contract) => (
        <ContractCard key={contract.id} contract={contract} latestStatementId={latest.get(contract.id)} />
      ))}
    </div>
  );
}

import type { ContractCard } from '@fvc/shared/contracts';

/** The contract the early-payment section opens on: the one the address names (`?contrato=`), or the first not settled. */
export function earlyPaymentContract(contracts: readonly ContractCard[], wantedId: string | null): ContractCard | undefined {
  const open = contracts.filter((contract) => contract.standing !== 'settled');
  return open.find((contract) => contract.id === wantedId) ?? open[0];
}

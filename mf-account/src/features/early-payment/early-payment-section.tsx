import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSearchParams } from '@fvc/shared/router';
import { toApiError } from '@fvc/shared/api';
import { CONTRACT_PLAN_NAMES } from '@fvc/shared/contracts/rules';
import { ErrorState, LoadingState } from '@fvc/shared/ui';
import { contractQuery, contractsQuery } from '../../lib/contract-queries';
import { earlyPaymentContract } from './early-payment-contract';
import { ContributionForm } from './contribution-form';
import { PayoffForm } from './payoff-form';

type Choice = 'contribution' | 'payoff';

/** Aportación a capital y liquidación (#aportacion-capital on the account home, docs/product.md §4 and §9). */
export function EarlyPaymentSection() {
  const [params] = useSearchParams();
  const contracts = useQuery(contractsQuery);
  const open = (contracts.data ?? []).filter((contract) => contract.standing !== 'settled');
  const [chosenId, setChosenId] = useState<string | null>(null);
  const contract = earlyPaymentContract(contracts.data ?? [], chosenId ?? params.get('contrato'));
  const [choice, setChoice] = useState<Choice>('contribution');
  const effective: Choice = contract && !contract.capitalContributionAllowed ? 'payoff' : choice;
  // Only a contribution is simulated from the contract's schedule; a payoff is quoted by the API.
  const detail = useQuery({ ...contractQuery(contract?.id ?? ''), enabled: Boolean(contract) && effective === 'contribution' });
  const sectionRef = useRef<HTMLElement>(null);

  return (
    <section
      ref={sectionRef}
      id="aportacion-capital"
      className="account-card"
      aria-labelledby="early-payment-title"
      aria-busy={effective === 'contribution' && detail.isFetching && !detail.data ? true : undefined}
      tabIndex={-1}
    >
      <h2 id="early-payment-title">Aportación a capital y liquidación</h2>
      <p>
        Una aportación a capital de al menos tres mensualidades acorta tu plazo y tu mensualidad sigue igual. También puedes saber cuánto necesitas para
        liquidar tu contrato en una fecha.
      </p>
      {contracts.isPending && <LoadingState label="Cargando tus contratos…" />}
      {contracts.isError && <ErrorState message={toApiError(contracts.error).message} onRetry={() => void contracts.refetch()} />}
      {contracts.data && open.length === 0 && <p>No tienes contratos con pagos pendientes.</p>}
      {contract && (
        <>
          {open.length > 1 && (
            <div className="form-field account-select">
              <label htmlFor="early-payment-contract">Contrato</label>
              <select id="early-payment-contract" value={contract.id} onChange={(event) => setChosenId(event.target.value)}>
                {open.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.number} · {CONTRACT_PLAN_NAMES[item.plan]}
                  </option>
                ))}
              </select>
            </div>
          )}
          <fieldset className="choice-cards">
            <legend>¿Qué quieres hacer?</legend>
            <label>
              <input type="radio" name="early-payment-kind" checked={effective === 'contribution'} disabled={!contract.capitalContributionAllowed} onChange={() => setChoice('contribution')} />
              Aportación a capital
            </label>
            <label>
              <input type="radio" name="early-payment-kind" checked={effective === 'payoff'} onChange={() => setChoice('payoff')} />
              Liquidación anticipada
            </label>
          </fieldset>
          {!contract.capitalContributionAllowed && (
            <p className="contract-card__muted">
              {contract.plan !== 'credit'
                ? 'Las aportaciones a capital aplican al crédito directo; en un arrendamiento puedes liquidar por anticipado.'
                : 'Ponte al corriente con los pagos vencidos para poder hacer una aportación a capital.'}
            </p>
          )}
          {effective === 'payoff' && <PayoffForm key={contract.id} contract={contract} />}
          {effective === 'contribution' &&
            (detail.data ? (
              <ContributionForm key={contract.id} detail={detail.data} />
            ) : (
              // The home is drawn before this call answers: the form's place is kept, loading or
              // failed, so the insurance section below does not move when the form arrives.
              <div className="early-payment__pending">
                {detail.isError ? (
                  <ErrorState
                    message={toApiError(detail.error).message}
                    onRetry={() => {
                      // The button goes with the error: focus waits on the section, not on the page's body.
                      sectionRef.current?.focus();
                      void detail.refetch();
                    }}
                  />
                ) : (
                  <LoadingState label="Cargando el contrato…" />
                )}
              </div>
            ))}
        </>
      )}
    </section>
  );
}

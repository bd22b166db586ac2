import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@fvc/shared/router';
import { CAPITAL_CONTRIBUTION_SCROLL_KEY } from '@fvc/shared/session';
import { LoadingState } from '@fvc/shared/ui';
import { ContractCards } from '../../features/contracts/contract-cards';
import { EarlyPaymentSection } from '../../features/early-payment/early-payment-section';
import { InsuranceSection } from '../../features/insurance/insurance-section';
import { contractsQuery } from '../../lib/contract-queries';
import { policiesQuery, statementsQuery } from '../../lib/document-queries';
import { useScrollToHashSection } from '../../lib/scroll-to-section';
import { ScreenHeading } from '../screen-heading';
import { HOME_HEADING } from './account-home-heading';

/** docs/product.md §4's marker for the auto-scroll to the capital contribution, left by the shell (route-change-rules.ts). */
const CAPITAL_CONTRIBUTION_MARK = { storageKey: CAPITAL_CONTRIBUTION_SCROLL_KEY, section: 'aportacion-capital' };

/**
 * Whether every call the first view draws from has answered (or failed: each section then shows
 * its own error): the contracts, their statements and the policies. Drawn as each call answered,
 * every section pushed the ones below it down the screen (issue #15: a large layout shift on a
 * phone). The early-payment section's contract is not waited for: the section keeps its form's
 * place until it answers.
 */
function useFirstViewAnswered(): boolean {
  const contracts = useQuery(contractsQuery);
  const statements = useQuery(statementsQuery());
  const policies = useQuery(policiesQuery);
  return !contracts.isPending && !statements.isPending && !policies.isPending;
}

/**
 * /my-account/home ("Inicio"): contracts, early payments and insurance, drawn together; the
 * contribution form follows into its kept place when its contract answers.
 */
export function AccountHome() {
  const answered = useFirstViewAnswered();
  // Once drawn, the sections stay: a failed call tried again (a section's "Reintentar", or, after a
  // network or server failure, the retry as its section mounts) shows in its own section, not the
  // whole page.
  const [drawn, setDrawn] = useState(false);
  if (answered && !drawn) setDrawn(true);
  // #seguros, #aportacion-capital or the mark, once the home is drawn: the sections keep their
  // places from then on (the contribution form's is kept while its contract loads).
  useScrollToHashSection(answered || drawn, CAPITAL_CONTRIBUTION_MARK);
  return (
    <section className="account-page">
      <ScreenHeading heading={HOME_HEADING} />
      {answered || drawn ? (
        <>
          <ContractCards />
          <p className="account-links">
            <Link to="/my-account/direct-debit">Domiciliación</Link>
            <Link to="/my-account/scheduled-payments">Pagos programados</Link>
            <Link to="/my-account/billing">Facturación</Link>
            <Link to="/my-account/support">Contacto con soporte</Link>
            <Link to="/my-account/profile">Mi perfil</Link>
          </p>
          <EarlyPaymentSection />
          <InsuranceSection />
        </>
      ) : (
        <LoadingState label="Cargando tu resumen…" />
      )}
    </section>
  );
}

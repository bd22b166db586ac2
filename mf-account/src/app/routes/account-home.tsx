import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from '@fvc/shared/router';
import { CAPITAL_CONTRIBUTION_SCROLL_KEY } from '@fvc/shared/session';
import { LoadingState } from '@fvc/shared/ui';
import { ContractCards } from '../../features/contracts/contract-cards';
import { EarlyPaymentSection } from '../../features/early-payment/early-payment-section';
import { InsuranceSection } from '../../features/insurance/insurance-section';
import { contractsQuery } from '../../lib/contract-queries';
import { policiesQuery, statementsQuery } from '../../lib/document-queries';
import { scrollToSection } from '../../lib/scroll-to-section';
import { ScreenHeading } from '../screen-heading';

/**
 * Once the home is drawn, scroll to the section the customer asked for: #seguros (the
 * sub-navigation's "Seguros"), #aportacion-capital, or the capital-contribution marker the shell
 * stored (SPEC §4). Once per arrival (a history entry), not again when a later call answers: the
 * sections keep their places from the first draw (the early-payment form's is kept while its
 * contract loads), and a scroll after the customer has started reading would move the page and
 * focus from under them.
 */
function useScrollToSection(drawn: boolean) {
  const { hash, key } = useLocation();
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!drawn || scrolledFor.current === key) return;
    const wanted = sessionStorage.getItem(CAPITAL_CONTRIBUTION_SCROLL_KEY) ? 'aportacion-capital' : hash.slice(1);
    if (wanted && scrollToSection(wanted)) {
      sessionStorage.removeItem(CAPITAL_CONTRIBUTION_SCROLL_KEY);
      scrolledFor.current = key;
    }
  }, [drawn, hash, key]);
}

/**
 * Whether every call the first view draws from has answered (or failed: each section then shows
 * its own error): the contracts, their statements and the policies. Drawn as each call answered,
 * every section pushed the ones below it down the screen (issue #15: a layout shift of 0.42 on a
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
  // Once drawn, the sections stay: a failed call tried again (a section's "Reintentar", or the
  // retry of a failed query when its section mounts) shows in its own section, not the whole page.
  const [drawn, setDrawn] = useState(false);
  if (answered && !drawn) setDrawn(true);
  useScrollToSection(answered || drawn);
  return (
    <section className="account-page">
      <ScreenHeading screen="home" />
      {answered || drawn ? (
        <>
          <ContractCards />
          <p className="account-links">
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

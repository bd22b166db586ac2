import { useIsFetching, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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
 * Once the page's data has arrived, scroll to the section the customer asked for: #seguros (the
 * sub-navigation's "Seguros") or the capital-contribution marker the shell stored (SPEC §4).
 */
function useScrollToSection() {
  const { hash } = useLocation();
  const loading = useIsFetching({ queryKey: ['account'] }) > 0;
  useEffect(() => {
    if (loading) return;
    const wanted = sessionStorage.getItem(CAPITAL_CONTRIBUTION_SCROLL_KEY) ? 'aportacion-capital' : hash.slice(1);
    if (wanted && scrollToSection(wanted)) sessionStorage.removeItem(CAPITAL_CONTRIBUTION_SCROLL_KEY);
  }, [hash, loading]);
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

/** /my-account/home ("Inicio"): contracts, early payments and insurance, drawn together. */
export function AccountHome() {
  const answered = useFirstViewAnswered();
  // Once drawn, the sections stay: a failed call tried again (a section's "Reintentar", or the
  // retry of a failed query when its section mounts) shows in its own section, not the whole page.
  const [drawn, setDrawn] = useState(false);
  if (answered && !drawn) setDrawn(true);
  useScrollToSection();
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

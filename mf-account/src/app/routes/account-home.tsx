import { useIsFetching } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation } from '@fvc/shared/router';
import { CAPITAL_CONTRIBUTION_SCROLL_KEY, selectCustomer, useAppStore } from '@fvc/shared/session';
import { PageHeading } from '@fvc/shared/ui';
import { ContractCards } from '../../features/contracts/contract-cards';
import { EarlyPaymentSection } from '../../features/early-payment/early-payment-section';
import { InsuranceSection } from '../../features/insurance/insurance-section';
import { scrollToSection } from '../../lib/scroll-to-section';

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

/** /my-account/home ("Inicio"): contracts, early payments and insurance. */
export function AccountHome() {
  const customer = useAppStore(selectCustomer);
  useScrollToSection();
  return (
    <section className="account-page">
      <PageHeading title={customer ? `Hola, ${customer.name}` : 'Mi cuenta'}>
        <p>Este es el resumen de tus contratos.</p>
      </PageHeading>
      <ContractCards />
      <p className="account-links">
        <Link to="/my-account/billing">Facturación</Link>
        <Link to="/my-account/support">Contacto con soporte</Link>
        <Link to="/my-account/profile">Mi perfil</Link>
      </p>
      <EarlyPaymentSection />
      <InsuranceSection />
    </section>
  );
}

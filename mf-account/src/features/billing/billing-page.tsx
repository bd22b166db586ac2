import { useIsFetching } from '@tanstack/react-query';
import { PageHeading } from '@fvc/shared/ui';
import { useScrollToHashSection } from '../../lib/scroll-to-section';
import { InvoiceRequestForm } from './invoice-request-form';
import { InvoiceRequestStatus } from './invoice-request-status';
import { SendBillForm } from './send-bill-form';

/** /my-account/billing ("Facturación"): invoices for purchases, and bills sent to dealers. */
export function BillingPage() {
  // "Enviar una factura a un distribuidor" on the statements page links to #enviar.
  useScrollToHashSection(useIsFetching() === 0);
  return (
    <section className="account-page">
      <PageHeading title="Facturación">
        <p>Solicita la factura de una compra y envía tus facturas a un distribuidor.</p>
      </PageHeading>
      <section className="account-card">
        <InvoiceRequestForm />
      </section>
      <InvoiceRequestStatus />
      <SendBillForm />
    </section>
  );
}

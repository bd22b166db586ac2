import { PageHeading } from '@fvc/shared/ui';
import { InvoiceRequestForm } from './invoice-request-form';
import { InvoiceRequestStatus } from './invoice-request-status';
import { SendBillForm } from './send-bill-form';

/** /my-account/billing ("Facturación"): invoices for purchases, and bills sent to dealers. */
export function BillingPage() {
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

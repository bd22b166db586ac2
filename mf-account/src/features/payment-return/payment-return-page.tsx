import { Link } from 'react-router-dom';
import { PageHeading } from '@fvc/shared/ui';

/** /paymentok.html: where the card gateway sends the customer back (SPEC §2). */
export function PaymentReturnPage() {
  return (
    <section className="account-page">
      <PageHeading title="Pago recibido">
        <p>Gracias. Tu pago se aplicará a tu contrato en las próximas horas.</p>
      </PageHeading>
      <Link to="/my-account/home">Ir a mi cuenta</Link>
    </section>
  );
}

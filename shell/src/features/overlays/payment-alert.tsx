import { useCallback } from 'react';
import { Link } from '@fvc/shared/router';
import type { Company } from '@fvc/shared/contracts';
import { appStore, useAppStore } from '@fvc/shared/session';
import { Dialog } from '@fvc/shared/ui';

/** The "Pagar" entry of the customer navigation opens this alert (docs/product.md §2). */
export function PaymentAlert({ company }: { company: Company | null }) {
  const open = useAppStore((state) => state.paymentAlertOpen);
  const close = useCallback(() => appStore.getState().setPaymentAlertOpen(false), []);
  if (!open) return null;
  return (
    <Dialog open onClose={close} className="popup-backdrop is-open" aria-labelledby="payment-alert-title">
      <div className="popup">
        <button type="button" className="popup__close" aria-label="Cerrar" onClick={close}>
          ×
        </button>
        <h2 id="payment-alert-title">Realiza tu pago</h2>
        <p>
          Paga con tarjeta de crédito o débito en la página segura del banco: eliges el contrato y el
          monto, y el pago se aplica a tu saldo en cuanto el banco lo aprueba. Si tienes dudas sobre
          tu pago, llámanos{company ? ` al ${company.phone}` : ''}.
        </p>
        <Link className="fvc-button" to="/my-account/payment" onClick={close}>
          PAGAR CON TARJETA
        </Link>
      </div>
    </Dialog>
  );
}

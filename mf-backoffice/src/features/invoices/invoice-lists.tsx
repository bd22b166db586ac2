import { NavLink } from '@fvc/shared/router';

const INVOICE_REQUESTS_PATH = '/backoffice/facturas';
export const BILL_DELIVERIES_PATH = '/backoffice/facturas/enviadas-a-distribuidores';

/** The Facturas section's two lists: what customers ask to be invoiced, and the invoices they sent to dealers. */
export function InvoiceLists() {
  return (
    <nav aria-label="Listas de facturas">
      <ul className="bo-tabs">
        <li>
          <NavLink to={INVOICE_REQUESTS_PATH} end>
            Solicitudes de factura
          </NavLink>
        </li>
        <li>
          <NavLink to={BILL_DELIVERIES_PATH}>Enviadas a distribuidores</NavLink>
        </li>
      </ul>
    </nav>
  );
}

import { Link } from '@fvc/shared/router';

/** docs/product.md §2 'En movimiento para ti'. */
export function CtaRow() {
  return (
    <section className="plans-section plans-cta-row" aria-labelledby="plans-cta-title">
      <h2 id="plans-cta-title">En movimiento para ti</h2>
      <div className="plans-cta-row__actions">
        <Link className="fvc-button fvc-button--secondary" to="/contacto">
          CONTÁCTANOS
        </Link>
        <Link className="fvc-button fvc-button--secondary" to="/distribuidores">
          ENCUENTRA TU DISTRIBUIDOR
        </Link>
        <Link className="fvc-button" to="/calculadora/paso-1">
          COTIZAR
        </Link>
      </div>
    </section>
  );
}

import { Link } from '@fvc/shared/router';

/**
 * docs/product.md §2 home 8, 'En movimiento para ti'. docs/product.md §2 has a mobile variant whose CONTÁCTANOS goes to
 * /distribuidores; we keep /contacto on every width (docs/product.md §10): the label promises contact, and
 * the dealer locator has its own button right beside it.
 */
export function CtaRow() {
  return (
    <section id="contacto" className="home-section cta-row" aria-labelledby="contacto-title" tabIndex={-1}>
      <h2 id="contacto-title">En movimiento para ti</h2>
      <div className="cta-row__buttons">
        <Link className="fvc-button" to="/contacto">
          CONTÁCTANOS
        </Link>
        <Link className="fvc-button" to="/distribuidores">
          ENCUENTRA TU DISTRIBUIDOR
        </Link>
        <Link className="fvc-button" to="/calculadora/paso-1">
          COTIZAR
        </Link>
      </div>
    </section>
  );
}

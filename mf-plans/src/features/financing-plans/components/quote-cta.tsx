import { Link } from '@fvc/shared/router';

const QUOTE_PATH = '/calculadora/paso-1';

/**
 * docs/product.md §2 COTIZAR, desktop and mobile variants. Only one is displayed at a width (the other is
 * display:none, so screen readers meet it once): inline on desktop, a bar at the bottom on phones.
 */
export function QuoteCta({ text, byAdviser = false }: { text: string; byAdviser?: boolean }) {
  // A plan the calculator cannot quote (Flexibilidad's seasonal calendar) is quoted by an adviser:
  // the button says so and leads to the contact form, not to a calculator without that plan (issue #69).
  const to = byAdviser ? '/contacto' : QUOTE_PATH;
  const label = byAdviser ? 'PIDE TU COTIZACIÓN' : 'COTIZAR';
  return (
    <>
      <section className="plans-quote plans-quote--desktop" aria-label="Cotiza">
        <p>{text}</p>
        <Link className="fvc-button" to={to}>
          {label}
        </Link>
      </section>
      <div className="plans-quote plans-quote--mobile">
        <Link className="fvc-button" to={to}>
          {label}
        </Link>
      </div>
    </>
  );
}

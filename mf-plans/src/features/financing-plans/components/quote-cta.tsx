import { Link } from '@fvc/shared/router';

const QUOTE_PATH = '/calculadora/paso-1';

/**
 * SPEC §2 COTIZAR, desktop and mobile variants. Only one is displayed at a width (the other is
 * display:none, so screen readers meet it once): inline on desktop, a bar at the bottom on phones.
 */
export function QuoteCta({ text }: { text: string }) {
  return (
    <>
      <section className="plans-quote plans-quote--desktop" aria-label="Cotiza">
        <p>{text}</p>
        <Link className="fvc-button" to={QUOTE_PATH}>
          COTIZAR
        </Link>
      </section>
      <div className="plans-quote plans-quote--mobile">
        <Link className="fvc-button" to={QUOTE_PATH}>
          COTIZAR
        </Link>
      </div>
    </>
  );
}

import { Link } from '@fvc/shared/router';

const STEPS = [
  'Elige tu vehículo comercial',
  'Diseña tu financiamiento a la medida',
  'Recibe tu cotización por correo electrónico',
];

/** docs/product.md §2 home 3: the three steps and COTIZAR. */
export function QuoteSteps() {
  return (
    <section id="cotizar" className="home-section quote-steps" aria-labelledby="cotizar-title" tabIndex={-1}>
      <h2 id="cotizar-title">Calcula tu financiamiento</h2>
      <ol className="quote-steps__list">
        {STEPS.map((step, index) => (
          <li key={step}>
            <span className="quote-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>
      <Link className="fvc-button" to="/calculadora/paso-1">
        COTIZAR
      </Link>
    </section>
  );
}

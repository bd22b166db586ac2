import { Link } from '@fvc/shared/router';

const STEPS = [
  { title: 'Elige tu unidad', text: 'Selecciona el tipo de vehículo y el modelo que necesitas.' },
  { title: 'Diseña tu financiamiento', text: 'Ajusta enganche y plazo, de 12 a 72 meses con tasa fija.' },
  { title: 'Recibe tu cotización', text: 'Te la enviamos por correo electrónico.' },
];

/** The generic screen's credit calculator in numbered steps, each leading into the calculator. */
export function CalculatorSteps() {
  return (
    <section id="cotiza" className="plans-section plans-calculator reveal" aria-labelledby="plans-calculator-title">
      <h2 id="plans-calculator-title">Calcula tu financiamiento</h2>
      <ol className="plans-calculator__steps">
        {STEPS.map((step) => (
          <li key={step.title} className="a-f">
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <Link className="fvc-button" to="/calculadora/paso-1">
        COTIZAR
      </Link>
    </section>
  );
}

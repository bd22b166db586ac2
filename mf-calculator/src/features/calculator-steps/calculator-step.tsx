import { Link } from 'react-router-dom';
import { PageHeading } from '@fvc/shared/ui';

const STEPS = [
  { title: 'Elige tu vehículo comercial', path: '/calculadora/paso-1' },
  { title: 'Diseña tu financiamiento a la medida', path: '/calculadora/paso-2' },
  { title: 'Recibe tu cotización por correo', path: '/calculadora/paso-3' },
] as const;

/** A step of the quote calculator; the calculator issue builds the steps on the quote engine. */
export function CalculatorStep({ step }: { step: 1 | 2 | 3 }) {
  const current = STEPS[step - 1]!;
  const next = STEPS.at(step);
  return (
    <article>
      <PageHeading title="Calcula tu financiamiento">
        <p>
          Paso {step} de 3: {current.title}
        </p>
      </PageHeading>
      <nav aria-label="Pasos de la cotización">
        <ol>
          {STEPS.map((item, index) => (
            <li key={item.path} aria-current={index + 1 === step ? 'step' : undefined}>
              <Link to={item.path}>{item.title}</Link>
            </li>
          ))}
        </ol>
      </nav>
      {next && (
        <Link className="fvc-button" to={next.path}>
          Continuar
        </Link>
      )}
    </article>
  );
}

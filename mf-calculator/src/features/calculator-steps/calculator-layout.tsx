import type { ReactNode } from 'react';
import { Link } from '@fvc/shared/router';
import { EmptyState, PageHeading } from '@fvc/shared/ui';
import './calculator.css';

const STEPS = [
  { title: 'Elige tu vehículo', path: '/calculadora/paso-1' },
  { title: 'Diseña tu financiamiento', path: '/calculadora/paso-2' },
  { title: 'Recibe tu cotización', path: '/calculadora/paso-3' },
] as const;

/** Every calculator route keeps the same h1 and the numbered steps (docs/product.md §2). */
export function CalculatorLayout({ step, children }: { step: 1 | 2 | 3; children: ReactNode }) {
  return (
    <article className="calc">
      <PageHeading title="Calcula tu financiamiento">
        <p>
          Paso {step} de 3: {STEPS[step - 1]?.title}
        </p>
      </PageHeading>
      <nav aria-label="Pasos de la cotización">
        <ol className="calc__steps">
          {STEPS.map((item, index) => (
            <li key={item.path}>
              {/* On the link, where a screen reader meets it: "paso actual". */}
              <Link to={item.path} aria-current={index + 1 === step ? 'step' : undefined} className={index + 1 < step ? 'is-done' : undefined}>
                {/* A numbered stepper, not a row of plain links (issue #69); the text reads "1. Vehículo". */}
                <span className="calc__step-number">{index + 1}</span>
                <span className="fvc-visually-hidden">. </span>
                {item.title}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      {children}
    </article>
  );
}

/** Steps 2 and 3 reached without a vehicle (a bookmark, a cleared session): back to step 1. */
export function VehicleMissing({ step, message }: { step: 2 | 3; message: string }) {
  return (
    <CalculatorLayout step={step}>
      <EmptyState title="Primero elige un vehículo" message={message} />
      <p>
        <Link className="fvc-button" to="/calculadora/paso-1">
          Elegir vehículo
        </Link>
      </p>
    </CalculatorLayout>
  );
}

import { Link } from 'react-router-dom';
import { PageHeading } from '@fvc/shared/ui';

const STEPS = [
  'Elige tu vehículo comercial',
  'Diseña tu financiamiento a la medida',
  'Recibe tu cotización por correo electrónico',
];

export function HomePage() {
  return (
    <>
      <PageHeading title="Financiamiento para camiones y autobuses">
        <p>Crédito a plazos de hasta 72 meses con tasa fija y enganches atractivos.</p>
      </PageHeading>
      <section id="cotizar" aria-labelledby="cotizar-title">
        <h2 id="cotizar-title">Calcula tu financiamiento</h2>
        <ol>
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <Link className="fvc-button" to="/calculadora/paso-1">
          COTIZAR
        </Link>
      </section>
    </>
  );
}

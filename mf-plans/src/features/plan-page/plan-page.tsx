import { Link } from 'react-router-dom';
import { PageHeading } from '@fvc/shared/ui';

type PlanId = 'overview' | 'credit' | 'pureLease' | 'financialLease' | 'flexibility' | 'insurance';

const PLANS: Record<PlanId, { title: string; intro: string }> = {
  overview: {
    title: 'Planes de financiamiento',
    intro: 'Crédito directo, arrendamiento puro, arrendamiento financiero, Flexibility y seguros.',
  },
  credit: {
    title: 'Crédito directo',
    intro: 'Eres el propietario legal y fiscal de la unidad, con pagos fijos y requisitos mínimos. Sujeto a aprobación previa.',
  },
  pureLease: {
    title: 'Arrendamiento puro',
    intro: 'Usa la unidad y deduce las rentas, con opción de renovar tu flotilla al final del plazo.',
  },
  financialLease: {
    title: 'Arrendamiento financiero',
    intro: 'Rentas fijas con opción de compra al final del contrato.',
  },
  flexibility: {
    title: 'Flexibility',
    intro: 'Pagos que se ajustan a la estacionalidad de tu operación.',
  },
  insurance: {
    title: 'Seguros',
    intro: 'La vigencia de la póliza coincide con las fechas de inicio y fin de tu contrato.',
  },
};

/** One plan's page; the financing-plans issue builds its full sections from the plans API. */
export function PlanPage({ plan }: { plan: PlanId }) {
  const { title, intro } = PLANS[plan];
  return (
    <article>
      <PageHeading title={title}>
        <p>{intro}</p>
      </PageHeading>
      <p>
        <Link className="fvc-button" to="/calculadora/paso-1">
          COTIZAR
        </Link>
      </p>
    </article>
  );
}

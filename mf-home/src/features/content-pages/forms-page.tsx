import { useEffect, useState } from 'react';
import { getFinancingPlan, getFinancingPlans, resolveApiUrl } from '@fvc/shared/api';
import type { FinancingPlanDetail } from '@fvc/shared/contracts';
import { ErrorState, LoadingState } from '@fvc/shared/ui';
import { ContentPage } from './content-page';

type Downloads = { status: 'loading' } | { status: 'error' } | { status: 'ready'; plans: FinancingPlanDetail[] };

const PERSON_TYPES = [
  ['fisica', 'Persona física'],
  ['moral', 'Persona moral'],
] as const;

/** /formularios: the forms of every plan (from the plans API), by person type, as PDF links. */
export function FormsPage() {
  const [downloads, setDownloads] = useState<Downloads>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setDownloads({ status: 'loading' });
    getFinancingPlans()
      .then((plans) => Promise.all(plans.map((plan) => getFinancingPlan(plan.ID))))
      .then((plans) => current && setDownloads({ status: 'ready', plans }))
      .catch(() => current && setDownloads({ status: 'error' }));
    return () => {
      current = false;
    };
  }, [attempt]);

  const withForms =
    downloads.status === 'ready'
      ? downloads.plans.filter((plan) => plan.lists.descargas.fisica.length + plan.lists.descargas.moral.length > 0)
      : [];

  return (
    <ContentPage slug="forms" title="Formularios">
      <section className="forms-list" aria-labelledby="formatos-title">
        <h2 id="formatos-title">Formatos por plan</h2>
        {downloads.status === 'loading' && <LoadingState label="Cargando formatos…" />}
        {downloads.status === 'error' && (
          <ErrorState message="No pudimos cargar los formatos." onRetry={() => setAttempt((value) => value + 1)} />
        )}
        {downloads.status === 'ready' && withForms.length === 0 && <p>Por ahora no hay formatos para descargar.</p>}
        {withForms.map((plan) => (
          <section key={plan.ID} aria-labelledby={`formatos-${plan.ID}`}>
            <h3 id={`formatos-${plan.ID}`}>{plan.title}</h3>
            {PERSON_TYPES.map(([type, label]) =>
              plan.lists.descargas[type].length ? (
                <div key={type}>
                  <h4>{label}</h4>
                  <ul>
                    {plan.lists.descargas[type].map((file) => (
                      <li key={file.url}>
                        <a href={resolveApiUrl(file.url)} target="_blank" rel="noopener noreferrer">
                          {/* Said once, to the eye and the ear alike: "(PDF)" was read twice (issue #69). */}
                          {file.title} (PDF)<span className="fvc-visually-hidden">, se abre en una pestaña nueva</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null,
            )}
          </section>
        ))}
      </section>
    </ContentPage>
  );
}

import { useQueries, useQuery } from '@tanstack/react-query';
import { financingPlanQuery, financingPlansQuery, resolveApiUrl } from '@fvc/shared/api';
import { ErrorState, LoadingState } from '@fvc/shared/ui';
import { ContentPage } from './content-page';

const PERSON_TYPES = [
  ['fisica', 'Persona física'],
  ['moral', 'Persona moral'],
] as const;

/** /formularios: the forms of every plan (from the plans API), by person type, as PDF links. */
export function FormsPage() {
  const list = useQuery(financingPlansQuery);
  const details = useQueries({ queries: (list.data ?? []).map((plan) => financingPlanQuery(plan.ID)) });
  const loading = list.isPending || details.some((plan) => plan.isPending);
  const failed = list.isError || details.some((plan) => plan.isError);
  const ready = !loading && !failed;
  const retry = () => {
    if (list.isError) void list.refetch();
    for (const plan of details) if (plan.isError) void plan.refetch();
  };
  const withForms = ready
    ? details.flatMap(({ data: plan }) => (plan && plan.lists.descargas.fisica.length + plan.lists.descargas.moral.length > 0 ? [plan] : []))
    : [];


  return (
    <ContentPage slug="forms" title="Formularios">
      <section className="forms-list" aria-labelledby="formatos-title">
        <h2 id="formatos-title">Formatos por plan</h2>
        {loading && !failed && <LoadingState label="Cargando formatos…" />}
        {failed && <ErrorState message="No pudimos cargar los formatos." onRetry={retry} />}
        {ready && withForms.length === 0 && <p>Por ahora no hay formatos para descargar.</p>}
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

import { useQuery } from '@tanstack/react-query';
import { companyQuery } from '@fvc/shared/api';
import { ErrorState, LoadingState, PageHeading } from '@fvc/shared/ui';
import './user-attention.css';

/**
 * /atencion-a-usuarios: what a SOFOM E.N.R. must tell its users: its Unidad Especializada de
 * Atención a Usuarios (UNE), CONDUSEF's contact, the Buró de Entidades Financieras and the legend
 * about its supervision. All of it from the company record, never from code.
 */
export function UserAttentionPage() {
  const details = useQuery(companyQuery);
  const company = details.data;
  const regulator = company?.regulator;
  return (
    <article className="user-attention">
      <PageHeading title="Atención a usuarios">
        <p>Si tienes una duda, una queja o una reclamación sobre tu crédito o arrendamiento, estos son los medios para atenderte.</p>
      </PageHeading>
      {details.isError && <ErrorState message="No pudimos cargar los datos de atención a usuarios." onRetry={() => void details.refetch()} />}
      {details.isPending && <LoadingState />}
      {regulator && company && (
        <>
          <section aria-labelledby="une-title" className="user-attention__card">
            <h2 id="une-title">Unidad Especializada de Atención a Usuarios (UNE)</h2>
            <dl>
              <dt>Titular</dt>
              <dd>{regulator.une.head.replace(/^Titular de la UNE:\s*/, '')}</dd>
              <dt>Domicilio</dt>
              <dd>{regulator.une.address}</dd>
              <dt>Teléfono</dt>
              <dd>
                <a href={`tel:${regulator.une.phone.replace(/\s/g, '')}`}>{regulator.une.phone}</a>
              </dd>
              <dt>Correo electrónico</dt>
              <dd>
                <a href={`mailto:${regulator.une.email}`}>{regulator.une.email}</a>
              </dd>
              <dt>Horario</dt>
              <dd>{regulator.une.hours}</dd>
            </dl>
          </section>
          <section aria-labelledby="condusef-title" className="user-attention__card">
            <h2 id="condusef-title">Comisión Nacional para la Protección y Defensa de los Usuarios de Servicios Financieros (CONDUSEF)</h2>
            <p>
              Teléfono: {regulator.condusef.phone}.{' '}
              <a href={regulator.condusef.url} target="_blank" rel="noopener noreferrer">
                {regulator.condusef.url.replace(/^https?:\/\//, '')}
                <span className="fvc-visually-hidden"> (se abre en una pestaña nueva)</span>
              </a>
            </p>
          </section>
          <section aria-labelledby="buro-title" className="user-attention__card">
            <h2 id="buro-title">Buró de Entidades Financieras</h2>
            <p>
              Consulta el comportamiento de {company.name} y de otras instituciones frente a sus usuarios en el{' '}
              <a href={regulator.buroUrl} target="_blank" rel="noopener noreferrer">
                Buró de Entidades Financieras
                <span className="fvc-visually-hidden"> (se abre en una pestaña nueva)</span>
              </a>
              .
            </p>
          </section>
          <p className="user-attention__legend">{regulator.legend}</p>
        </>
      )}
    </article>
  );
}

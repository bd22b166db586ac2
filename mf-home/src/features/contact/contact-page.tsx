import { useQuery } from '@tanstack/react-query';
import { companyQuery } from '@fvc/shared/api';
import { ErrorState, LoadingState, PageHeading } from '@fvc/shared/ui';
import { ContactForm } from './contact-form';
import './contact.css';

/** docs/product.md §2 Contact page: title, intro, phone and e-mail from the company data, and the form. */
export function ContactPage() {
  // A prerendered page carries the company: the first render (hydration) draws it at once.
  const details = useQuery(companyQuery);
  const company = details.data;

  return (
    <div className="contact-page">
      <PageHeading title="Contáctanos">
        <p>¿Tienes dudas, comentarios o sugerencias? Escríbenos o llámanos, con gusto te atendemos.</p>
      </PageHeading>
      <div className="contact-page__layout">
        <div className="contact-page__details">
          {details.isError && <ErrorState message="No pudimos cargar los datos de contacto." onRetry={() => void details.refetch()} />}
          {details.isPending && <LoadingState />}
          {company && (
            <dl className="contact-data">
              <dt>Teléfono de atención a clientes</dt>
              <dd>
                <a href={`tel:${company.phone.replace(/\s/g, '')}`}>{company.phone}</a>
              </dd>
              <dt>Correo electrónico</dt>
              <dd>
                <a href={`mailto:${company.email}`}>{company.email}</a>
              </dd>
              <dt>Horario</dt>
              <dd>
                {company.hours.weekdays}
                <br />
                {company.hours.saturday}
              </dd>
            </dl>
          )}
        </div>
        <ContactForm />
      </div>
    </div>
  );
}

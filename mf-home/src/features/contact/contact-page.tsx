import { useEffect, useState } from 'react';
import { getCompany } from '@fvc/shared/api';
import type { Company } from '@fvc/shared/contracts';
import { ErrorState, LoadingState, PageHeading } from '@fvc/shared/ui';
import { ContactForm } from './contact-form';
import './contact.css';

/** SPEC §2 Contact page: title, intro, phone and e-mail from the company data, and the form. */
export function ContactPage() {
  // A prerendered page carries the company: the first render (hydration) draws it at once.
  const [company, setCompany] = useState<Company | null>(() => getCompany.peek() ?? null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    setFailed(false);
    getCompany()
      .then(setCompany)
      .catch(() => setFailed(true));
  }, [attempt]);

  return (
    <div className="contact-page">
      <PageHeading title="Contáctanos">
        <p>¿Tienes dudas, comentarios o sugerencias? Escríbenos o llámanos, con gusto te atendemos.</p>
      </PageHeading>
      <div className="contact-page__layout">
        <div className="contact-page__details">
          {failed && (
            <ErrorState message="No pudimos cargar los datos de contacto." onRetry={() => setAttempt((value) => value + 1)} />
          )}
          {!failed && !company && <LoadingState />}
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

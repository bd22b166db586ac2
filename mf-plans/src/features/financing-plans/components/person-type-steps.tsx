import { useId, useState } from 'react';
import { resolveApiUrl } from '@fvc/shared/api';
import { Link } from '@fvc/shared/router';
import type { FinancingPlanDetail, PersonType } from '@fvc/shared/contracts';

const PERSON_TYPES: Array<{ value: PersonType; label: string }> = [
  { value: 'fisica', label: 'Física (o física con actividad empresarial)' },
  { value: 'moral', label: 'Moral' },
];

/**
 * docs/product.md §2 'Calcular Crédito' in three steps. Person type starts empty (docs/product.md §4): until one is
 * chosen, steps 2 and 3 say what to do instead of showing lists; then they follow the choice.
 */
export function PersonTypeSteps({ plan, title }: { plan: FinancingPlanDetail; title: string }) {
  const [personType, setPersonType] = useState<PersonType | ''>('');
  const id = useId();
  const { caracteristicas, ventajas, documentos, descargas } = plan.lists;
  const hint = <p className="plans-steps__hint">Elige un tipo de persona en el paso 1.</p>;

  return (
    <section id="calcular" className="plans-section plans-steps reveal" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {/* The title in docs/product.md §2 says "calcular"; what follows are the requirements: said so (issue #69). */}
      <p className="plans-steps__intro">Los requisitos, las ventajas y los documentos según tu tipo de persona, en tres pasos.</p>
      <ol className="plans-steps__list">
        <li className="plans-steps__step">
          <h3>Por dónde empezar</h3>
          <fieldset className="plans-person-type">
            <legend>Tipo de persona</legend>
            {PERSON_TYPES.map((option) => (
              <label key={option.value} className="plans-person-type__option">
                <input
                  type="radio"
                  name={`${id}-person-type`}
                  value={option.value}
                  checked={personType === option.value}
                  onChange={() => setPersonType(option.value)}
                />
                <span>{option.label}</span>
              </label>
            ))}
          </fieldset>
        </li>
        <li className="plans-steps__step">
          <h3>Características</h3>
          {personType ? (
            <div aria-live="polite">
              <h4>Características</h4>
              <ul className="plans-list">
                {caracteristicas[personType].map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
              <h4>Ventajas</h4>
              <ul className="plans-list">
                {ventajas[personType].map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </div>
          ) : (
            hint
          )}
        </li>
        <li className="plans-steps__step">
          <h3>Documentación requerida</h3>
          {personType ? (
            <div>
              <ul className="plans-list" aria-label="Requisitos">
                {documentos[personType].map((doc) => (
                  <li key={doc.name}>
                    {doc.name}
                    {doc.optional && <span className="plans-list__optional"> (opcional)</span>}
                  </li>
                ))}
              </ul>
              {/* Issue #72: the same documents, uploaded in an online application that starts from a quote. */}
              <h4>Solicita en línea</h4>
              <p>
                La solicitud en línea parte de una cotización: cotiza tu unidad y, en el resultado, elige «Solicitar este financiamiento». Ahí subes estos
                documentos en PDF o con una foto desde tu celular.
              </p>
              <p>
                <Link className="fvc-button" to="/calculadora/paso-1">
                  Cotizar y solicitar en línea
                </Link>
              </p>
              <h4>Descargas</h4>
              <p className="plans-steps__hint">Si prefieres entregarlos en papel, imprime y firma la solicitud:</p>
              <ul className="plans-downloads">
                {descargas[personType].map((download) => (
                  <li key={download.url}>
                    <a href={resolveApiUrl(download.url)} target="_blank" rel="noopener noreferrer">
                      {download.title} (PDF)<span className="fvc-visually-hidden">, se abre en una pestaña nueva</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            hint
          )}
        </li>
      </ol>
    </section>
  );
}

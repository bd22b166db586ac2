import type { FaqFields } from '@fvc/shared/contracts';
import { Accordion, SafeHtml } from '@fvc/shared/ui';
import { stayHere } from './preview-html';

/**
 * The FAQ as the public page draws it, from what is typed now: its group's heading, then the
 * question as the accordion's heading, open, with the answer through SafeHtml, sanitized as
 * visitors get it.
 */
export function FaqPreview({ fields }: { fields: FaqFields }) {
  return (
    <section className="bo-card bo-preview" aria-labelledby="preview-heading">
      <h2 id="preview-heading">Vista previa</h2>
      <p className="bo-muted">Así se verá en la página de preguntas frecuentes.</p>
      <h3>{fields.groupTitle.trim() || 'Grupo'}</h3>
      {/* Capturing the click first keeps SafeHtml from following an internal link. */}
      <div className="bo-preview__body" onClickCapture={stayHere}>
        <Accordion
          headingLevel={4}
          defaultOpenId="respuesta"
          panels={[
            {
              id: 'respuesta',
              title: fields.question.trim() || 'Pregunta',
              content: fields.answer.trim() ? <SafeHtml html={fields.answer} className="rich-text" /> : <p className="bo-muted">Sin respuesta.</p>,
            },
          ]}
        />
      </div>
    </section>
  );
}

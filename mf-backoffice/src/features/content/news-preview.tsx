import type { NewsFields } from '@fvc/shared/contracts';
import { formatInstant } from '../../app/format';
import { fromLocalInput } from './content-rules';
import { PreviewHtml } from './preview-html';

/** A news item as the form holds it: the date as a datetime-local input does ("2026-04-01T09:00", this browser's time). */
export type NewsFormValues = Omit<NewsFields, 'publishedAt'> & { publishedAt: string };

/**
 * The news item as the site draws it, from what is typed now: its card (800×500, the picture, the
 * title, the summary and the button), then its text through SafeHtml, sanitized as visitors get
 * it. Nothing in it is a control.
 */
export function NewsPreview({ fields }: { fields: NewsFormValues }) {
  const date = fromLocalInput(fields.publishedAt);
  return (
    <section className="bo-card bo-preview" aria-labelledby="preview-heading">
      <h2 id="preview-heading">Vista previa</h2>
      <p className="bo-muted">Así se verá la tarjeta de la noticia (800×500 px).</p>
      <div className="bo-preview__card bo-preview__card--news">
        {fields.imgBack ? <img className="bo-preview__image" src={fields.imgBack} alt="" /> : <span className="bo-preview__no-image">Sin imagen</span>}
        <div className="bo-preview__content">
          <span className="bo-preview__title">{fields.title || 'Título de la noticia'}</span>
          {fields.subtitle && <span className="bo-preview__subtitle">{fields.subtitle}</span>}
          <span className="fvc-button bo-preview__button">{fields.textButton || 'Texto del botón'}</span>
        </div>
      </div>
      <h3>Texto</h3>
      <p className="bo-muted">
        {date ? (
          <>
            Fecha: <time dateTime={date}>{formatInstant(date)}</time>
          </>
        ) : (
          'Fecha: la del momento en que se publique.'
        )}
      </p>
      <PreviewHtml html={fields.body} empty="Sin texto." />
    </section>
  );
}

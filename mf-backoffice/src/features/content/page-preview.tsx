import type { PageFields } from '@fvc/shared/contracts';
import { formatCalendarDate } from '@fvc/shared/format';
import { isDay } from './content-rules';
import { PreviewHtml } from './preview-html';

/** A page as the form holds it: its dates as date inputs do ("2026-11-30"), empty for none. */
export type PageFormValues = Omit<PageFields, 'revisedOn' | 'validUntil'> & { revisedOn: string; validUntil: string };

/**
 * The page as the site draws it, from what is typed now: its title and introduction, the text
 * through SafeHtml (sanitized as visitors get it), and the dates it shows: a legal text's
 * "Última actualización", a campaign's last day. Nothing in it is a control.
 */
export function PagePreview({ fields }: { fields: PageFormValues }) {
  return (
    <section className="bo-card bo-preview" aria-labelledby="preview-heading">
      <h2 id="preview-heading">Vista previa</h2>
      <p className="bo-muted">Así se verá la página.</p>
      <h3 className="bo-preview__page-title">{fields.title.trim() || 'Título de la página'}</h3>
      {fields.intro.trim() && <p className="bo-preview__intro">{fields.intro.trim()}</p>}
      {isDay(fields.validUntil) && <p>Vigente hasta el {formatCalendarDate(fields.validUntil)}.</p>}
      <PreviewHtml html={fields.body} empty="Sin texto." />
      {isDay(fields.revisedOn) && <p className="bo-muted">Última actualización: {formatCalendarDate(fields.revisedOn)}</p>}
    </section>
  );
}

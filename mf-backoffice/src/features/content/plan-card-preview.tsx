import type { PlanCardFields } from '@fvc/shared/contracts';

/** The size the site shows the icon at (it is uploaded at three times that). */
const ICON_SIZE = 64;

/**
 * The plan's card as the home page draws it, from what is typed now: the 64×64 icon, the title
 * and the summary, and the summary it shows when the cursor is over it. Nothing in it is a control.
 */
export function PlanCardPreview({ fields }: { fields: PlanCardFields }) {
  const card = (summary: string, fallback: string) => (
    <div className="bo-preview__plan">
      {fields.icon ? (
        <img className="bo-preview__plan-icon" src={fields.icon} alt="" width={ICON_SIZE} height={ICON_SIZE} />
      ) : (
        <span className="bo-preview__plan-icon bo-preview__plan-icon--none">Sin ícono</span>
      )}
      <span className="bo-preview__title">{fields.title || 'Título del plan'}</span>
      <span className="bo-preview__subtitle">{summary || fallback}</span>
    </div>
  );
  return (
    <section className="bo-card bo-preview" aria-labelledby="preview-heading">
      <h2 id="preview-heading">Vista previa</h2>
      <p className="bo-muted">Así se verá la tarjeta del plan en la página de inicio (ícono de 64×64 px).</p>
      <h3>Normal</h3>
      {card(fields.summary, 'Resumen')}
      <h3>Al pasar el cursor</h3>
      {card(fields.summaryHover, 'Resumen al pasar el cursor')}
      {fields.url.trim() && <p className="bo-muted">Lleva a {fields.url.trim()}</p>}
    </section>
  );
}

import type { BrandFields } from '@fvc/shared/contracts';

/**
 * The brand's card as the home page draws it (800×600, the picture as its background, the name,
 * the description and «CONOCE MÁS»), from what is typed now. Nothing in it is a control.
 */
export function BrandPreview({ fields }: { fields: BrandFields }) {
  return (
    <section className="bo-card bo-preview" aria-labelledby="preview-heading">
      <h2 id="preview-heading">Vista previa</h2>
      <p className="bo-muted">Así se verá la tarjeta de la marca en la página de inicio (800×600 px).</p>
      <div className="bo-preview__card bo-preview__card--brand">
        {fields.imgBack ? <img className="bo-preview__image" src={fields.imgBack} alt="" /> : <span className="bo-preview__no-image">Sin imagen</span>}
        <div className="bo-preview__content">
          <span className="bo-preview__title">{fields.title || 'Nombre de la marca'}</span>
          {fields.subtitle && <span className="bo-preview__subtitle">{fields.subtitle}</span>}
          <span className="fvc-button bo-preview__button">CONOCE MÁS</span>
        </div>
      </div>
    </section>
  );
}

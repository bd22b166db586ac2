export interface PreviewFields {
  title: string;
  subtitle: string;
  imgBack: string;
  vehiculo: string;
  textButton: string;
}

/**
 * The promotion's card as the home page draws it (600×800, the picture as its background, the
 * vehicle, the title, the subtitle and the button), from what is typed now. Nothing in it is a
 * control: the button is only its look.
 */
export function PromotionPreview({ fields }: { fields: PreviewFields }) {
  return (
    <section className="bo-card bo-preview" aria-labelledby="preview-heading">
      <h2 id="preview-heading">Vista previa</h2>
      <p className="bo-muted">Así se verá la tarjeta en la página de inicio (600×800 px).</p>
      <div className="bo-preview__card">
        {fields.imgBack ? <img className="bo-preview__image" src={fields.imgBack} alt="" /> : <span className="bo-preview__no-image">Sin imagen</span>}
        <div className="bo-preview__content">
          {fields.vehiculo && <span className="bo-preview__vehicle">{fields.vehiculo}</span>}
          <span className="bo-preview__title">{fields.title || 'Título de la promoción'}</span>
          {fields.subtitle && <span className="bo-preview__subtitle">{fields.subtitle}</span>}
          <span className="fvc-button bo-preview__button">{fields.textButton || 'Texto del botón'}</span>
        </div>
      </div>
    </section>
  );
}

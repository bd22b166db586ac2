import type { BannerFields } from '@fvc/shared/contracts';

/** A slide as the form holds it (every field as typed): what the preview draws. */
export type BannerFormValues = { [K in keyof BannerFields]: string };

/**
 * The slide as the home page's carousel draws it, from what is typed now: the desktop picture
 * (1600×640) with its title, and the phone's (750×900). The title is also the pictures' alternative text.
 */
export function BannerPreview({ fields }: { fields: BannerFormValues }) {
  const title = fields.title.trim() || 'Título de la diapositiva';
  const footer = fields.textFooter.trim() && <span className="bo-preview__subtitle">{fields.textFooter.trim()}</span>;
  return (
    <section className="bo-card bo-preview" aria-labelledby="preview-heading">
      <h2 id="preview-heading">Vista previa</h2>
      <h3>Escritorio</h3>
      <p className="bo-muted">Así se verá en el carrusel de la portada en una computadora (1600×640 px).</p>
      <figure className="bo-preview__card bo-preview__card--banner-desktop">
        {fields.imgDesktop ? <img className="bo-preview__image" src={fields.imgDesktop} alt={fields.title.trim()} /> : <span className="bo-preview__no-image">Sin imagen de escritorio</span>}
        <figcaption className="bo-preview__content">
          <span className="bo-preview__title">{title}</span>
          {footer}
        </figcaption>
      </figure>
      <h3>Celular</h3>
      <p className="bo-muted">Y en un celular (750×900 px).</p>
      <figure className="bo-preview__card bo-preview__card--banner-mobile">
        {fields.imgMobile ? <img className="bo-preview__image" src={fields.imgMobile} alt={fields.title.trim()} /> : <span className="bo-preview__no-image">Sin imagen móvil</span>}
        <figcaption className="bo-preview__content">
          <span className="bo-preview__title">{title}</span>
          {footer}
        </figcaption>
      </figure>
      {fields.videoUrl.trim() && <p className="bo-muted">Con video: en el sitio se reproduce en lugar de las imágenes.</p>}
    </section>
  );
}

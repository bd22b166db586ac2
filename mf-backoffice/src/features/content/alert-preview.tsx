import type { AlertFields } from '@fvc/shared/contracts';
import { formatInstant } from '../../app/format';
import { fromLocalInput } from './content-rules';
import { PreviewHtml } from './preview-html';

/**
 * An alert as the form holds it: the optional texts and the picture as empty texts, where it opens
 * as a choice, the dates as datetime-local inputs do ("2026-04-01T09:00", this browser's time).
 */
export type AlertFormValues = Omit<AlertFields, 'imgBack' | 'url' | 'textButton' | 'internal' | 'startsAt' | 'endsAt'> & {
  imgBack: string;
  url: string;
  textButton: string;
  audience: 'site' | 'customers';
  startsAt: string;
  endsAt: string;
};

/** The size the site's popup draws the picture at (shell's alert-popup.tsx): half the uploaded one, for sharp screens. */
const POPUP_PICTURE = { width: 480, height: 200 };

const At = ({ iso }: { iso: string }) => <time dateTime={iso}>{formatInstant(iso)}</time>;

/** When it opens, from its dates. */
function Window({ startsAt, endsAt }: { startsAt: string | null; endsAt: string | null }) {
  return (
    <p className="bo-muted">
      {startsAt ? (
        <>
          Se abre desde el <At iso={startsAt} />
        </>
      ) : (
        'Se abre desde que se publique'
      )}
      {endsAt ? (
        <>
          {' '}
          hasta el <At iso={endsAt} />.
        </>
      ) : (
        ' hasta que se despublique.'
      )}
    </p>
  );
}

/**
 * The alert as the site's popup draws it, from what is typed now: the picture at 480×200, the
 * title, the text through SafeHtml (sanitized as visitors get it) and the button, which the site
 * shows only with both its text and where it goes. Nothing in it is a control.
 */
export function AlertPreview({ fields }: { fields: AlertFormValues }) {
  const textButton = fields.textButton.trim();
  const withButton = textButton !== '' && fields.url.trim() !== '';
  return (
    <section className="bo-card bo-preview" aria-labelledby="preview-heading">
      <h2 id="preview-heading">Vista previa</h2>
      <p className="bo-muted">
        Así se abrirá {fields.audience === 'customers' ? 'en el área de clientes' : 'al entrar al sitio'} (la imagen, a {POPUP_PICTURE.width}×{POPUP_PICTURE.height} px).
      </p>
      <div className="bo-preview__shade">
        <div className="bo-preview__popup">
          <span className="bo-preview__popup-close" aria-hidden="true">
            ×
          </span>
          {fields.imgBack && <img className="bo-preview__popup-image" src={fields.imgBack} alt="" width={POPUP_PICTURE.width} height={POPUP_PICTURE.height} />}
          <h3 className="bo-preview__popup-title">{fields.title.trim() || 'Título del aviso'}</h3>
          <PreviewHtml html={fields.description} empty="Sin texto." className="bo-preview__popup-body" />
          {withButton && <span className="fvc-button bo-preview__button">{textButton}</span>}
        </div>
      </div>
      {!withButton && <p className="bo-muted">Sin botón: el sitio lo muestra cuando tiene su texto y su destino.</p>}
      <Window startsAt={fromLocalInput(fields.startsAt)} endsAt={fromLocalInput(fields.endsAt)} />
    </section>
  );
}

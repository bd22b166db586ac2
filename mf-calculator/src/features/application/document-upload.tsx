import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { toApiError } from '@fvc/shared/api';
import type { ApplicationDocumentView, ApplicationView } from '@fvc/shared/contracts';
import { APPLICATION_UPLOAD } from '@fvc/shared/contracts/rules';
import { Button } from '@fvc/shared/ui';
import { isLinkRefused, removeDocument, uploadDocument } from './api/application-requests';
import { LINK_REFUSED_MESSAGE } from './data-step';

const MB = 1024 * 1024;
const EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

/** A size as a person reads it. */
const sizeText = (bytes: number) => (bytes >= MB ? `${(bytes / MB).toFixed(1).replace('.0', '')} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * What is wrong with a chosen file before it is sent, or null. The type as the browser reports it
 * (some phones report none: then its name); the API checks the bytes again.
 */
function fileProblem(file: File): string | null {
  const typeKnown = file.type !== '';
  const accepted = typeKnown ? (APPLICATION_UPLOAD.types as readonly string[]).includes(file.type) : EXTENSIONS.test(file.name);
  if (!accepted) return `«${file.name}» no es PDF, JPG ni PNG. Elige un PDF o una foto en JPG o PNG.`;
  if (file.size === 0) return `«${file.name}» está vacío. Elige otro archivo.`;
  if (file.size > APPLICATION_UPLOAD.maxBytes) return `«${file.name}» pesa ${sizeText(file.size)}; el límite es ${sizeText(APPLICATION_UPLOAD.maxBytes)}. Elige un archivo más ligero o toma la foto de nuevo.`;
  return null;
}

type UploadState =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'sent' }
  /** `retry`: the chosen file can go again as it is (the connection dropped, the server failed). */
  | { kind: 'failed'; message: string; retry: boolean };

interface DocumentUploadProps {
  document: ApplicationDocumentView;
  /** The application as the API answered a stored or removed file. */
  onChanged: (view: ApplicationView) => void;
  /** While the application is a draft; a requested document is only replaced. */
  removable?: boolean;
}

/**
 * One document of the application, from a phone: a PDF or a photo (the camera is offered, not
 * forced), the limit said before choosing, a progress bar while it goes up, "Reintentar" with the
 * same file after a dropped connection, and a thumbnail or the file's name to confirm what was sent.
 */
export function DocumentUpload({ document, onChanged, removable = true }: DocumentUploadProps) {
  const id = `apply-doc-${document.key}`;
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const [removing, setRemoving] = useState(false);
  const inFlight = useRef<AbortController | null>(null);

  // A picture's preview is memory the page holds: let go of it when it is replaced or gone.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  useEffect(() => () => inFlight.current?.abort(), []);

  const send = async (chosen: File) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setState({ kind: 'uploading', percent: 0 });
    try {
      const view = await uploadDocument(document.key, chosen, (percent) => setState({ kind: 'uploading', percent }), controller.signal);
      setState({ kind: 'sent' });
      onChanged(view);
    } catch (error) {
      const failure = toApiError(error);
      if (failure.code === 'ABORTED') return;
      if (failure.status === 0) {
        setState({ kind: 'failed', retry: true, message: `Se cortó la conexión mientras subíamos «${chosen.name}». Tu archivo sigue elegido: pulsa «Reintentar» cuando tengas señal.` });
      } else if (isLinkRefused(error)) {
        setState({ kind: 'failed', retry: false, message: LINK_REFUSED_MESSAGE });
      } else if (failure.status === 413 && !failure.fields.file) {
        // Refused for its size before the API read it (a proxy's limit): said as the form says it.
        setState({ kind: 'failed', retry: false, message: `«${chosen.name}» es demasiado grande: el límite es ${sizeText(APPLICATION_UPLOAD.maxBytes)}.` });
      } else {
        // The API's reason, at this field: a file whose bytes are not a PDF, JPG or PNG, one too large.
        // A body cut on the way (INCOMPLETE_FORM) is a dropped connection seen from the server.
        setState({ kind: 'failed', retry: failure.status >= 500 || failure.code === 'INCOMPLETE_FORM', message: failure.fields.file ?? failure.message });
      }
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const problem = fileProblem(chosen);
    if (problem) {
      inFlight.current?.abort();
      setFile(null);
      setPreview(null);
      setState({ kind: 'failed', retry: false, message: problem });
      return;
    }
    setFile(chosen);
    const isPicture = chosen.type.startsWith('image/') || /\.(jpe?g|png)$/i.test(chosen.name);
    setPreview(isPicture && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(chosen) : null);
    void send(chosen);
  };

  const remove = async () => {
    setRemoving(true);
    try {
      const view = await removeDocument(document.key);
      setFile(null);
      setPreview(null);
      setState({ kind: 'idle' });
      onChanged(view);
    } catch (error) {
      setState({ kind: 'failed', retry: false, message: toApiError(error).message });
    } finally {
      setRemoving(false);
    }
  };

  const uploading = state.kind === 'uploading';
  const failed = state.kind === 'failed' ? state : null;
  // What the API keeps, unless this visit has just sent another file.
  const stored = state.kind === 'sent' || state.kind === 'idle' ? document.uploaded : null;
  const sentNow = state.kind === 'sent' && file;
  const describedBy = [`${id}-ayuda`, failed ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <div className={`form-field apply-doc${failed ? ' has-error' : ''}${document.requested ? ' apply-doc--requested' : ''}`}>
      <label htmlFor={id}>
        {document.name}
        {document.optional && <span className="apply-doc__optional"> (opcional)</span>}
      </label>
      <p id={`${id}-ayuda`} className="form-field__hint">
        {document.requested && document.requestNote && <strong className="apply-doc__request">Te lo pedimos de nuevo: {document.requestNote} </strong>}
        {APPLICATION_UPLOAD.hint} Puedes elegir un archivo o tomar una foto.
      </p>
      <input id={id} type="file" accept={APPLICATION_UPLOAD.accept} aria-describedby={describedBy} aria-invalid={failed ? true : undefined} onChange={choose} disabled={removing} />

      {uploading && (
        <div className="apply-doc__progress">
          <progress value={state.percent} max={100} aria-label={`Subiendo ${document.name}`} />
          <span>{state.percent} %</span>
        </div>
      )}

      {failed && (
        <div className="apply-doc__failure">
          <p id={`${id}-error`} className="form-field__error" role="alert">
            {failed.message}
          </p>
          {failed.retry && file && (
            <Button variant="secondary" onClick={() => void send(file)}>
              Reintentar<span className="fvc-visually-hidden"> {document.name}</span>
            </Button>
          )}
        </div>
      )}

      {/* Confirmed once stored, and said to a screen reader as it is. */}
      <div role="status" className="apply-doc__sent">
        {sentNow ? (
          <>
            {preview && <img className="apply-doc__thumbnail" src={preview} alt={`Vista previa de ${file.name}`} />}
            <p>
              Enviado: <strong>{file.name}</strong> ({sizeText(file.size)})
            </p>
          </>
        ) : (
          stored && (
            <p>
              Enviado: <strong>{stored.fileName}</strong> ({sizeText(stored.size)})
            </p>
          )
        )}
      </div>
      {removable && stored && !uploading && (
        <Button variant="secondary" pending={removing} onClick={() => void remove()}>
          Quitar<span className="fvc-visually-hidden"> {document.name}</span>
        </Button>
      )}
    </div>
  );
}

import { useRef, useState, type ChangeEvent } from 'react';
import { useController, type Control, type FieldPath, type FieldValues, type UseFormClearErrors, type UseFormSetError } from 'react-hook-form';
import type { UploadedMedia } from '@fvc/shared/contracts';
import { BACKOFFICE_LIMITS, MEDIA_PATH_PATTERN, MEDIA_USES, type MediaUse } from '@fvc/shared/contracts/rules';
import { toApiError } from '@fvc/shared/api';
import { Button } from '@fvc/shared/ui';
import { uploadPicture } from './content-api';

const MB = 1024 * 1024;
const LIMIT_MB = BACKOFFICE_LIMITS.imageMaxBytes / MB;
/** The limits, said before choosing: the size it is cropped to comes from its use. */
export const pictureHint = (use: MediaUse) => {
  const { width, height } = MEDIA_USES[use];
  return `JPEG, PNG o WebP, hasta ${LIMIT_MB} MB. Se recorta a ${width}×${height} píxeles y se sube al elegirla.`;
};
const mediaPath = new RegExp(MEDIA_PATH_PATTERN);
/** The thumbnail's height; its width keeps the picture's proportion. */
const THUMB_HEIGHT = 120;

interface PictureFieldProps<V extends FieldValues> {
  /** The form's field that holds the /media path. */
  name: FieldPath<V>;
  /** What the picture is for: the API crops it to that use's size. */
  use: MediaUse;
  /** "Imagen de fondo": the label, and the thumbnail's "Imagen de fondo elegida". */
  label: string;
  /** The element ids' start: "promotion-picture". */
  id: string;
  control: Control<V>;
  setError: UseFormSetError<V>;
  clearErrors: UseFormClearErrors<V>;
  /** The item may go without it (an alert's): left empty, or the chosen one removed; the field then holds ''. */
  optional?: boolean;
}

/**
 * A picture of the item: uploaded as soon as it is chosen (`POST /api/backoffice/media` with its
 * use), the field then holds its /media path and shows it. A refusal (not a picture, too large) is
 * said at the field; the rest of the form is untouched.
 */
export function PictureField<V extends FieldValues>({ name, use, label, id, control, setError, clearErrors, optional = false }: PictureFieldProps<V>) {
  const { field, fieldState } = useController({
    name,
    control,
    rules: {
      validate: (path: unknown) =>
        typeof path === 'string' && path ? mediaPath.test(path) || 'La imagen no es válida: elige otra.' : optional || `Elige la ${label.toLowerCase()}.`,
    },
  });
  const input = useRef<HTMLInputElement | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploaded, setUploaded] = useState<UploadedMedia | null>(null);
  const [removed, setRemoved] = useState(false);
  const error = fieldState.error;
  const value = typeof field.value === 'string' ? field.value : '';
  const size = MEDIA_USES[use];

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    if (file.size > BACKOFFICE_LIMITS.imageMaxBytes) {
      setError(name, { type: 'size', message: `La imagen pesa más de ${LIMIT_MB} MB: elige una más ligera.` });
      input.value = '';
      return;
    }
    clearErrors(name);
    setRemoved(false);
    setUploading(true);
    try {
      const media = await uploadPicture(file, use);
      setUploaded(media);
      field.onChange(media.path);
    } catch (failed) {
      const failure = toApiError(failed);
      setError(name, { type: 'server', message: failure.fields.file ?? failure.message });
      // The same file chosen again is a change again.
      input.value = '';
    } finally {
      setUploading(false);
    }
  };

  const remove = () => {
    field.onChange('');
    setUploaded(null);
    clearErrors(name);
    setRemoved(true);
    // The button goes with the picture: the keyboard goes on from the file input.
    if (input.current) {
      input.current.value = '';
      input.current.focus();
    }
  };

  const described = [`${id}-hint`, `${id}-status`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`form-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>
        {label}
        {optional && ' (opcional)'}
      </label>
      <p id={`${id}-hint`} className="form-field__hint">
        {pictureHint(use)}
      </p>
      <input
        id={id}
        ref={(element) => {
          field.ref(element);
          input.current = element;
        }}
        name={field.name}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onBlur={field.onBlur}
        onChange={(event) => void choose(event)}
      />
      <p id={`${id}-status`} role="status" className="bo-picture__status">
        {uploading
          ? 'Subiendo la imagen…'
          : uploaded && value === uploaded.path
            ? `Imagen subida: ${uploaded.width}×${uploaded.height} px.`
            : removed && !value
              ? `Sin ${label.toLowerCase()}: se guarda sin ella.`
              : ''}
      </p>
      {value && (
        <img
          className="bo-picture__thumb"
          src={value}
          alt={`${label} elegida`}
          width={Math.round((size.width * THUMB_HEIGHT) / size.height)}
          height={THUMB_HEIGHT}
        />
      )}
      {value && optional && (
        <div className="bo-form__actions">
          <Button variant="secondary" onClick={remove}>
            Quitar la {label.toLowerCase()}
          </Button>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error.message}
        </p>
      )}
    </div>
  );
}

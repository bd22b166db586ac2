import { useState, type ChangeEvent } from 'react';
import { useController, type Control, type UseFormClearErrors, type UseFormSetError } from 'react-hook-form';
import type { UploadedMedia } from '@fvc/shared/contracts';
import { BACKOFFICE_LIMITS, MEDIA_PATH_PATTERN } from '@fvc/shared/contracts/rules';
import { toApiError } from '@fvc/shared/api';
import { uploadPromotionPicture } from './content-api';
import type { PromotionFormValues } from './promotion-form';

const MB = 1024 * 1024;
const LIMIT_MB = BACKOFFICE_LIMITS.imageMaxBytes / MB;
export const PICTURE_HINT = `JPEG, PNG o WebP, hasta ${LIMIT_MB} MB. Se recorta a 600×800 píxeles y se sube al elegirla.`;
const mediaPath = new RegExp(MEDIA_PATH_PATTERN);

interface PictureFieldProps {
  control: Control<PromotionFormValues>;
  setError: UseFormSetError<PromotionFormValues>;
  clearErrors: UseFormClearErrors<PromotionFormValues>;
}

/**
 * The promotion's background picture: uploaded as soon as it is chosen (`POST /api/backoffice/media`),
 * the field then holds its /media path and shows it. A refusal (not a picture, too large) is said at
 * the field; the rest of the form is untouched.
 */
export function PictureField({ control, setError, clearErrors }: PictureFieldProps) {
  const { field, fieldState } = useController({
    name: 'imgBack',
    control,
    rules: { validate: (path) => (path ? mediaPath.test(path) || 'La imagen no es válida: elige otra.' : 'Elige la imagen de fondo.') },
  });
  const [uploading, setUploading] = useState(false);
  const [uploaded, setUploaded] = useState<UploadedMedia | null>(null);
  const error = fieldState.error;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    if (file.size > BACKOFFICE_LIMITS.imageMaxBytes) {
      setError('imgBack', { type: 'size', message: `La imagen pesa más de ${LIMIT_MB} MB: elige una más ligera.` });
      input.value = '';
      return;
    }
    clearErrors('imgBack');
    setUploading(true);
    try {
      const media = await uploadPromotionPicture(file);
      setUploaded(media);
      field.onChange(media.path);
    } catch (failed) {
      const failure = toApiError(failed);
      setError('imgBack', { type: 'server', message: failure.fields.file ?? failure.message });
      // The same file chosen again is a change again.
      input.value = '';
    } finally {
      setUploading(false);
    }
  };

  const described = ['promotion-picture-hint', 'promotion-picture-status', error ? 'promotion-picture-error' : null].filter(Boolean).join(' ');
  return (
    <div className={`form-field${error ? ' has-error' : ''}`}>
      <label htmlFor="promotion-picture">Imagen de fondo</label>
      <p id="promotion-picture-hint" className="form-field__hint">
        {PICTURE_HINT}
      </p>
      <input
        id="promotion-picture"
        ref={field.ref}
        name={field.name}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onBlur={field.onBlur}
        onChange={(event) => void choose(event)}
      />
      <p id="promotion-picture-status" role="status" className="bo-picture__status">
        {uploading ? 'Subiendo la imagen…' : uploaded && field.value === uploaded.path ? `Imagen subida: ${uploaded.width}×${uploaded.height} px.` : ''}
      </p>
      {field.value && <img className="bo-picture__thumb" src={field.value} alt="Imagen de fondo elegida" width={90} height={120} />}
      {error && (
        <p id="promotion-picture-error" className="form-field__error">
          {error.message}
        </p>
      )}
    </div>
  );
}

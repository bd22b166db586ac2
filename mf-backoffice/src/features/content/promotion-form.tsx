import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { PromotionFields, PromotionItem } from '@fvc/shared/contracts';
import { BACKOFFICE_LIMITS, PROMOTION_URL_PATTERN } from '@fvc/shared/contracts/rules';
import { formatWholeNumber } from '@fvc/shared/format';
import { Button, FocusedStatus, FormField, notBlank, showApiErrors } from '@fvc/shared/ui';
import { FormAlert } from '../../app/form-alert';
import { fromLocalInput, toLocalInput } from './content-rules';
import { PictureField } from './picture-field';
import { PromotionPreview } from './promotion-preview';

/** The form's values: the dates as datetime-local inputs hold them ("2026-04-01T09:00", this browser's time). */
export type PromotionFormValues = Omit<PromotionFields, 'startsAt' | 'endsAt'> & { startsAt: string; endsAt: string };

const FIELD_NAMES = ['title', 'subtitle', 'imgBack', 'urlButton', 'vehiculo', 'textButton', 'startsAt', 'endsAt'] as const;
const EMPTY: PromotionFormValues = { title: '', subtitle: '', imgBack: '', urlButton: '', vehiculo: '', textButton: '', startsAt: '', endsAt: '' };
const urlPattern = new RegExp(PROMOTION_URL_PATTERN);

export const DATES_HINT = 'En la hora de este equipo, que debe estar en la hora del centro de México.';

const tooLong = (what: string, limit: number) => ({ value: limit, message: `${what} admite hasta ${formatWholeNumber(limit)} caracteres.` });
const limitHint = (limit: number) => `Hasta ${formatWholeNumber(limit)} caracteres.`;

function valuesOf(fields: PromotionFields | null): PromotionFormValues {
  if (!fields) return EMPTY;
  return { ...fields, startsAt: toLocalInput(fields.startsAt), endsAt: toLocalInput(fields.endsAt) };
}

/** What the API receives: the texts trimmed, the dates as ISO instants or null. */
export function fieldsOf(values: PromotionFormValues): PromotionFields {
  return {
    title: values.title.trim(),
    subtitle: values.subtitle.trim(),
    imgBack: values.imgBack,
    urlButton: values.urlButton.trim(),
    vehiculo: values.vehiculo.trim(),
    textButton: values.textButton.trim(),
    startsAt: fromLocalInput(values.startsAt),
    endsAt: fromLocalInput(values.endsAt),
  };
}

const validDate = (value: string) => !value || fromLocalInput(value) !== null || 'Escribe una fecha y hora válidas.';

interface PromotionFormProps {
  /** The version the form starts from (the newest), or null for a new promotion. */
  initial: PromotionFields | null;
  /** Editors save drafts; anyone else reads the form and its preview. */
  writable: boolean;
  save: (fields: PromotionFields) => Promise<PromotionItem>;
  /** After a save: the notice to announce, by default, and what else the page does (a new one opens its own page). */
  onSaved?: (item: PromotionItem) => void;
  notice?: string | null;
}

/**
 * A promotion's fields, and beside them its card as the site will draw it. A failed save keeps
 * everything typed, with the API's message at the field it names or above the form.
 */
export function PromotionForm({ initial, writable, save, onSaved, notice: firstNotice = null }: PromotionFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(firstNotice);
  const { register, handleSubmit, setError, clearErrors, control, watch, getValues, reset, formState: { errors, isSubmitting } } = useForm<PromotionFormValues>({
    defaultValues: valuesOf(initial),
  });
  const values = watch();

  const onSubmit = handleSubmit(async (typed) => {
    setFormError(null);
    setNotice(null);
    try {
      const item = await save(fieldsOf(typed));
      // What was typed is now what is saved.
      reset(getValues());
      setNotice(`Borrador guardado: versión ${item.versions[0]?.version ?? 1}. Lo publicado no cambia hasta que se publique.`);
      onSaved?.(item);
    } catch (error) {
      setFormError(showApiErrors(error, setError, FIELD_NAMES));
    }
  }, () => {
    setFormError(null);
    setNotice(null);
  });

  return (
    <div className="bo-editor">
      <form className="bo-form bo-editor__form" onSubmit={onSubmit} noValidate aria-labelledby="promotion-form-heading">
        <h2 id="promotion-form-heading">Datos de la promoción</h2>
        {notice && (
          // A new promotion arrives on its own page with this: focus comes to it, not to the page's start.
          <FocusedStatus key={notice} as="p" className="bo-form__notice" takeFocus={notice === firstNotice}>
            {notice}
          </FocusedStatus>
        )}
        <FormAlert message={formError} errors={errors} />
        {!writable && <p className="bo-muted">Solo el equipo de edición cambia las promociones.</p>}
        <fieldset className="bo-fieldset" disabled={!writable}>
          <legend className="fvc-visually-hidden">Datos de la promoción</legend>
          <FormField
            id="promotion-title"
            label="Título"
            hint={limitHint(BACKOFFICE_LIMITS.promotionTitle)}
            registration={register('title', { validate: notBlank('Escribe el título.'), maxLength: tooLong('El título', BACKOFFICE_LIMITS.promotionTitle) })}
            error={errors.title}
          />
          <FormField
            id="promotion-subtitle"
            label="Subtítulo"
            multiline
            maxLength={BACKOFFICE_LIMITS.promotionSubtitle}
            characterCount={values.subtitle.length}
            registration={register('subtitle', { validate: notBlank('Escribe el subtítulo.'), maxLength: tooLong('El subtítulo', BACKOFFICE_LIMITS.promotionSubtitle) })}
            error={errors.subtitle}
          />
          <FormField
            id="promotion-vehicle"
            label="Vehículo"
            hint={`Aparece sobre el título, p. ej. «Tractocamión». ${limitHint(BACKOFFICE_LIMITS.vehicle)}`}
            registration={register('vehiculo', { validate: notBlank('Escribe el vehículo.'), maxLength: tooLong('El vehículo', BACKOFFICE_LIMITS.vehicle) })}
            error={errors.vehiculo}
          />
          <PictureField control={control} setError={setError} clearErrors={clearErrors} />
          <FormField
            id="promotion-button-text"
            label="Texto del botón"
            hint={limitHint(BACKOFFICE_LIMITS.promotionButton)}
            registration={register('textButton', { validate: notBlank('Escribe el texto del botón.'), maxLength: tooLong('El texto del botón', BACKOFFICE_LIMITS.promotionButton) })}
            error={errors.textButton}
          />
          <FormField
            id="promotion-button-url"
            label="Destino del botón"
            hint="Una página del sitio que empiece con / (p. ej. /planes) o una dirección https://."
            inputMode="url"
            registration={register('urlButton', {
              validate: (url) => {
                const trimmed = url.trim();
                if (!trimmed) return 'Escribe a dónde lleva el botón.';
                return urlPattern.test(trimmed) || 'Escribe una página del sitio que empiece con / o una dirección que empiece con https://.';
              },
              maxLength: tooLong('El destino del botón', BACKOFFICE_LIMITS.promotionUrl),
            })}
            error={errors.urlButton}
          />
          <FormField
            id="promotion-starts"
            label="Inicio (opcional)"
            type="datetime-local"
            hint={`${DATES_HINT} Sin inicio, se ve desde que se publica.`}
            registration={register('startsAt', { validate: validDate })}
            error={errors.startsAt}
          />
          <FormField
            id="promotion-ends"
            label="Fin (opcional)"
            type="datetime-local"
            hint={`${DATES_HINT} Sin fin, se ve hasta que se despublica.`}
            registration={register('endsAt', {
              validate: (end, { startsAt }) => {
                const valid = validDate(end);
                if (valid !== true) return valid;
                const from = fromLocalInput(startsAt);
                const to = fromLocalInput(end);
                return !from || !to || Date.parse(to) > Date.parse(from) || 'El fin debe ser después del inicio.';
              },
            })}
            error={errors.endsAt}
          />
        </fieldset>
        {writable && (
          <div className="bo-form__actions">
            <Button type="submit" pending={isSubmitting}>
              {isSubmitting ? 'Guardando…' : 'Guardar borrador'}
            </Button>
          </div>
        )}
      </form>
      <PromotionPreview fields={values} />
    </div>
  );
}

import { useForm } from 'react-hook-form';
import type { PromotionFields } from '@fvc/shared/contracts';
import { BACKOFFICE_LIMITS, CONTENT_KINDS } from '@fvc/shared/contracts/rules';
import { FormField, notBlank } from '@fvc/shared/ui';
import { ContentForm, type KindFormProps } from './content-form';
import { CONTENT_KIND_UI } from './content-kinds';
import { endsAfterStart, fromLocalInput, toLocalInput, validInstant } from './content-rules';
import { limitHint, LINK_HINT, linkRule, tooLong } from './form-rules';
import { PictureField } from './picture-field';
import { PromotionPreview } from './promotion-preview';

/** The form's values: the dates as datetime-local inputs hold them ("2026-04-01T09:00", this browser's time). */
export type PromotionFormValues = Omit<PromotionFields, 'startsAt' | 'endsAt'> & { startsAt: string; endsAt: string };

const FIELD_NAMES = ['title', 'subtitle', 'imgBack', 'urlButton', 'vehiculo', 'textButton', 'startsAt', 'endsAt'] as const;
const EMPTY: PromotionFormValues = { title: '', subtitle: '', imgBack: '', urlButton: '', vehiculo: '', textButton: '', startsAt: '', endsAt: '' };

export const DATES_HINT = 'En la hora de este equipo, que debe estar en la hora del centro de México.';

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

/** A promotion's fields, and beside them its card as the site will draw it. */
export function PromotionForm(props: KindFormProps<PromotionFields>) {
  const form = useForm<PromotionFormValues>({ defaultValues: valuesOf(props.initial) });
  const { register, setError, clearErrors, control, watch, formState: { errors } } = form;
  const values = watch();

  return (
    <ContentForm {...props} kind={CONTENT_KIND_UI.promotion} form={form} fieldNames={FIELD_NAMES} fieldsOf={fieldsOf} preview={<PromotionPreview fields={values} />}>
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
      <PictureField name="imgBack" use={CONTENT_KINDS.promotion.pictures.imgBack.use} label="Imagen de fondo" id="promotion-picture" control={control} setError={setError} clearErrors={clearErrors} />
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
        hint={LINK_HINT}
        inputMode="url"
        registration={register('urlButton', { validate: linkRule('Escribe a dónde lleva el botón.'), maxLength: tooLong('El destino del botón', BACKOFFICE_LIMITS.promotionUrl) })}
        error={errors.urlButton}
      />
      <FormField
        id="promotion-starts"
        label="Inicio (opcional)"
        type="datetime-local"
        hint={`${DATES_HINT} Sin inicio, se ve desde que se publica.`}
        registration={register('startsAt', { validate: validInstant })}
        error={errors.startsAt}
      />
      <FormField
        id="promotion-ends"
        label="Fin (opcional)"
        type="datetime-local"
        hint={`${DATES_HINT} Sin fin, se ve hasta que se despublica.`}
        registration={register('endsAt', { validate: (end, { startsAt }) => endsAfterStart(end, startsAt) })}
        error={errors.endsAt}
      />
    </ContentForm>
  );
}

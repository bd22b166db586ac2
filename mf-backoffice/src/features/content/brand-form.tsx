import { useForm } from 'react-hook-form';
import type { BrandFields } from '@fvc/shared/contracts';
import { BACKOFFICE_LIMITS, CONTENT_KINDS } from '@fvc/shared/contracts/rules';
import { FormField, notBlank } from '@fvc/shared/ui';
import { BrandPreview } from './brand-preview';
import { ContentForm, type KindFormProps } from './content-form';
import { CONTENT_KIND_UI } from './content-kinds';
import { limitHint, LINK_HINT, linkRule, tooLong } from './form-rules';
import { PictureField } from './picture-field';

const FIELD_NAMES = ['title', 'subtitle', 'imgBack', 'urlButton'] as const;
const EMPTY: BrandFields = { title: '', subtitle: '', imgBack: '', urlButton: '' };

/** What the API receives: the texts trimmed. */
export function brandFieldsOf(values: BrandFields): BrandFields {
  return { title: values.title.trim(), subtitle: values.subtitle.trim(), imgBack: values.imgBack, urlButton: values.urlButton.trim() };
}

/** A brand of the home page: its name, its description, its 800×600 picture and where «CONOCE MÁS» goes. */
export function BrandForm(props: KindFormProps<BrandFields>) {
  const form = useForm<BrandFields>({ defaultValues: props.initial ?? EMPTY });
  const { register, setError, clearErrors, control, watch, formState: { errors } } = form;
  const values = watch();

  return (
    <ContentForm {...props} kind={CONTENT_KIND_UI.brand} form={form} fieldNames={FIELD_NAMES} fieldsOf={brandFieldsOf} preview={<BrandPreview fields={values} />}>
      <FormField
        id="brand-title"
        label="Nombre"
        hint={limitHint(BACKOFFICE_LIMITS.promotionTitle)}
        registration={register('title', { validate: notBlank('Escribe el nombre.'), maxLength: tooLong('El nombre', BACKOFFICE_LIMITS.promotionTitle) })}
        error={errors.title}
      />
      <FormField
        id="brand-subtitle"
        label="Descripción"
        multiline
        maxLength={BACKOFFICE_LIMITS.promotionSubtitle}
        characterCount={values.subtitle.length}
        registration={register('subtitle', { validate: notBlank('Escribe la descripción.'), maxLength: tooLong('La descripción', BACKOFFICE_LIMITS.promotionSubtitle) })}
        error={errors.subtitle}
      />
      <PictureField name="imgBack" use={CONTENT_KINDS.brand.pictures.imgBack.use} label="Imagen" id="brand-picture" control={control} setError={setError} clearErrors={clearErrors} />
      <FormField
        id="brand-button-url"
        label="Destino de CONOCE MÁS"
        hint={LINK_HINT}
        inputMode="url"
        registration={register('urlButton', { validate: linkRule('Escribe a dónde lleva «CONOCE MÁS».'), maxLength: tooLong('El destino', BACKOFFICE_LIMITS.promotionUrl) })}
        error={errors.urlButton}
      />
    </ContentForm>
  );
}

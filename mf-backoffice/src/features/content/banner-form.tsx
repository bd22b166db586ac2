import { useForm } from 'react-hook-form';
import type { BannerFields } from '@fvc/shared/contracts';
import { BACKOFFICE_LIMITS, CONTENT_KINDS } from '@fvc/shared/contracts/rules';
import { FormField, notBlank } from '@fvc/shared/ui';
import { BannerPreview, type BannerFormValues } from './banner-preview';
import { ContentForm, type KindFormProps } from './content-form';
import { CONTENT_KIND_UI } from './content-kinds';
import { httpsRule, limitHint, LINK_HINT, linkRule, orEmpty, orNull, tooLong } from './form-rules';
import { PictureField } from './picture-field';

const FIELD_NAMES = ['title', 'imgDesktop', 'imgMobile', 'videoUrl', 'textFooter', 'urlFooter'] as const;

/** The form's values (BannerFormValues): an optional field left empty is an empty text there, null for the API. */
function valuesOf(fields: BannerFields | null): BannerFormValues {
  if (!fields) return { title: '', imgDesktop: '', imgMobile: '', videoUrl: '', textFooter: '', urlFooter: '' };
  return { ...fields, videoUrl: orEmpty(fields.videoUrl), textFooter: orEmpty(fields.textFooter), urlFooter: orEmpty(fields.urlFooter) };
}

/** What the API receives: the texts trimmed, the optional ones null when empty. */
export function bannerFieldsOf(values: BannerFormValues): BannerFields {
  return {
    title: values.title.trim(),
    imgDesktop: values.imgDesktop,
    imgMobile: values.imgMobile,
    videoUrl: orNull(values.videoUrl),
    textFooter: orNull(values.textFooter),
    urlFooter: orNull(values.urlFooter),
  };
}

/** A slide of the home page's carousel: its title (the pictures' alternative text), its two pictures, and the optional video and footer. */
export function BannerForm(props: KindFormProps<BannerFields>) {
  const form = useForm<BannerFormValues>({ defaultValues: valuesOf(props.initial) });
  const { register, setError, clearErrors, control, watch, formState: { errors } } = form;
  const values = watch();
  const pictureProps = { control, setError, clearErrors };

  return (
    <ContentForm {...props} kind={CONTENT_KIND_UI.banner} form={form} fieldNames={FIELD_NAMES} fieldsOf={bannerFieldsOf} preview={<BannerPreview fields={values} />}>
      <FormField
        id="banner-title"
        label="Título"
        hint={`También es el texto alternativo de las imágenes: di lo que muestran. ${limitHint(BACKOFFICE_LIMITS.promotionTitle)}`}
        registration={register('title', { validate: notBlank('Escribe el título.'), maxLength: tooLong('El título', BACKOFFICE_LIMITS.promotionTitle) })}
        error={errors.title}
      />
      <PictureField name="imgDesktop" use={CONTENT_KINDS.banner.pictures.imgDesktop.use} label="Imagen de escritorio" id="banner-desktop-picture" {...pictureProps} />
      <PictureField name="imgMobile" use={CONTENT_KINDS.banner.pictures.imgMobile.use} label="Imagen móvil" id="banner-mobile-picture" {...pictureProps} />
      <FormField
        id="banner-video"
        label="Video (opcional)"
        hint="Una dirección https:// del video. Sin video, se muestran las imágenes."
        inputMode="url"
        registration={register('videoUrl', {
          validate: httpsRule(null),
          maxLength: tooLong('La dirección del video', BACKOFFICE_LIMITS.promotionUrl),
        })}
        error={errors.videoUrl}
      />
      <FormField
        id="banner-footer-text"
        label="Texto al pie (opcional)"
        hint={limitHint(BACKOFFICE_LIMITS.promotionSubtitle)}
        registration={register('textFooter', { maxLength: tooLong('El texto al pie', BACKOFFICE_LIMITS.promotionSubtitle) })}
        error={errors.textFooter}
      />
      <FormField
        id="banner-footer-url"
        label="Enlace del texto al pie (opcional)"
        hint={LINK_HINT}
        inputMode="url"
        registration={register('urlFooter', { validate: linkRule(null), maxLength: tooLong('El enlace del texto al pie', BACKOFFICE_LIMITS.promotionUrl) })}
        error={errors.urlFooter}
      />
    </ContentForm>
  );
}

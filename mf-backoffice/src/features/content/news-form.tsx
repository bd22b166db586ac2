import { useForm } from 'react-hook-form';
import type { NewsFields } from '@fvc/shared/contracts';
import { BACKOFFICE_LIMITS, CONTENT_KINDS, NEWS_BODY } from '@fvc/shared/contracts/rules';
import { FormField, notBlank } from '@fvc/shared/ui';
import { ContentForm, type KindFormProps } from './content-form';
import { CONTENT_KIND_UI } from './content-kinds';
import { fromLocalInput, toLocalInput, validInstant } from './content-rules';
import { limitHint, tooLong } from './form-rules';
import { NewsPreview, type NewsFormValues } from './news-preview';
import { PictureField } from './picture-field';
import { DATES_HINT } from './promotion-form';

const FIELD_NAMES = ['title', 'subtitle', 'imgBack', 'textButton', 'body', 'publishedAt'] as const;
/** A new one's button says what the site's news cards say. */
export const NEWS_BUTTON_TEXT = 'CONOCE MÁS';
const EMPTY: NewsFormValues = { title: '', subtitle: '', imgBack: '', textButton: NEWS_BUTTON_TEXT, body: '', publishedAt: '' };

/** What the body may hold: the API keeps only this (NEWS_BODY.tags) and removes the rest when saving. */
export const BODY_HINT = 'Párrafos <p>, listas <ul>/<ol>/<li>, títulos <h2>/<h3>, <strong>, <em>, <blockquote> y enlaces <a href> a una página del sitio o https. Lo demás se quita al guardar.';

/** The form's values from a version (the newest, or the one the API just stored). */
export function newsValuesOf(fields: NewsFields | null): NewsFormValues {
  if (!fields) return EMPTY;
  return { ...fields, publishedAt: toLocalInput(fields.publishedAt) };
}

/** What the API receives: the texts trimmed, the body as typed (the API cleans it), the date as an ISO instant or null. */
export function newsFieldsOf(values: NewsFormValues): NewsFields {
  return {
    title: values.title.trim(),
    subtitle: values.subtitle.trim(),
    imgBack: values.imgBack,
    textButton: values.textButton.trim(),
    body: values.body,
    publishedAt: fromLocalInput(values.publishedAt),
  };
}

/** A news item: its card (picture, title, summary, button), its text in limited HTML, and its date. */
export function NewsForm(props: KindFormProps<NewsFields>) {
  const form = useForm<NewsFormValues>({ defaultValues: newsValuesOf(props.initial) });
  const { register, setError, clearErrors, control, watch, formState: { errors } } = form;
  const values = watch();

  return (
    <ContentForm
      {...props}
      kind={CONTENT_KIND_UI.news}
      form={form}
      fieldNames={FIELD_NAMES}
      fieldsOf={newsFieldsOf}
      valuesOfStored={newsValuesOf}
      preview={<NewsPreview fields={values} />}
    >
      <FormField
        id="news-title"
        label="Título"
        hint={limitHint(BACKOFFICE_LIMITS.promotionTitle)}
        registration={register('title', { validate: notBlank('Escribe el título.'), maxLength: tooLong('El título', BACKOFFICE_LIMITS.promotionTitle) })}
        error={errors.title}
      />
      <FormField
        id="news-summary"
        label="Resumen"
        multiline
        maxLength={BACKOFFICE_LIMITS.promotionSubtitle}
        characterCount={values.subtitle.length}
        registration={register('subtitle', { validate: notBlank('Escribe el resumen.'), maxLength: tooLong('El resumen', BACKOFFICE_LIMITS.promotionSubtitle) })}
        error={errors.subtitle}
      />
      <PictureField name="imgBack" use={CONTENT_KINDS.news.pictures.imgBack.use} label="Imagen" id="news-picture" control={control} setError={setError} clearErrors={clearErrors} />
      <FormField
        id="news-button-text"
        label="Texto del botón"
        hint={limitHint(BACKOFFICE_LIMITS.promotionButton)}
        registration={register('textButton', { validate: notBlank('Escribe el texto del botón.'), maxLength: tooLong('El texto del botón', BACKOFFICE_LIMITS.promotionButton) })}
        error={errors.textButton}
      />
      <FormField
        id="news-body"
        label="Texto (HTML limitado)"
        multiline
        hint={BODY_HINT}
        maxLength={NEWS_BODY.maxLength}
        characterCount={values.body.length}
        registration={register('body', { validate: notBlank('Escribe el texto de la noticia.'), maxLength: tooLong('El texto', NEWS_BODY.maxLength) })}
        error={errors.body}
      />
      <FormField
        id="news-published-at"
        label="Fecha de publicación (opcional)"
        type="datetime-local"
        hint={`${DATES_HINT} Sin fecha, lleva la del momento en que se publica; con una fecha futura, aparece ese día.`}
        registration={register('publishedAt', { validate: validInstant })}
        error={errors.publishedAt}
      />
    </ContentForm>
  );
}

import { useForm } from 'react-hook-form';
import type { PageFields } from '@fvc/shared/contracts';
import { BACKOFFICE_LIMITS } from '@fvc/shared/contracts/rules';
import { FormField, notBlank } from '@fvc/shared/ui';
import { ContentForm, type KindFormProps } from './content-form';
import { CONTENT_KIND_UI } from './content-kinds';
import { validDay } from './content-rules';
import { limitHint, orEmpty, orNull, tooLong } from './form-rules';
import { BODY_HINT } from './news-form';
import { PagePreview, type PageFormValues } from './page-preview';

const FIELD_NAMES = ['title', 'intro', 'body', 'revisedOn', 'validUntil'] as const;
const EMPTY: PageFormValues = { title: '', intro: '', body: '', revisedOn: '', validUntil: '' };

/** The form's values from a version (the newest, or the one the API just stored). */
function pageValuesOf(fields: PageFields | null): PageFormValues {
  if (!fields) return EMPTY;
  return { ...fields, revisedOn: orEmpty(fields.revisedOn), validUntil: orEmpty(fields.validUntil) };
}

/** What the API receives: the title and introduction trimmed, the text as typed (the API cleans it), each date a day or null. */
function pageFieldsOf(values: PageFormValues): PageFields {
  return {
    title: values.title.trim(),
    intro: values.intro.trim(),
    body: values.body,
    revisedOn: orNull(values.revisedOn),
    validUntil: orNull(values.validUntil),
  };
}

/**
 * One of the site's pages (a legal text, about, the brands, the forms, a campaign): its title, its
 * introduction in plain text, its text in limited HTML, and the two days it may show. Its address
 * is the site's: it is edited, never created.
 */
export function PageForm(props: KindFormProps<PageFields>) {
  const form = useForm<PageFormValues>({ defaultValues: pageValuesOf(props.initial) });
  const { register, watch, formState: { errors } } = form;
  const values = watch();

  return (
    <ContentForm
      {...props}
      kind={CONTENT_KIND_UI.page}
      form={form}
      fieldNames={FIELD_NAMES}
      fieldsOf={pageFieldsOf}
      valuesOfStored={pageValuesOf}
      preview={<PagePreview fields={values} />}
    >
      <FormField
        id="page-title"
        label="Título"
        hint={limitHint(BACKOFFICE_LIMITS.promotionTitle)}
        registration={register('title', { validate: notBlank('Escribe el título.'), maxLength: tooLong('El título', BACKOFFICE_LIMITS.promotionTitle) })}
        error={errors.title}
      />
      <FormField
        id="page-intro"
        label="Introducción"
        multiline
        hint="Texto sin formato, bajo el título."
        maxLength={BACKOFFICE_LIMITS.pageIntro}
        characterCount={values.intro.length}
        registration={register('intro', { validate: notBlank('Escribe la introducción.'), maxLength: tooLong('La introducción', BACKOFFICE_LIMITS.pageIntro) })}
        error={errors.intro}
      />
      <FormField
        id="page-body"
        label="Texto (HTML limitado)"
        multiline
        hint={BODY_HINT}
        maxLength={BACKOFFICE_LIMITS.pageBody}
        characterCount={values.body.length}
        registration={register('body', { validate: notBlank('Escribe el texto de la página.'), maxLength: tooLong('El texto', BACKOFFICE_LIMITS.pageBody) })}
        error={errors.body}
      />
      <FormField
        id="page-revised-on"
        label="Última actualización (opcional)"
        type="date"
        hint="El día en que se revisó el texto: la página lo muestra como «Última actualización». Sin fecha, no muestra ninguna."
        registration={register('revisedOn', { validate: validDay })}
        error={errors.revisedOn}
      />
      <FormField
        id="page-valid-until"
        label="Vigente hasta (opcional)"
        type="date"
        hint="El último día de una campaña: pasado ese día (en la hora del centro de México), la página dice que terminó. Sin fecha, no termina."
        registration={register('validUntil', { validate: validDay })}
        error={errors.validUntil}
      />
    </ContentForm>
  );
}

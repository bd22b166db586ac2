import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { FaqFields } from '@fvc/shared/contracts';
import { FAQ_LIMITS, NEWS_BODY } from '@fvc/shared/contracts/rules';
import { FormField, notBlank } from '@fvc/shared/ui';
import { faqGroupsQuery } from './content-api';
import { ContentForm, type KindFormProps } from './content-form';
import { CONTENT_KIND_UI } from './content-kinds';
import { limitHint, tooLong } from './form-rules';
import { FaqPreview } from './faq-preview';
import { BODY_HINT } from './news-form';

const FIELD_NAMES = ['groupTitle', 'question', 'answer'] as const;
const EMPTY: FaqFields = { groupTitle: '', question: '', answer: '' };
const GROUPS_ID = 'faq-groups';

/** Said under the group: the one picked, or a new one. */
export const GROUP_HINT = `Elige uno de los grupos de la página o escribe uno nuevo. Un grupo nuevo aparece al final de la página. ${limitHint(FAQ_LIMITS.group)}`;

/** The form's values from a version (the newest, or the one the API just stored). */
export const faqValuesOf = (fields: FaqFields | null): FaqFields => fields ?? EMPTY;

/** What the API receives: the group and the question trimmed, the answer as typed (the API cleans it). */
export function faqFieldsOf(values: FaqFields): FaqFields {
  return { groupTitle: values.groupTitle.trim(), question: values.question.trim(), answer: values.answer };
}

/** A FAQ: its group (one the public page shows, or a new one), its question, and its answer in limited HTML. */
export function FaqForm(props: KindFormProps<FaqFields>) {
  const form = useForm<FaqFields>({ defaultValues: faqValuesOf(props.initial) });
  const { register, watch, formState: { errors } } = form;
  const values = watch();
  // Without them (the public page not answering) the group is typed as a new one would be.
  const groups = useQuery(faqGroupsQuery()).data ?? [];

  return (
    <ContentForm
      {...props}
      kind={CONTENT_KIND_UI.faq}
      form={form}
      fieldNames={FIELD_NAMES}
      fieldsOf={faqFieldsOf}
      valuesOfStored={faqValuesOf}
      preview={<FaqPreview fields={values} />}
    >
      <FormField
        id="faq-group"
        label="Grupo"
        list={GROUPS_ID}
        autoComplete="off"
        hint={GROUP_HINT}
        registration={register('groupTitle', { validate: notBlank('Escribe o elige el grupo.'), maxLength: tooLong('El grupo', FAQ_LIMITS.group) })}
        error={errors.groupTitle}
      />
      <datalist id={GROUPS_ID}>
        {groups.map((title) => (
          <option key={title} value={title} />
        ))}
      </datalist>
      <FormField
        id="faq-question"
        label="Pregunta"
        hint={limitHint(FAQ_LIMITS.question)}
        registration={register('question', { validate: notBlank('Escribe la pregunta.'), maxLength: tooLong('La pregunta', FAQ_LIMITS.question) })}
        error={errors.question}
      />
      <FormField
        id="faq-answer"
        label="Respuesta (HTML limitado)"
        multiline
        hint={BODY_HINT}
        maxLength={NEWS_BODY.maxLength}
        characterCount={values.answer.length}
        registration={register('answer', { validate: notBlank('Escribe la respuesta.'), maxLength: tooLong('La respuesta', NEWS_BODY.maxLength) })}
        error={errors.answer}
      />
    </ContentForm>
  );
}

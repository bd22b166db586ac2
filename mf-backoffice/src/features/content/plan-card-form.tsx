import { useForm } from 'react-hook-form';
import type { PlanCardFields } from '@fvc/shared/contracts';
import { BACKOFFICE_LIMITS, CONTENT_KINDS } from '@fvc/shared/contracts/rules';
import { FormField, notBlank } from '@fvc/shared/ui';
import { ContentForm, type KindFormProps } from './content-form';
import { CONTENT_KIND_UI } from './content-kinds';
import { limitHint, SITE_PATH_HINT, sitePathRule, tooLong } from './form-rules';
import { PictureField } from './picture-field';
import { PlanCardPreview } from './plan-card-preview';

const FIELD_NAMES = ['title', 'icon', 'summary', 'summaryHover', 'url'] as const;
const EMPTY: PlanCardFields = { title: '', icon: '', summary: '', summaryHover: '', url: '' };

/** What the API receives: the texts trimmed. */
export function planCardFieldsOf(values: PlanCardFields): PlanCardFields {
  return { title: values.title.trim(), icon: values.icon, summary: values.summary.trim(), summaryHover: values.summaryHover.trim(), url: values.url.trim() };
}

/** A financing plan's card of the home page: its title, its icon (192×192, shown at 64×64), its two summaries and the plan's page. */
export function PlanCardForm(props: KindFormProps<PlanCardFields>) {
  const form = useForm<PlanCardFields>({ defaultValues: props.initial ?? EMPTY });
  const { register, setError, clearErrors, control, watch, formState: { errors } } = form;
  const values = watch();

  return (
    <ContentForm {...props} kind={CONTENT_KIND_UI['plan-card']} form={form} fieldNames={FIELD_NAMES} fieldsOf={planCardFieldsOf} preview={<PlanCardPreview fields={values} />}>
      <FormField
        id="plan-card-title"
        label="Título"
        hint={limitHint(BACKOFFICE_LIMITS.promotionTitle)}
        registration={register('title', { validate: notBlank('Escribe el título.'), maxLength: tooLong('El título', BACKOFFICE_LIMITS.promotionTitle) })}
        error={errors.title}
      />
      <PictureField name="icon" use={CONTENT_KINDS['plan-card'].pictures.icon.use} label="Imagen del ícono" id="plan-card-icon" control={control} setError={setError} clearErrors={clearErrors} />
      <FormField
        id="plan-card-summary"
        label="Resumen"
        multiline
        maxLength={BACKOFFICE_LIMITS.promotionSubtitle}
        characterCount={values.summary.length}
        registration={register('summary', { validate: notBlank('Escribe el resumen.'), maxLength: tooLong('El resumen', BACKOFFICE_LIMITS.promotionSubtitle) })}
        error={errors.summary}
      />
      <FormField
        id="plan-card-summary-hover"
        label="Resumen al pasar el cursor"
        multiline
        maxLength={BACKOFFICE_LIMITS.promotionSubtitle}
        characterCount={values.summaryHover.length}
        registration={register('summaryHover', {
          validate: notBlank('Escribe el resumen al pasar el cursor.'),
          maxLength: tooLong('El resumen al pasar el cursor', BACKOFFICE_LIMITS.promotionSubtitle),
        })}
        error={errors.summaryHover}
      />
      <FormField
        id="plan-card-url"
        label="Página del plan"
        hint={SITE_PATH_HINT}
        inputMode="url"
        registration={register('url', { validate: sitePathRule('Escribe la página del plan.'), maxLength: tooLong('La página del plan', BACKOFFICE_LIMITS.promotionUrl) })}
        error={errors.url}
      />
    </ContentForm>
  );
}

import { useForm } from 'react-hook-form';
import type { AlertFields } from '@fvc/shared/contracts';
import { BACKOFFICE_LIMITS, BUTTON_PAIR_MESSAGE, CONTENT_KINDS } from '@fvc/shared/contracts/rules';
import { FormField, notBlank } from '@fvc/shared/ui';
import { AlertPreview, type AlertFormValues } from './alert-preview';
import { ContentForm, type KindFormProps } from './content-form';
import { CONTENT_KIND_UI } from './content-kinds';
import { endsAfterStart, fromLocalInput, toLocalInput, validInstant } from './content-rules';
import { limitHint, LINK_HINT, linkRule, orEmpty, orNull, tooLong } from './form-rules';
import { BODY_HINT } from './news-form';
import { PictureField } from './picture-field';
import { DATES_HINT } from './promotion-form';

// The fields whose refusal is shown beside them. `internal` and `pc` are choices the form always
// sends as booleans: a refusal naming one (none is expected) is said above the form.
const FIELD_NAMES = ['title', 'description', 'imgBack', 'url', 'textButton', 'startsAt', 'endsAt'] as const;
const EMPTY: AlertFormValues = { title: '', description: '', imgBack: '', url: '', textButton: '', audience: 'site', pc: false, startsAt: '', endsAt: '' };

/** The form's values from a version (the newest, or the one the API just stored). */
function alertValuesOf(fields: AlertFields | null): AlertFormValues {
  if (!fields) return EMPTY;
  return {
    title: fields.title,
    description: fields.description,
    imgBack: orEmpty(fields.imgBack),
    url: orEmpty(fields.url),
    textButton: orEmpty(fields.textButton),
    audience: fields.internal ? 'customers' : 'site',
    pc: fields.pc,
    startsAt: toLocalInput(fields.startsAt),
    endsAt: toLocalInput(fields.endsAt),
  };
}

/** What the API receives: the texts trimmed (the optional ones null when empty), the text as typed (the API cleans it), the dates as ISO instants or null. */
function alertFieldsOf(values: AlertFormValues): AlertFields {
  return {
    title: values.title.trim(),
    description: values.description,
    imgBack: values.imgBack || null,
    url: orNull(values.url),
    textButton: orNull(values.textButton),
    internal: values.audience === 'customers',
    pc: values.pc,
    startsAt: fromLocalInput(values.startsAt),
    endsAt: fromLocalInput(values.endsAt),
  };
}

/** Either half of the button, beside the other: both or neither, as the API takes them. */
const withItsPair = (value: string, pair: string) => value.trim() !== '' || pair.trim() === '' || BUTTON_PAIR_MESSAGE;

/**
 * The popup the site opens on entry (or the customers' area's): its title, its text in limited
 * HTML, an optional picture and button, where it opens and its dates.
 */
export function AlertForm(props: KindFormProps<AlertFields>) {
  const form = useForm<AlertFormValues>({ defaultValues: alertValuesOf(props.initial) });
  const { register, setError, clearErrors, control, watch, formState: { errors } } = form;
  const values = watch();

  return (
    <ContentForm
      {...props}
      kind={CONTENT_KIND_UI.alert}
      form={form}
      fieldNames={FIELD_NAMES}
      fieldsOf={alertFieldsOf}
      valuesOfStored={alertValuesOf}
      preview={<AlertPreview fields={values} />}
    >
      <FormField
        id="alert-title"
        label="Título"
        hint={limitHint(BACKOFFICE_LIMITS.promotionTitle)}
        registration={register('title', { validate: notBlank('Escribe el título.'), maxLength: tooLong('El título', BACKOFFICE_LIMITS.promotionTitle) })}
        error={errors.title}
      />
      <FormField
        id="alert-description"
        label="Texto (HTML limitado)"
        multiline
        hint={BODY_HINT}
        maxLength={BACKOFFICE_LIMITS.alertBody}
        characterCount={values.description.length}
        registration={register('description', { validate: notBlank('Escribe el texto del aviso.'), maxLength: tooLong('El texto', BACKOFFICE_LIMITS.alertBody) })}
        error={errors.description}
      />
      <PictureField
        name="imgBack"
        use={CONTENT_KINDS.alert.pictures.imgBack.use}
        label="Imagen"
        id="alert-picture"
        optional
        control={control}
        setError={setError}
        clearErrors={clearErrors}
      />
      <FormField
        id="alert-button-text"
        label="Texto del botón (opcional)"
        hint={`Con su destino, o ninguno de los dos: sin ellos, el aviso no lleva botón. ${limitHint(BACKOFFICE_LIMITS.promotionButton)}`}
        registration={register('textButton', {
          validate: (text, { url }) => withItsPair(text, url),
          maxLength: tooLong('El texto del botón', BACKOFFICE_LIMITS.promotionButton),
          deps: ['url'],
        })}
        error={errors.textButton}
      />
      <FormField
        id="alert-button-url"
        label="Destino del botón (opcional)"
        hint={`${LINK_HINT} Se abre en una pestaña nueva.`}
        inputMode="url"
        registration={register('url', {
          validate: (url, { textButton }) => {
            const paired = withItsPair(url, textButton);
            return paired === true ? linkRule(null)(url) : paired;
          },
          maxLength: tooLong('El destino del botón', BACKOFFICE_LIMITS.promotionUrl),
          deps: ['textButton'],
        })}
        error={errors.url}
      />
      <fieldset className="bo-choice" aria-describedby="alert-audience-hint">
        <legend>Dónde se abre</legend>
        <label>
          <input type="radio" value="site" {...register('audience')} /> Al entrar al sitio público
        </label>
        <label>
          <input type="radio" value="customers" {...register('audience')} /> En el área de clientes
        </label>
        <p id="alert-audience-hint" className="form-field__hint">
          El del área de clientes se abre a quien entró en ella desde ese equipo, después del aviso del sitio. Si hay varios vigentes, se abre el de inicio más reciente.
        </p>
      </fieldset>
      <div className="form-field bo-check">
        <label>
          <input type="checkbox" aria-describedby="alert-pc-hint" {...register('pc')} /> Variante de escritorio
        </label>
        <p id="alert-pc-hint" className="form-field__hint">
          Márcala solo para la variante de escritorio: hoy el sitio abre los avisos que no la llevan.
        </p>
      </div>
      <FormField
        id="alert-starts"
        label="Inicio (opcional)"
        type="datetime-local"
        hint={`${DATES_HINT} Sin inicio, se abre desde que se publica.`}
        registration={register('startsAt', { validate: validInstant, deps: ['endsAt'] })}
        error={errors.startsAt}
      />
      <FormField
        id="alert-ends"
        label="Fin (opcional)"
        type="datetime-local"
        hint={`${DATES_HINT} Sin fin, se abre hasta que se despublica.`}
        registration={register('endsAt', { validate: (end, { startsAt }) => endsAfterStart(end, startsAt) })}
        error={errors.endsAt}
      />
    </ContentForm>
  );
}

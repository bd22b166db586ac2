import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@fvc/shared/router';
import { sendLead } from '@fvc/shared/api';
import { ACCESS_MESSAGES, EMAIL_PATTERN, isValidRfc, LEAD_LIMITS, normalizeRfc, PHONE_MESSAGE, PHONE_PATTERN, TAX_DATA_CONSENT_TEXT } from '@fvc/shared/contracts/rules';
import { apiErrorsOnFields, Button, FocusedStatus, FormField, notBlank, showApiErrors } from '@fvc/shared/ui';
import { formatWholeNumber } from '@fvc/shared/format';

interface LeadValues {
  name: string;
  email: string;
  phone: string;
  rfc: string;
  message: string;
  acceptsPrivacy: boolean;
  acceptsTaxDataConsent: boolean;
}

const EMPTY: LeadValues = { name: '', email: '', phone: '', rfc: '', message: '', acceptsPrivacy: false, acceptsTaxDataConsent: false };
const EMAIL = new RegExp(EMAIL_PATTERN);
const PHONE = new RegExp(PHONE_PATTERN);
const TEXT_FIELDS = ['name', 'email', 'phone', 'rfc', 'message'] as const;

export interface LeadFormProps {
  source: 'campaign' | 'syntage';
  title: string;
}

/**
 * A lead form stored through POST /api/leads. /syntage adds the RFC and the consent to consult
 * the tax data (the exact text is stored with the lead); no external service is called.
 */
export function LeadForm({ source, title }: LeadFormProps) {
  const syntage = source === 'syntage';
  const id = (name: string) => `${source}-${name}`;
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  // "Enviar otra solicitud" is replaced by the empty form: focus goes to its first field.
  const startedAgain = useRef(false);
  useEffect(() => {
    if (sent || !startedAgain.current) return;
    startedAgain.current = false;
    document.getElementById(id('nombre'))?.focus();
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<LeadValues>({ defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await sendLead({
        source,
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim() || undefined,
        // As the check above reads it: spaces and dashes are how people type an RFC, not part of it.
        rfc: syntage ? normalizeRfc(values.rfc) : undefined,
        message: values.message.trim() || undefined,
        acceptsPrivacy: true,
        acceptsTaxDataConsent: syntage ? values.acceptsTaxDataConsent : undefined,
      });
      reset(EMPTY);
      setSent(true);
    } catch (error) {
      // A field the API refused gets its message beside it, with focus; anything else, the alert.
      const message = showApiErrors(error, setError, TEXT_FIELDS);
      setServerError(apiErrorsOnFields(error, TEXT_FIELDS) ? null : `${message} Tus datos siguen aquí; intenta enviar de nuevo.`);
    }
  }, () => setServerError(null));

  if (sent) {
    return (
      <FocusedStatus className="form-success">
        <h2>¡Gracias! Recibimos tus datos</h2>
        <p>
          {syntage
            ? 'Con tu autorización revisaremos tu información fiscal y un asesor te contactará para continuar tu solicitud.'
            : 'Un asesor te contactará en horario de atención para diseñar tu plan.'}
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            startedAgain.current = true;
            setSent(false);
          }}
        >
          Enviar otra solicitud
        </Button>
      </FocusedStatus>
    );
  }

  const checkbox = (name: 'acceptsPrivacy' | 'acceptsTaxDataConsent', label: ReactNode, message: string) => {
    const error = errors[name];
    return (
      <div className={`form-check${error ? ' has-error' : ''}`}>
        <input
          id={id(name)}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id(name)}-error` : undefined}
          {...register(name, { validate: (value) => value || message })}
        />
        <label htmlFor={id(name)}>{label}</label>
        {error && (
          <p id={`${id(name)}-error`} className="form-field__error">
            {error.message}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="site-form" onSubmit={onSubmit} noValidate aria-labelledby={id('titulo')}>
      <h2 id={id('titulo')}>{title}</h2>
      <FormField
        id={id('nombre')}
        label={syntage ? 'Nombre o razón social' : 'Nombre completo'}
        autoComplete={syntage ? 'organization' : 'name'}
        maxLength={LEAD_LIMITS.name}
        registration={register('name', { validate: notBlank('Escribe tu nombre.') })}
        error={errors.name}
      />
      <FormField
        id={id('correo')}
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        maxLength={LEAD_LIMITS.email}
        registration={register('email', {
          validate: (value) =>
            value.trim() === '' ? 'Escribe tu correo electrónico.' : EMAIL.test(value.trim()) || 'Escribe un correo válido, por ejemplo nombre@empresa.com.',
        })}
        error={errors.email}
      />
      <FormField
        id={id('telefono')}
        label="Teléfono (opcional)"
        type="tel"
        autoComplete="tel"
        maxLength={LEAD_LIMITS.phone}
        registration={register('phone', {
          validate: (value) => value.trim() === '' || PHONE.test(value.trim()) || PHONE_MESSAGE,
        })}
        error={errors.phone}
      />
      {syntage && (
        <FormField
          id={id('rfc')}
          label="RFC"
          autoComplete="off"
          // Room for the spaces and dashes people type; the RFC itself is 12 or 13 characters.
          maxLength={20}
          hint="12 caracteres si eres persona moral, 13 si eres persona física."
          registration={register('rfc', {
            validate: (value) =>
              // The API's own rule (a real date in it too), and its message.
              value.trim() === '' ? 'Escribe tu RFC.' : isValidRfc(value) || ACCESS_MESSAGES.rfc,
          })}
          error={errors.rfc}
        />
      )}
      {!syntage && (
        <FormField
          id={id('mensaje')}
          label="¿Qué unidad te interesa? (opcional)"
          multiline
          maxLength={LEAD_LIMITS.message}
          characterCount={watch('message').length}
          registration={register('message', {
            maxLength: { value: LEAD_LIMITS.message, message: `Escribe como máximo ${formatWholeNumber(LEAD_LIMITS.message)} caracteres.` },
          })}
          error={errors.message}
        />
      )}
      {syntage && checkbox('acceptsTaxDataConsent', TAX_DATA_CONSENT_TEXT, 'Es necesario autorizar la consulta de tu información fiscal.')}
      {checkbox(
        'acceptsPrivacy',
        <>
          He leído y acepto el <Link to="/legales/aviso-de-privacidad">aviso de privacidad</Link>.
        </>,
        'Es necesario aceptar el aviso de privacidad.',
      )}
      {serverError && (
        <p className="form-error" role="alert">
          {serverError}
        </p>
      )}
      <Button type="submit" pending={isSubmitting}>
        {isSubmitting ? 'Enviando…' : syntage ? 'AUTORIZAR Y ENVIAR' : 'QUIERO QUE ME CONTACTEN'}
      </Button>
    </form>
  );
}

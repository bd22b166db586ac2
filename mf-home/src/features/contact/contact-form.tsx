import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@fvc/shared/router';
import { sendContactMessage, toApiError } from '@fvc/shared/api';
import { CONTACT_LIMITS, EMAIL_PATTERN, PHONE_MESSAGE, PHONE_PATTERN, referenceFolio } from '@fvc/shared/contracts/rules';
import type { ContactResponse } from '@fvc/shared/contracts';
import { Button, FocusedStatus, FormField, notBlank, ScriptsRequiredNote, useHydrated } from '@fvc/shared/ui';
import { formatWholeNumber } from '@fvc/shared/format';

interface ContactValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  acceptsPrivacy: boolean;
}

const EMPTY: ContactValues = { name: '', email: '', phone: '', subject: '', message: '', acceptsPrivacy: false };
const EMAIL = new RegExp(EMAIL_PATTERN);
const PHONE = new RegExp(PHONE_PATTERN);
const required = (label: string) => ({ value: true, message: `Escribe tu ${label}.` });
const filledIn = (label: string) => notBlank(`Escribe tu ${label}.`);
const max = (limit: number) => ({ value: limit, message: `Escribe como máximo ${formatWholeNumber(limit)} caracteres.` });

/**
 * The contact form (POST /api/contact). Validation mirrors the API's; on a server error every
 * typed value stays and the message says what happened; on success a confirmation replaces it.
 */
export function ContactForm() {
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState<ContactResponse | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({ shouldFocusError: true });
  // The page is prerendered: until it is live, the browser must not send the form itself.
  const hydrated = useHydrated();

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await sendContactMessage({
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim() || undefined,
        subject: values.subject.trim(),
        message: values.message.trim(),
        acceptsPrivacy: true,
      });
      reset(EMPTY);
      setSent(answer);
    } catch (error) {
      setServerError(toApiError(error).message);
    }
  }, () => setServerError(null));

  if (sent) {
    return (
      <FocusedStatus className="form-success">
        <h2>¡Gracias! Recibimos tu mensaje</h2>
        <p>Te responderemos a la brevedad. Tu folio es {referenceFolio(sent.id)}.</p>
        {sent.acknowledgedTo && <p>Te enviamos un acuse con tu folio a {sent.acknowledgedTo}.</p>}
        <Button variant="secondary" onClick={() => setSent(null)}>
          Enviar otro mensaje
        </Button>
      </FocusedStatus>
    );
  }

  return (
    <form className="site-form" onSubmit={onSubmit} noValidate aria-labelledby="contacto-form-title">
      <h2 id="contacto-form-title">Escríbenos</h2>
      <ScriptsRequiredNote action="enviar tu mensaje" />
      <FormField
        id="contacto-nombre"
        label="Nombre completo"
        autoComplete="name"
        maxLength={CONTACT_LIMITS.name}
        registration={register('name', { required: required('nombre'), validate: filledIn('nombre'), maxLength: max(CONTACT_LIMITS.name) })}
        error={errors.name}
      />
      <FormField
        id="contacto-correo"
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        maxLength={CONTACT_LIMITS.email}
        registration={register('email', {
          required: required('correo electrónico'),
          pattern: { value: EMAIL, message: 'Escribe un correo válido, por ejemplo nombre@empresa.com.' },
        })}
        error={errors.email}
      />
      <FormField
        id="contacto-telefono"
        label="Teléfono (opcional)"
        type="tel"
        autoComplete="tel"
        maxLength={CONTACT_LIMITS.phone}
        registration={register('phone', {
          validate: (value) => value.trim() === '' || PHONE.test(value.trim()) || PHONE_MESSAGE,
        })}
        error={errors.phone}
      />
      <FormField
        id="contacto-asunto"
        label="Asunto"
        maxLength={CONTACT_LIMITS.subject}
        registration={register('subject', { required: required('asunto'), validate: filledIn('asunto'), maxLength: max(CONTACT_LIMITS.subject) })}
        error={errors.subject}
      />
      <FormField
        id="contacto-mensaje"
        label="Mensaje"
        multiline
        maxLength={CONTACT_LIMITS.message}
        characterCount={(watch('message') ?? '').length}
        registration={register('message', { required: required('mensaje'), validate: filledIn('mensaje'), maxLength: max(CONTACT_LIMITS.message) })}
        error={errors.message}
      />
      <div className={`form-check${errors.acceptsPrivacy ? ' has-error' : ''}`}>
        <input
          id="contacto-privacidad"
          type="checkbox"
          aria-invalid={errors.acceptsPrivacy ? true : undefined}
          aria-describedby={errors.acceptsPrivacy ? 'contacto-privacidad-error' : undefined}
          {...register('acceptsPrivacy', { validate: (value) => value || 'Es necesario aceptar el aviso de privacidad.' })}
        />
        <label htmlFor="contacto-privacidad">
          He leído y acepto el <Link to="/legales/aviso-de-privacidad">aviso de privacidad</Link>.
        </label>
        {errors.acceptsPrivacy && (
          <p id="contacto-privacidad-error" className="form-field__error">
            {errors.acceptsPrivacy.message}
          </p>
        )}
      </div>
      {serverError && (
        <p className="form-error" role="alert">
          {serverError} Tus datos siguen aquí; intenta enviar de nuevo.
        </p>
      )}
      <Button type="submit" disabled={!hydrated} pending={isSubmitting}>
        {isSubmitting ? 'Enviando…' : 'ENVIAR'}
      </Button>
    </form>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { contactDealer, toApiError } from '@fvc/shared/api';
import type { Dealer, DealerContactResponse } from '@fvc/shared/contracts';
import { DEALER_CONTACT_LIMITS as LIMITS, EMAIL_PATTERN, PHONE_MESSAGE, PHONE_PATTERN, referenceFolio } from '@fvc/shared/contracts/rules';
import { selectCustomer, useAppStore } from '@fvc/shared/session';
import { Button, CharacterCount, notBlank } from '@fvc/shared/ui';
import { formatWholeNumber } from '@fvc/shared/format';

const EMAIL = new RegExp(EMAIL_PATTERN);
const PHONE = new RegExp(PHONE_PATTERN);
const atMost = (limit: number) => ({ value: limit, message: `Escribe como máximo ${formatWholeNumber(limit)} caracteres.` });

interface ContactFields {
  name: string;
  email: string;
  phone: string;
  message: string;
  acceptsPrivacy: boolean;
}

interface DealerContactFormProps {
  dealer: Dealer;
  onClose: () => void;
}

/** Contact one dealer: the API stores the request and e-mails the dealer. What was typed survives an error. */
export function DealerContactForm({ dealer, onClose }: DealerContactFormProps) {
  const customer = useAppStore(selectCustomer);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState<DealerContactResponse | null>(null);
  const id = `dealer-contact-${dealer.id}`;
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ContactFields>({
    // A signed-in customer need not type who they are again.
    defaultValues: { name: customer?.name ?? '', email: customer?.email ?? '', phone: '', message: '', acceptsPrivacy: false },
  });

  // Opening the form moves focus to it, so keyboard and screen-reader users land where they asked to go.
  useEffect(() => headingRef.current?.focus(), [sent]);

  const onSubmit = handleSubmit(async (fields) => {
    setServerError(null);
    try {
      setSent(await contactDealer({ distributorId: dealer.id, ...fields, acceptsPrivacy: true }));
    } catch (error) {
      setServerError(toApiError(error).message);
    }
  }, () => setServerError(null));

  if (sent) {
    return (
      <section className="dealer-contact" aria-labelledby={`${id}-title`}>
        <h4 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
          Solicitud enviada
        </h4>
        <p role="status">
          Enviamos tus datos a {sent.distributorName}. Te contactarán pronto. Folio: {referenceFolio(sent.id)}.
        </p>
        <Button variant="secondary" onClick={onClose}>
          Cerrar
        </Button>
      </section>
    );
  }

  const field = (name: keyof Omit<ContactFields, 'acceptsPrivacy'>, describedBy?: string) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [describedBy, errors[name] ? `${id}-${name}-error` : undefined].filter(Boolean).join(' ') || undefined,
  });
  const fieldError = (name: keyof ContactFields) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="dealer-contact__field-error">
        {errors[name]?.message}
      </p>
    );

  return (
    <section className="dealer-contact" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        Contactar a {dealer.name}
      </h4>
      <form onSubmit={onSubmit} noValidate aria-describedby={serverError ? `${id}-error` : undefined}>
        {serverError && (
          <p id={`${id}-error`} role="alert" className="dealer-contact__error">
            {serverError}
          </p>
        )}
        <div className="dealer-contact__field">
          <label htmlFor={`${id}-name`}>Nombre</label>
          <input
            {...field('name')}
            autoComplete="name"
            {...register('name', {
              validate: notBlank('Escribe tu nombre.'),
              maxLength: atMost(LIMITS.name),
            })}
          />
          {fieldError('name')}
        </div>
        <div className="dealer-contact__field">
          <label htmlFor={`${id}-email`}>Correo electrónico</label>
          <input
            {...field('email')}
            type="email"
            autoComplete="email"
            {...register('email', {
              required: 'Escribe tu correo electrónico.',
              pattern: { value: EMAIL, message: 'Escribe un correo electrónico válido.' },
              maxLength: atMost(LIMITS.email),
            })}
          />
          {fieldError('email')}
        </div>
        <div className="dealer-contact__field">
          <label htmlFor={`${id}-phone`}>Teléfono</label>
          <input
            {...field('phone')}
            type="tel"
            autoComplete="tel"
            {...register('phone', {
              required: 'Escribe tu teléfono.',
              pattern: { value: PHONE, message: PHONE_MESSAGE },
            })}
          />
          {fieldError('phone')}
        </div>
        <div className="dealer-contact__field">
          <label htmlFor={`${id}-message`}>Mensaje</label>
          {/* No maxlength attribute: a long paste is counted and refused with a message, never cut. */}
          <textarea
            {...field('message', `${id}-message-count`)}
            rows={4}
            {...register('message', {
              validate: notBlank('Escribe tu mensaje.'),
              maxLength: atMost(LIMITS.message),
            })}
          />
          <CharacterCount id={`${id}-message-count`} length={watch('message').length} limit={LIMITS.message} />
          {fieldError('message')}
        </div>
        <div className="dealer-contact__field dealer-contact__consent">
          <input
            id={`${id}-acceptsPrivacy`}
            type="checkbox"
            aria-invalid={errors.acceptsPrivacy ? true : undefined}
            aria-describedby={errors.acceptsPrivacy ? `${id}-acceptsPrivacy-error` : undefined}
            {...register('acceptsPrivacy', { validate: (value) => value || 'Es necesario aceptar el aviso de privacidad.' })}
          />
          <label htmlFor={`${id}-acceptsPrivacy`}>
            Acepto que mis datos se compartan con este distribuidor conforme al{' '}
            <a href="/legales/aviso-de-privacidad" target="_blank" rel="noopener">
              aviso de privacidad (se abre en otra pestaña)
            </a>
            .
          </label>
          {fieldError('acceptsPrivacy')}
        </div>
        <div className="dealer-contact__actions">
          <Button type="submit" pending={isSubmitting}>
            {isSubmitting ? 'Enviando…' : 'Enviar'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
        </div>
      </form>
    </section>
  );
}

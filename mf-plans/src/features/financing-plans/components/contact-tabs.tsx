import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@fvc/shared/router';
import { companyQuery, sendLead } from '@fvc/shared/api';
import { EMAIL_PATTERN, LEAD_LIMITS, PHONE_MESSAGE, PHONE_PATTERN } from '@fvc/shared/contracts/rules';
import { formatWholeNumber } from '@fvc/shared/format';
import { apiErrorsOnFields, notBlank, ScriptsRequiredNote, showApiErrors, useHydrated } from '@fvc/shared/ui';

const EMAIL = new RegExp(EMAIL_PATTERN);
const PHONE = new RegExp(PHONE_PATTERN);
const TEXT_FIELDS = ['name', 'email', 'phone', 'message'] as const;

interface LeadFormValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  acceptsPrivacy: boolean;
}

function LeadForm({ planTitle }: { planTitle: string | undefined }) {
  const id = useId();
  const [status, setStatus] = useState<'idle' | 'sent' | 'error'>('idle');
  const [serverMessage, setServerMessage] = useState('');
  // Prerendered with the plans page: until it is live, the browser must not send the form itself.
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LeadFormValues>({
    defaultValues: { name: '', email: '', phone: '', message: '', acceptsPrivacy: false },
  });

  // The plan goes in the lead's message, ahead of what the visitor writes: the room left is theirs.
  const planLine = planTitle ? `Plan: ${planTitle}\n` : '';
  const messageRoom = LEAD_LIMITS.message - planLine.length;

  const onSubmit = handleSubmit(async (values) => {
    setStatus('idle');
    try {
      await sendLead({
        source: 'plans-contact',
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim() || undefined,
        message: (planLine + values.message.trim()).trim() || undefined,
        acceptsPrivacy: true,
      });
      reset();
      setStatus('sent');
    } catch (error) {
      // Keep everything typed. A field the API refused gets its message beside it, with focus.
      const message = showApiErrors(error, setError, TEXT_FIELDS);
      const onFields = apiErrorsOnFields(error, TEXT_FIELDS);
      setServerMessage(message);
      setStatus(onFields ? 'idle' : 'error');
    }
  }, () => setStatus('idle'));

  const field = (name: keyof LeadFormValues) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const errorOf = (name: keyof LeadFormValues) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="plans-form__error">
        {errors[name]?.message}
      </p>
    );

  return (
    <form className="plans-form" onSubmit={onSubmit} noValidate>
      <ScriptsRequiredNote action="enviar tus datos" />
      <div className="plans-form__field">
        <label htmlFor={`${id}-name`}>Nombre</label>
        <input
          {...field('name')}
          autoComplete="name"
          maxLength={LEAD_LIMITS.name}
          {...register('name', { validate: notBlank('Escribe tu nombre.') })}
        />
        {errorOf('name')}
      </div>
      <div className="plans-form__field">
        <label htmlFor={`${id}-email`}>Correo electrónico</label>
        <input
          {...field('email')}
          type="email"
          autoComplete="email"
          maxLength={LEAD_LIMITS.email}
          {...register('email', {
            validate: (value) => EMAIL.test(value.trim()) || 'Escribe un correo electrónico válido.',
          })}
        />
        {errorOf('email')}
      </div>
      <div className="plans-form__field">
        <label htmlFor={`${id}-phone`}>Teléfono (opcional)</label>
        <input
          {...field('phone')}
          type="tel"
          autoComplete="tel"
          maxLength={LEAD_LIMITS.phone}
          {...register('phone', {
            validate: (value) => value.trim() === '' || PHONE.test(value.trim()) || PHONE_MESSAGE,
          })}
        />
        {errorOf('phone')}
      </div>
      <div className="plans-form__field">
        <label htmlFor={`${id}-message`}>¿En qué te podemos ayudar?</label>
        {/* Not cut at the limit (a pasted text would lose its end unseen): refused with a message. */}
        <textarea
          {...field('message')}
          rows={4}
          {...register('message', {
            validate: (value) => value.trim().length <= messageRoom || `Escribe como máximo ${formatWholeNumber(messageRoom)} caracteres.`,
          })}
        />
        {errorOf('message')}
      </div>
      <div className="plans-form__field plans-form__field--check">
        <input
          {...field('acceptsPrivacy')}
          type="checkbox"
          {...register('acceptsPrivacy', { validate: (value) => value || 'Acepta el aviso de privacidad para continuar.' })}
        />
        <label htmlFor={`${id}-acceptsPrivacy`}>
          Acepto el <Link to="/legales/aviso-de-privacidad">aviso de privacidad</Link>
        </label>
        {errorOf('acceptsPrivacy')}
      </div>
      {/* Marked, not disabled, while it sends (as the shared Button's `pending`): a disabled button
          drops its focus, and the keyboard would go on from the page's start after the answer. */}
      <button
        type="submit"
        className="fvc-button"
        disabled={!hydrated}
        aria-disabled={isSubmitting || undefined}
        onClick={(event) => {
          if (isSubmitting) event.preventDefault();
        }}
      >
        {isSubmitting ? 'Enviando…' : 'ENVIAR'}
      </button>
      <div aria-live="polite">
        {status === 'sent' && <p className="plans-form__success">Gracias. Un asesor te contactará pronto.</p>}
      </div>
      {status === 'error' && (
        <p className="plans-form__error" role="alert">
          {serverMessage}
        </p>
      )}
    </form>
  );
}

function CallUs() {
  const { data: company, isError: failed } = useQuery(companyQuery);
  if (failed) return <p>Consulta nuestros teléfonos en la página de contacto.</p>;
  if (!company) return <p role="status">Cargando…</p>;
  return (
    <div>
      <p>
        Atención a clientes: <a href={`tel:${company.phone.replaceAll(' ', '')}`}>{company.phone}</a>
      </p>
      <p>
        Correo: <a href={`mailto:${company.email}`}>{company.email}</a>
      </p>
      <p>
        {company.hours.weekdays}. {company.hours.saturday}.
      </p>
    </div>
  );
}

const TABS = [
  { key: 'write', label: 'Escríbenos' },
  { key: 'call', label: 'Llámanos' },
] as const;

/** The generic plans screen's contact tabs: a form stored as a lead, or the phone and hours. */
export function ContactTabs({ planTitle }: { planTitle?: string | undefined }) {
  const id = useId();
  const [active, setActive] = useState<(typeof TABS)[number]['key']>('write');
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  // WAI-ARIA tabs: arrows move between tabs (and select them), Home/End jump to the ends.
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = TABS.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    setActive(TABS[next]!.key);
    tabRefs.current[next]?.focus();
  };

  return (
    <section id="contacto" className="plans-section plans-contact reveal" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>¿Hablamos?</h2>
      <div role="tablist" aria-label="Formas de contacto" className="plans-tabs">
        {TABS.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.key}-tab`}
            aria-selected={active === tab.key}
            aria-controls={`${id}-${tab.key}-panel`}
            tabIndex={active === tab.key ? 0 : -1}
            className="plans-tabs__tab"
            onClick={() => setActive(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-${tab.key}-panel`}
          aria-labelledby={`${id}-${tab.key}-tab`}
          hidden={active !== tab.key}
          className="plans-tabs__panel"
        >
          {tab.key === 'write' ? <LeadForm planTitle={planTitle} /> : active === 'call' && <CallUs />}
        </div>
      ))}
    </section>
  );
}

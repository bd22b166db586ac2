import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@fvc/shared/router';
import { resolveApiUrl, sendQuote, toApiError, vehicleTypesQuery } from '@fvc/shared/api';
import { ACCESS_MESSAGES, EMAIL_PATTERN, PHONE_MESSAGE, PHONE_PATTERN, QUOTE_CONTACT_LIMITS as LIMITS, vehicleName } from '@fvc/shared/contracts/rules';
import { PLAN_LABELS, QUOTE_LEGENDS, formatMxn, monthlyPaymentLabel, monthlyPaymentNote } from '@fvc/shared/finance';
import { apiErrorsOnFields, Button, EmptyState, ErrorState, FocusedStatus, FormField, LoadingState, notBlank, showApiErrors } from '@fvc/shared/ui';
import { BalanceChart } from './balance-chart';
import { CalculatorLayout, VehicleMissing } from './calculator-layout';
import { normalizedFor, plansOf, quoteFor } from './plan-params';
import { QuoteDisclosure } from './quote-disclosure';
import { clearContact, loadContact, loadResult, saveContact, saveResult, type CalculatorContact, type CalculatorResult } from './selection-storage';
import { ScheduleTable } from './schedule-table';
import { useSelection } from './use-selection';

const STATES = [
  'Aguascalientes', 'Baja California', 'Baja California Sur', 'Campeche', 'Chiapas', 'Chihuahua', 'Ciudad de México',
  'Coahuila', 'Colima', 'Durango', 'Estado de México', 'Guanajuato', 'Guerrero', 'Hidalgo', 'Jalisco', 'Michoacán',
  'Morelos', 'Nayarit', 'Nuevo León', 'Oaxaca', 'Puebla', 'Querétaro', 'Quintana Roo', 'San Luis Potosí', 'Sinaloa',
  'Sonora', 'Tabasco', 'Tamaulipas', 'Tlaxcala', 'Veracruz', 'Yucatán', 'Zacatecas',
];
const STATE_OPTIONS = [{ value: '', label: 'Elige tu estado' }, ...STATES.map((state) => ({ value: state, label: state }))];

interface ContactForm extends CalculatorContact {
  acceptsPrivacy: boolean;
}

// The contract's rules, so the form refuses what the API would (an accent in an address, a phone
// with no digits) on the field itself.
const EMAIL = new RegExp(EMAIL_PATTERN);
const PHONE = new RegExp(PHONE_PATTERN);
const TEXT_FIELDS = ['name', 'email', 'phone', 'state'] as const;

const newKey = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(/[^A-Za-z0-9_-]/g, '');

/** Paso 3: summary, schedule, balance chart and the contact form that sends the quote. */
export function SummaryStep() {
  const [selection] = useSelection();
  const types = useQuery(vehicleTypesQuery);
  const [result, setResult] = useState<CalculatorResult | null>(loadResult);
  // Focus follows what the visitor just did: to the folio once sent, to the form's first field on
  // "Enviar otra cotización". A folio drawn again after a reload leaves focus alone.
  const [sentNow, setSentNow] = useState(false);
  const anotherAsked = useRef(false);
  useEffect(() => {
    if (result !== null || !anotherAsked.current) return;
    anotherAsked.current = false;
    document.getElementById('calc-name')?.focus();
  }, [result]);
  const [sendError, setSendError] = useState<string | null>(null);
  const [savedContact] = useState(loadContact);
  const calculatedAt = useMemo(() => new Date(), []);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ContactForm>({ defaultValues: { ...savedContact, acceptsPrivacy: false } });
  // What is typed is kept for this tab while the visitor stays in the calculator (a reload, Back).
  useEffect(() => {
    const subscription = watch(() => saveContact(getValues()));
    return () => subscription.unsubscribe();
  }, [watch, getValues]);

  const params = types.isSuccess ? plansOf(types.data, selection.typeSlug).find((p) => p.plan === selection.plan) : undefined;
  const quote = useMemo(() => (params ? quoteFor(selection, params) : null), [params, selection]);

  if (!selection.version) return <VehicleMissing step={3} message="Tu cotización aparecerá aquí cuando elijas un vehículo y tu financiamiento." />;
  if (types.isPending) return <CalculatorLayout step={3}><LoadingState label="Preparando tu cotización…" /></CalculatorLayout>;
  if (types.isError) return <CalculatorLayout step={3}><ErrorState message={toApiError(types.error).message} onRetry={() => void types.refetch()} /></CalculatorLayout>;
  if (!params || !quote) {
    return (
      <CalculatorLayout step={3}>
        <EmptyState title="Sin plan" message="Ese plan no está disponible para este vehículo." />
      </CalculatorLayout>
    );
  }
  const { downPaymentPct, termMonths } = normalizedFor(selection, params);
  const lease = quote.plan !== 'credit';
  const finalPaymentLabel = quote.plan === 'pure-lease' ? 'Valor residual' : 'Opción de compra';

  const onSubmit = handleSubmit(async (contact) => {
    setSendError(null);
    // The key is kept until the send succeeds: a retry after a network error cannot send twice.
    const pending = loadResult();
    const idempotencyKey = pending && !pending.id ? pending.idempotencyKey : newKey();
    saveResult({ id: '', pdfUrl: '', idempotencyKey });
    try {
      const response = await sendQuote(
        {
          versionId: selection.version!.id,
          plan: quote.plan,
          personType: selection.personType,
          downPayment: downPaymentPct / 100,
          termMonths,
          insurance: selection.insurance,
          name: contact.name.trim(),
          email: contact.email.trim(),
          phone: contact.phone.trim(),
          state: contact.state,
          acceptsPrivacy: true,
        },
        idempotencyKey,
      );
      const done = { id: response.id, folio: response.folio, pdfUrl: response.pdfUrl, idempotencyKey, sentTo: contact.email.trim(), state: contact.state };
      saveResult(done);
      clearContact();
      setSentNow(true);
      setResult(done);
    } catch (error) {
      // Everything typed stays in the form; a field the API refused gets its message beside it,
      // with focus, and anything else the message above the form.
      const message = showApiErrors(error, setError, TEXT_FIELDS);
      setSendError(apiErrorsOnFields(error, TEXT_FIELDS) ? null : message);
    }
  }, () => setSendError(null));

  return (
    <CalculatorLayout step={3}>
      <section aria-labelledby="calc-summary" className="calc__result">
        <h2 id="calc-summary">
          {PLAN_LABELS[quote.plan]}: {vehicleName(selection.modelName, selection.version.name)}
        </h2>
        <dl className="calc__facts">
          <dt>Precio con IVA</dt>
          <dd>{formatMxn(quote.input.price)}</dd>
          <dt>{lease ? 'Pago inicial' : 'Enganche'}</dt>
          <dd>
            {formatMxn(quote.downPayment)} ({downPaymentPct} %)
          </dd>
          <dt>Plazo</dt>
          <dd>{termMonths} meses</dd>
          <dt>{monthlyPaymentLabel(quote)}</dt>
          <dd data-testid="summary-payment">{formatMxn(quote.monthlyPayment)}</dd>
          <dt>Comisión por apertura + IVA</dt>
          <dd>{formatMxn(quote.commission + quote.commissionIva)}</dd>
          <dt>Seguro ({selection.insurance === 'cash' ? 'de contado' : 'financiado'})</dt>
          <dd>{formatMxn(quote.insurancePremium)}</dd>
          {lease && (
            <>
              <dt>Depósito en garantía</dt>
              <dd>{formatMxn(quote.deposit)}</dd>
              <dt>{finalPaymentLabel}</dt>
              <dd>{formatMxn(quote.residual)}</dd>
            </>
          )}
          <dt>Desembolso inicial</dt>
          <dd>{formatMxn(quote.atSigning)}</dd>
          <dt>Costo total</dt>
          <dd>{formatMxn(quote.totalCost)}</dd>
        </dl>
        {monthlyPaymentNote(quote) && <p className="calc__figure-note">{monthlyPaymentNote(quote)}</p>}
        <QuoteDisclosure quote={quote} calculatedAt={calculatedAt} />
        <p>
          <Link className="calc__text-link" to="/calculadora/paso-2">
            Cambiar mi financiamiento
          </Link>
        </p>
      </section>

      <section aria-labelledby="calc-schedule">
        <h2 id="calc-schedule">{lease ? 'Tabla de rentas' : 'Tabla de amortización'}</h2>
        <BalanceChart rows={quote.schedule} />
        <ScheduleTable rows={quote.schedule} finalPaymentLabel={lease ? finalPaymentLabel : undefined} />
        {QUOTE_LEGENDS.map((legend) => (
          <p key={legend} className="calc__legend">{legend}</p>
        ))}
      </section>

      <section aria-labelledby="calc-send">
        <h2 id="calc-send">Recibe tu cotización por correo</h2>
        {!result?.id && <p className="calc__hint">Con tu cotización enviada podrás solicitar este financiamiento en línea.</p>}
        {result?.id ? (
          <FocusedStatus className="calc__result" takeFocus={sentNow}>
            <p>
              ¡Listo! Tu folio de cotización es <strong data-testid="quote-id">{result.folio ?? result.id}</strong>.{' '}
              {result.sentTo ? (
                <>
                  Te la enviamos a <strong className="calc__sent-to">{result.sentTo}</strong>; si no la ves en unos minutos, revisa el correo no deseado.
                </>
              ) : (
                'Te la enviamos por correo.'
              )}
            </p>
            {/* What happens next, as the e-mail and the PDF say it (issue #69). */}
            <p>
              <strong>Siguiente paso:</strong> visita a un distribuidor{result.state ? ` en ${result.state}` : ''} y menciona tu folio; si no hay uno cerca,
              un asesor te llamará en menos de un día hábil. <Link to="/distribuidores">Ver distribuidores</Link>
            </p>
            {/* Ready to buy: the application continues this quote online (issue #72). */}
            <p>
              <strong>¿Listo para solicitarlo?</strong> Llena tu solicitud en línea con los datos de esta cotización: tus datos, tus documentos (desde el celular) y
              tus autorizaciones, sin imprimir nada.
            </p>
            <p className="calc__actions">
              <Link className="fvc-button" to={`/solicitud/nueva?cotizacion=${encodeURIComponent(result.id)}`}>
                Solicitar este financiamiento
              </Link>
              <a className="fvc-button fvc-button--secondary" href={resolveApiUrl(result.pdfUrl)} target="_blank" rel="noopener">
                Descargar PDF
              </a>
              <button
                type="button"
                className="fvc-button fvc-button--secondary"
                onClick={() => {
                  saveResult(null);
                  anotherAsked.current = true;
                  setResult(null);
                }}
              >
                Enviar otra cotización
              </button>
            </p>
          </FocusedStatus>
        ) : (
          <form className="calc__form" onSubmit={onSubmit} noValidate aria-describedby={sendError ? 'calc-send-error' : undefined}>
            {sendError && (
              <p id="calc-send-error" role="alert" className="calc__error">
                {sendError} Tus datos siguen aquí; puedes reintentar.
              </p>
            )}
            <FormField
              id="calc-name"
              label="Nombre completo"
              autoComplete="name"
              registration={register('name', { required: 'Escribe tu nombre.', maxLength: { value: LIMITS.name, message: `Máximo ${LIMITS.name} caracteres.` }, validate: notBlank('Escribe tu nombre.') })}
              error={errors.name}
            />
            <FormField
              id="calc-email"
              label="Correo electrónico"
              type="email"
              autoComplete="email"
              registration={register('email', {
                required: 'Escribe tu correo electrónico.',
                maxLength: { value: LIMITS.email, message: `Máximo ${LIMITS.email} caracteres.` },
                pattern: { value: EMAIL, message: ACCESS_MESSAGES.email },
              })}
              error={errors.email}
            />
            <FormField
              id="calc-phone"
              label="Teléfono"
              type="tel"
              autoComplete="tel"
              registration={register('phone', { required: 'Escribe tu teléfono.', pattern: { value: PHONE, message: PHONE_MESSAGE } })}
              error={errors.phone}
            />
            <FormField
              id="calc-state"
              label="Estado"
              options={STATE_OPTIONS}
              registration={register('state', { required: 'Elige tu estado.' })}
              error={errors.state}
            />
            <div className="calc__check">
              <input
                id="calc-privacy"
                type="checkbox"
                aria-invalid={errors.acceptsPrivacy ? true : undefined}
                aria-describedby={errors.acceptsPrivacy ? 'calc-privacy-error' : undefined}
                {...register('acceptsPrivacy', { required: 'Debes aceptar el aviso de privacidad.' })}
              />
              <label htmlFor="calc-privacy">
                {/* In another tab: leaving the calculator would end the quote the visitor is sending. */}
                Acepto el{' '}
                <a href="/legales/aviso-de-privacidad" target="_blank" rel="noopener">
                  aviso de privacidad (se abre en otra pestaña)
                </a>
              </label>
            </div>
            {errors.acceptsPrivacy && <p id="calc-privacy-error" className="calc__error">{errors.acceptsPrivacy.message}</p>}
            <Button type="submit" pending={isSubmitting}>
              {isSubmitting ? 'Enviando…' : 'Enviar cotización'}
            </Button>
          </form>
        )}
      </section>
    </CalculatorLayout>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CFDI_USES, CUSTOMER_AREA_LIMITS, TAX_REGIMES, isValidRfc, satLabel } from '@fvc/shared/contracts/rules';
import { Button, DatePicker, FocusedStatus, FormField, notBlank, showApiErrors } from '@fvc/shared/ui';
import { mexicoCityDay } from '@fvc/shared/format';
import { contractsQuery } from '../../lib/contract-queries';
import { FormAlert } from '../../lib/form-alert';
import { useFormDraft } from '../../lib/form-draft';
import { invoiceRequestsQuery, prefillQuery, requestPurchaseInvoice } from './billing-requests';
import { statesQuery } from '../../lib/states-query';

interface InvoiceRequestForm {
  contract_id: string;
  name: string;
  rfc: string;
  tax_regime: string;
  cfdi_use: string;
  street: string;
  neighborhood: string;
  city: string;
  zipcode: string;
  state: string;
}

const MB = 1024 * 1024;
const FILE_FIELDS = ['docs', 'sat'] as const;
const TEXT_FIELDS = ['contract_id', 'name', 'rfc', 'tax_regime', 'cfdi_use', 'street', 'neighborhood', 'city', 'zipcode', 'state'] as const;
/** What the company knows of the holder, filled in when a contract is chosen (CFDI 4.0's receiver). */
const PREFILLED_FIELDS = ['name', 'rfc', 'tax_regime', 'cfdi_use', 'street', 'neighborhood', 'city', 'zipcode', 'state'] as const;
const PREFILL_KEYS: Record<(typeof PREFILLED_FIELDS)[number], 'name' | 'rfc' | 'taxRegime' | 'cfdiUse' | 'street' | 'neighborhood' | 'city' | 'zipcode' | 'state'> = {
  name: 'name',
  rfc: 'rfc',
  tax_regime: 'taxRegime',
  cfdi_use: 'cfdiUse',
  street: 'street',
  neighborhood: 'neighborhood',
  city: 'city',
  zipcode: 'zipcode',
  state: 'state',
};
/** Every field as the form shows it, top to bottom: focus goes to the first with a problem. */
const FIELD_ELEMENT_IDS: ReadonlyArray<readonly [string, string]> = [
  ['contract_id', 'invoice-contract'],
  ['date', 'invoice-date'],
  ...TEXT_FIELDS.slice(1).map((name) => [name, `invoice-${name}`] as const),
  ...FILE_FIELDS.map((kind) => [kind, `invoice-${kind}`] as const),
];

/** What each file is, in the customer's words (issue #69: "Documento de la compra" and "XML del SAT" were unexplained). */
const FILE_HINTS = {
  docs: 'El pedido, la nota o el contrato de compraventa que te dio el distribuidor.',
  sat: 'El archivo .xml de la factura (CFDI) timbrada que te envió el distribuidor.',
} as const;

/** A picked file within its limit and of its kind; the API checks the content again. */
function fileProblem(file: File | undefined, kind: 'docs' | 'sat'): string | null {
  if (!file) return kind === 'docs' ? 'Adjunta el documento de la compra en PDF.' : 'Adjunta el XML del SAT.';
  const limit = kind === 'docs' ? CUSTOMER_AREA_LIMITS.docsMaxBytes : CUSTOMER_AREA_LIMITS.satMaxBytes;
  if (file.size > limit) return `Supera el límite de ${limit / MB} MB.`;
  if (kind === 'docs' && !/\.pdf$/i.test(file.name)) return 'El documento debe ser un PDF.';
  if (kind === 'sat' && !/\.xml$/i.test(file.name)) return 'Debe ser el archivo XML que emite el SAT.';
  return null;
}

/** docs/product.md §3 billing form: an invoice for a purchase, with the purchase document and the SAT XML. */
export function InvoiceRequestForm() {
  const queryClient = useQueryClient();
  const today = mexicoCityDay();
  const contracts = useQuery(contractsQuery);
  const states = useQuery(statesQuery);
  const [date, setDate] = useState('');
  const [dateError, setDateError] = useState<string | null>(null);
  const [files, setFiles] = useState<{ docs?: File; sat?: File }>({});
  const [fileErrors, setFileErrors] = useState<Partial<Record<'docs' | 'sat', string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<InvoiceRequestForm>({
    defaultValues: { contract_id: '', name: '', rfc: '', tax_regime: '', cfdi_use: '', street: '', neighborhood: '', city: '', zipcode: '', state: '' },
    // Focus goes to the first field with a problem among all of them, the date and files included.
    shouldFocusError: false,
  });
  const { register, handleSubmit, setError, setValue, getFieldState, watch, reset, formState: { errors } } = form;
  // The typed fields come back after signing in again; the date and the files are picked again.
  const draft = useFormDraft('solicitud-de-factura', form);
  const contractId = watch('contract_id');
  const prefill = useQuery({ ...prefillQuery(contractId), enabled: Boolean(contractId) });
  const send = useMutation({ mutationFn: requestPurchaseInvoice });

  // The holder's fiscal data the company has (name, RFC, régimen, address, zip code) and the use a
  // vehicle's purchase takes, unless the customer typed something else already (issue #69: they
  // confirm or correct, not retype). The RFC always: docs/product.md §9, the invoice is in the credit holder's
  // name, and the field is then read-only. A value the company lacks (an empty address) is left for
  // the customer. A field that showed a message (an empty form sent first) is checked again with
  // its new value, so the message does not stay on a field that is now filled in.
  useEffect(() => {
    if (!prefill.data) return;
    for (const field of PREFILLED_FIELDS) {
      const value = prefill.data[PREFILL_KEYS[field]];
      const { isDirty, invalid } = getFieldState(field);
      if ((!isDirty && value) || field === 'rfc') setValue(field, value, { shouldValidate: invalid });
    }
  }, [prefill.data, setValue, getFieldState]);

  // Moved after the render that shows the messages, so the field is read out with its message.
  const [focusRequest, setFocusRequest] = useState<{ elementId: string } | null>(null);
  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.elementId)?.focus();
  }, [focusRequest]);
  const focusFirstProblem = (fieldNames: Iterable<string>) => {
    const named = new Set(fieldNames);
    const first = FIELD_ELEMENT_IDS.find(([name]) => named.has(name));
    if (first) setFocusRequest({ elementId: first[1] });
  };

  /** The date and the files, kept outside react-hook-form: checked with its fields, in one round. */
  const checkOwnFields = (): string[] => {
    const problems = { docs: fileProblem(files.docs, 'docs') ?? undefined, sat: fileProblem(files.sat, 'sat') ?? undefined };
    setFileErrors(problems);
    if (!date) setDateError('Escribe la fecha de la compra.');
    return [...(date ? [] : ['date']), ...FILE_FIELDS.filter((kind) => problems[kind])];
  };

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(null);
      const ownProblems = checkOwnFields();
      if (ownProblems.length > 0) {
        focusFirstProblem(ownProblems);
        return;
      }
      const body = new FormData();
      body.append('date', date);
      for (const [key, value] of Object.entries(values)) body.append(key, value);
      if (prefill.data) body.append('customer_id', prefill.data.customerId);
      body.append('docs', files.docs!);
      body.append('sat', files.sat!);
      try {
        await send.mutateAsync(body);
        draft.clear();
        reset();
        setFiles({});
        setDate('');
        await queryClient.invalidateQueries({ queryKey: invoiceRequestsQuery.queryKey });
      } catch (error) {
        const message = showApiErrors(error, setError, TEXT_FIELDS, { focusFirst: false });
        const fields = (error as { fields?: Record<string, string> }).fields ?? {};
        setFileErrors({ docs: fields.docs, sat: fields.sat });
        if (fields.date) setDateError(fields.date);
        setFormError(message);
        focusFirstProblem(Object.keys(fields));
      }
    },
    (fieldErrors) => {
      setFormError(null);
      focusFirstProblem([...Object.keys(fieldErrors), ...checkOwnFields()]);
    },
  );

  return (
    <form className="account-form account-form--wide" onSubmit={onSubmit} noValidate aria-labelledby="invoice-request-title">
      <h2 id="invoice-request-title">Solicitar la factura de una compra</h2>
      <p className="account-form__intro">
        Para una compra hecha con tu financiamiento (la unidad, su equipo o un servicio) que el distribuidor debe facturar a nombre del titular. Al elegir el
        contrato traemos tus datos fiscales: solo confírmalos o corrige lo que haya cambiado.
      </p>
      {send.isSuccess && (
        <FocusedStatus as="p" className="account-form__notice">
          Recibimos tu solicitud con el folio <strong>{send.data.folio}</strong>. Puedes seguir su estado abajo.
        </FocusedStatus>
      )}
      <FormAlert message={formError} errors={errors} otherFieldMessages={[dateError, fileErrors.docs, fileErrors.sat]} />
      <FormField
        id="invoice-contract"
        label="Contrato"
        options={[{ value: '', label: 'Elige el contrato' }, ...(contracts.data ?? []).map((c) => ({ value: c.id, label: `${c.number} · ${c.vehicle}` }))]}
        registration={register('contract_id', { required: 'Elige el contrato.' })}
        error={errors.contract_id}
      />
      <DatePicker
        id="invoice-date"
        label="Fecha de la compra"
        value={date}
        onChange={(value) => {
          setDate(value);
          setDateError(null);
        }}
        // Gone as the date is typed, not when the field is left: it would move the form under a click.
        onEdit={() => setDateError(null)}
        max={today}
        min={`${Number(today.slice(0, 4)) - 1}${today.slice(4)}`}
        error={dateError ?? undefined}
      />
      <FormField id="invoice-name" label="Nombre o razón social" maxLength={CUSTOMER_AREA_LIMITS.name} registration={register('name', { validate: notBlank('Escribe el nombre o razón social.') })} error={errors.name} />
      <FormField
        id="invoice-rfc"
        label="RFC"
        maxLength={20}
        // Until the holder's data arrives (or if it cannot) it can be typed; the API checks it is theirs.
        readOnly={Boolean(prefill.data)}
        hint="La factura se emite a nombre del titular del crédito; no puede estar a nombre de otra persona."
        registration={register('rfc', { required: 'Elige el contrato para traer el RFC de su titular, o escríbelo.', validate: (value) => isValidRfc(value) || 'Escribe un RFC válido, con fecha real y homoclave.' })}
        error={errors.rfc}
      />
 <FormField
        id="invoice-tax_regime"
        label="Régimen fiscal"
        options={[{ value: '', label: 'Elige tu régimen fiscal' }, ...TAX_REGIMES.map((entry) => ({ value: entry.key, label: satLabel(entry) }))]}
        hint="El de tu Constancia de Situación Fiscal; el CFDI 4.0 lo pide."
        registration={register('tax_regime', { required: 'Elige tu régimen fiscal.' })}
        error={errors.tax_regime}
      />
      <FormField
        id="invoice-cfdi_use"
        label="Uso del CFDI"
        options={[{ value: '', label: 'Elige el uso del CFDI' }, ...CFDI_USES.map((entry) => ({ value: entry.key, label: satLabel(entry) }))]}
        hint="Para un camión o autobús, “I03 - Equipo de transporte”; para refacciones o servicios, “G03 - Gastos en general”."
        registration={register('cfdi_use', { required: 'Elige el uso del CFDI.' })}
        error={errors.cfdi_use}
      />
      <FormField id="invoice-street" label="Calle y número" maxLength={CUSTOMER_AREA_LIMITS.street} registration={register('street', { validate: notBlank('Escribe la calle y el número.') })} error={errors.street} />
      <FormField id="invoice-neighborhood" label="Colonia" maxLength={CUSTOMER_AREA_LIMITS.neighborhood} registration={register('neighborhood', { validate: notBlank('Escribe la colonia.') })} error={errors.neighborhood} />
      <FormField id="invoice-city" label="Ciudad o municipio" maxLength={CUSTOMER_AREA_LIMITS.city} registration={register('city', { validate: notBlank('Escribe la ciudad o municipio.') })} error={errors.city} />
      <FormField
        id="invoice-zipcode"
        label="Código postal"
        inputMode="numeric"
        maxLength={5}
        registration={register('zipcode', { required: 'Escribe el código postal.', pattern: { value: /^\d{5}$/, message: 'Escribe un código postal de 5 dígitos.' } })}
        error={errors.zipcode}
      />
      <FormField
        id="invoice-state"
        label="Estado"
        options={[{ value: '', label: 'Elige el estado' }, ...(states.data ?? []).map((state) => ({ value: String(state.id), label: state.name }))]}
        registration={register('state', { required: 'Elige el estado.' })}
        error={errors.state}
      />
      {FILE_FIELDS.map((kind) => (
        <div key={kind} className={`form-field${fileErrors[kind] ? ' has-error' : ''}`}>
          <label htmlFor={`invoice-${kind}`}>{kind === 'docs' ? 'Documento de la compra (PDF, hasta 5 MB)' : 'XML del SAT (hasta 2 MB)'}</label>
          <p id={`invoice-${kind}-ayuda`} className="form-field__hint">
            {FILE_HINTS[kind]}
          </p>
          <input
            id={`invoice-${kind}`}
            type="file"
            accept={kind === 'docs' ? 'application/pdf,.pdf' : 'application/xml,text/xml,.xml'}
            aria-invalid={fileErrors[kind] ? true : undefined}
            aria-describedby={fileErrors[kind] ? `invoice-${kind}-ayuda invoice-${kind}-error` : `invoice-${kind}-ayuda`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              setFiles((current) => ({ ...current, [kind]: file }));
              setFileErrors((current) => ({ ...current, [kind]: file ? (fileProblem(file, kind) ?? undefined) : undefined }));
            }}
          />
          {fileErrors[kind] && (
            <p id={`invoice-${kind}-error`} className="form-field__error">
              {fileErrors[kind]}
            </p>
          )}
        </div>
      ))}
      <Button type="submit" pending={send.isPending}>
        {send.isPending ? 'Enviando…' : 'Enviar solicitud'}
      </Button>
    </form>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CUSTOMER_AREA_LIMITS, isValidRfc } from '@fvc/shared/contracts/rules';
import { Button, DatePicker, FocusedStatus, FormField, notBlank, showApiErrors } from '@fvc/shared/ui';
import { mexicoCityDay } from '@fvc/shared/format';
import { contractsQuery } from '../../lib/contract-queries';
import { FormAlert } from '../../lib/form-alert';
import { useFormDraft } from '../../lib/form-draft';
import { invoiceRequestsQuery, prefillQuery, requestPurchaseInvoice, statesQuery } from './billing-requests';

interface InvoiceRequestForm {
  contract_id: string;
  name: string;
  rfc: string;
  street: string;
  neighborhood: string;
  city: string;
  zipcode: string;
  state: string;
}

const MB = 1024 * 1024;
const FILE_FIELDS = ['docs', 'sat'] as const;
const TEXT_FIELDS = ['contract_id', 'name', 'rfc', 'street', 'neighborhood', 'city', 'zipcode', 'state'] as const;
/** Every field as the form shows it, top to bottom: focus goes to the first with a problem. */
const FIELD_ELEMENT_IDS: ReadonlyArray<readonly [string, string]> = [
  ['contract_id', 'invoice-contract'],
  ['date', 'invoice-date'],
  ...TEXT_FIELDS.slice(1).map((name) => [name, `invoice-${name}`] as const),
  ...FILE_FIELDS.map((kind) => [kind, `invoice-${kind}`] as const),
];

/** A picked file within its limit and of its kind; the API checks the content again. */
function fileProblem(file: File | undefined, kind: 'docs' | 'sat'): string | null {
  if (!file) return kind === 'docs' ? 'Adjunta el documento de la compra en PDF.' : 'Adjunta el XML del SAT.';
  const limit = kind === 'docs' ? CUSTOMER_AREA_LIMITS.docsMaxBytes : CUSTOMER_AREA_LIMITS.satMaxBytes;
  if (file.size > limit) return `Supera el límite de ${limit / MB} MB.`;
  if (kind === 'docs' && !/\.pdf$/i.test(file.name)) return 'El documento debe ser un PDF.';
  if (kind === 'sat' && !/\.xml$/i.test(file.name)) return 'Debe ser el archivo XML que emite el SAT.';
  return null;
}

/** SPEC §3 billing form: an invoice for a purchase, with the purchase document and the SAT XML. */
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
    defaultValues: { contract_id: '', name: '', rfc: '', street: '', neighborhood: '', city: '', zipcode: '', state: '' },
    // Focus goes to the first field with a problem among all of them, the date and files included.
    shouldFocusError: false,
  });
  const { register, handleSubmit, setError, setValue, getFieldState, watch, reset, formState: { errors } } = form;
  // The typed fields come back after signing in again; the date and the files are picked again.
  const draft = useFormDraft('solicitud-de-factura', form);
  const contractId = watch('contract_id');
  const prefill = useQuery({ ...prefillQuery(contractId), enabled: Boolean(contractId) });
  const send = useMutation({ mutationFn: requestPurchaseInvoice });

  // The customer's own name, RFC and fiscal zip code, unless they typed something else already (the
  // RFC always: SPEC §9, the invoice is in the credit holder's name, and the field is then read-only).
  // A field that showed a message (an empty form sent first) is checked again with its new value,
  // so the message does not stay on a field that is now filled in.
  useEffect(() => {
    if (!prefill.data) return;
    for (const key of ['name', 'rfc', 'zipcode'] as const) {
      const { isDirty, invalid } = getFieldState(key);
      if (!isDirty || key === 'rfc') setValue(key, prefill.data[key], { shouldValidate: invalid });
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
          <input
            id={`invoice-${kind}`}
            type="file"
            accept={kind === 'docs' ? 'application/pdf,.pdf' : 'application/xml,text/xml,.xml'}
            aria-invalid={fileErrors[kind] ? true : undefined}
            aria-describedby={fileErrors[kind] ? `invoice-${kind}-error` : undefined}
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

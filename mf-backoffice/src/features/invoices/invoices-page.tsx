import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { InvoiceRequestStatus, InvoiceStatusChange, StaffInvoiceRequest } from '@fvc/shared/contracts';
import { BACKOFFICE_FILTER_LIMITS, INVOICE_NOTE_MAX, INVOICE_REQUEST_STATUS_NAMES } from '@fvc/shared/contracts/rules';
import { formatWholeNumber } from '@fvc/shared/format';
import { useSearchParams } from '@fvc/shared/router';
import { usePageTitle } from '@fvc/shared/session';
import { toApiError } from '@fvc/shared/api';
import { Button, FormField, PageHeading, showApiErrors } from '@fvc/shared/ui';
import { formatDay } from '../../app/format';
import { FormAlert } from '../../app/form-alert';
import { PagedTable } from '../../app/paged-table';
import { downloadInvoiceFile, invoiceInboxQuery, useInvoiceStatusChange, type InvoiceFile, type InvoiceFilters } from './invoices-api';
import { addressOf, customerFrom, oneOf, pageFrom } from '../../app/address-filters';
import { InvoiceLists } from './invoice-lists';

const STATUSES = Object.keys(INVOICE_REQUEST_STATUS_NAMES) as InvoiceRequestStatus[];
/** What staff may set: a request is never sent back to "received". */
const SETTABLE: ReadonlyArray<InvoiceStatusChange['status']> = ['in_review', 'issued', 'rejected'];
const isStatus = oneOf(STATUSES);

/** The filters as the address says them (app/address-filters.ts). */
export function invoiceFiltersFrom(search: URLSearchParams): InvoiceFilters {
  const status = search.get('status');
  return { status: isStatus(status) ? status : undefined, customer: customerFrom(search), page: pageFrom(search) };
}

const searchOf = (filters: InvoiceFilters) => addressOf(filters, ['status', 'customer', 'page']);

const COLUMNS = ['Folio', 'Cliente', 'Contrato', 'RFC', 'Fecha de compra', 'Estado', 'Nota', 'Acciones'];

/** /backoffice/facturas: the customers' invoice requests, their two files and their status. */
export function InvoicesPage() {
  const [search, setSearch] = useSearchParams();
  const filters = invoiceFiltersFrom(search);
  const inbox = useQuery(invoiceInboxQuery(filters));
  const [openId, setOpenId] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  usePageTitle('Facturas');
  const go = (next: InvoiceFilters) => {
    setOpenId(null);
    setSearch(searchOf(next));
  };

  return (
    <section className="bo-page">
      <PageHeading title="Facturas">
        <p>Las solicitudes de factura de los clientes: revisa sus archivos y emite o rechaza cada una.</p>
      </PageHeading>
      <InvoiceLists />
      {/* Always on the page, so what an action did is announced when its text arrives. */}
      <p role="status" className={notice ? 'bo-form__notice' : 'fvc-visually-hidden'}>
        {notice}
      </p>
      <InvoiceFilterForm
        key={`${filters.status ?? ''}|${filters.customer ?? ''}`}
        filters={filters}
        onFilter={(chosen) => go({ ...chosen, page: 1 })}
      />
      <PagedTable
        query={inbox}
        loadingLabel="Cargando solicitudes de factura…"
        empty={{ title: 'No hay solicitudes de factura', message: 'Ninguna solicitud de factura cumple estos filtros.' }}
        captionId="invoices-caption"
        caption={(total) => `Solicitudes de factura: ${formatWholeNumber(total)} ${total === 1 ? 'solicitud' : 'solicitudes'}`}
        columns={COLUMNS}
        row={(item) => {
          const open = openId === item.id;
          const panelId = `invoice-panel-${item.id}`;
          return (
            <>
              <tr>
                <th scope="row">{item.folio}</th>
                <td>
                  {item.customer.name}
                  {item.invoiceName !== item.customer.name && <span className="bo-muted bo-block">Factura a: {item.invoiceName}</span>}
                </td>
                <td>{item.contractNumber}</td>
                <td>{item.rfc}</td>
                <td>
                  <time dateTime={item.purchaseDate}>{formatDay(item.purchaseDate)}</time>
                </td>
                <td>
                  <span className={`bo-status bo-status--${item.status}`}>{INVOICE_REQUEST_STATUS_NAMES[item.status]}</span>
                </td>
                <td>{item.statusNote ? <p className="bo-text">{item.statusNote}</p> : <span className="bo-muted">Sin nota</span>}</td>
                <td>
                  <Button variant="secondary" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpenId(open ? null : item.id)}>
                    {open ? 'Ocultar' : 'Atender'}
                    <span className="fvc-visually-hidden"> la solicitud {item.folio}</span>
                  </Button>
                </td>
              </tr>
              {open && (
                <tr id={panelId} className="bo-table__panel">
                  <td colSpan={COLUMNS.length}>
                    <InvoicePanel item={item} onChanged={setNotice} />
                  </td>
                </tr>
              )}
            </>
          );
        }}
        page={filters.page}
        onPageChange={(page) => go({ ...filters, page })}
        pagesLabel="Páginas de solicitudes de factura"
      />
    </section>
  );
}

const FILE_LABELS: Record<InvoiceFile, string> = { docs: 'Descargar PDF de compra', sat: 'Descargar XML del SAT' };

/** One request's actions: its two files and its status, with the note the customer reads. */
function InvoicePanel({ item, onChanged }: { item: StaffInvoiceRequest; onChanged: (notice: string) => void }) {
  const headingId = `invoice-panel-${item.id}-heading`;
  const [downloading, setDownloading] = useState<InvoiceFile | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const download = async (file: InvoiceFile) => {
    setDownloading(file);
    setDownloadError(null);
    try {
      await downloadInvoiceFile(item, file);
    } catch (error) {
      setDownloadError(`No pudimos descargar el archivo. ${toApiError(error).message}`);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <section className="bo-expand" aria-labelledby={headingId}>
      <h2 id={headingId}>Solicitud {item.folio}</h2>
      <div className="bo-form__actions">
        {(['docs', 'sat'] as const).map((file) => (
          <Button key={file} variant="secondary" pending={downloading === file} onClick={() => void download(file)}>
            {downloading === file ? 'Descargando…' : FILE_LABELS[file]}
          </Button>
        ))}
      </div>
      {downloadError && (
        <p role="alert" className="bo-form__error">
          {downloadError}
        </p>
      )}
      <InvoiceStatusForm item={item} onChanged={onChanged} />
    </section>
  );
}

interface StatusForm {
  status: InvoiceStatusChange['status'];
  note: string;
}

const NOTE_REQUIRED = 'Escribe la nota para el cliente: explica por qué se rechaza su solicitud.';

function InvoiceStatusForm({ item, onChanged }: { item: StaffInvoiceRequest; onChanged: (notice: string) => void }) {
  const change = useInvoiceStatusChange(item.id);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, watch, formState: { errors, isSubmitting } } = useForm<StatusForm>({
    defaultValues: { status: item.status === 'received' ? 'in_review' : item.status, note: '' },
  });
  const id = `invoice-${item.id}`;

  const onSubmit = handleSubmit(async ({ status, note }) => {
    setFormError(null);
    try {
      const updated = await change.mutateAsync({ status, note: note.trim() || undefined });
      reset({ status: updated.status === 'received' ? 'in_review' : updated.status, note: '' });
      onChanged(`La solicitud ${updated.folio} quedó como «${INVOICE_REQUEST_STATUS_NAMES[updated.status]}».`);
    } catch (error) {
      // What was typed stays; the message goes beside the field it names, or above the form.
      setFormError(showApiErrors(error, setError, ['status', 'note']));
    }
  }, () => setFormError(null));

  return (
    <form className="bo-form" onSubmit={onSubmit} noValidate aria-label={`Estado de la solicitud ${item.folio}`}>
      <FormAlert message={formError} errors={errors} />
      <FormField
        id={`${id}-status`}
        label="Nuevo estado"
        options={SETTABLE.map((status) => ({ value: status, label: INVOICE_REQUEST_STATUS_NAMES[status] }))}
        registration={register('status')}
        error={errors.status}
      />
      <FormField
        id={`${id}-note`}
        label="Nota para el cliente (la leerá en su portal y por correo)"
        hint="Obligatoria al rechazar."
        multiline
        maxLength={INVOICE_NOTE_MAX}
        characterCount={watch('note').length}
        registration={register('note', {
          validate: (note, { status }) => status !== 'rejected' || note.trim() !== '' || NOTE_REQUIRED,
          maxLength: { value: INVOICE_NOTE_MAX, message: `La nota admite hasta ${formatWholeNumber(INVOICE_NOTE_MAX)} caracteres.` },
        })}
        error={errors.note}
      />
      <div className="bo-form__actions">
        <Button type="submit" pending={isSubmitting}>
          {isSubmitting ? 'Guardando…' : 'Cambiar estado'}
        </Button>
      </div>
    </form>
  );
}

interface FilterForm {
  status: InvoiceRequestStatus | '';
  customer: string;
}

function InvoiceFilterForm({ filters, onFilter }: { filters: InvoiceFilters; onFilter: (chosen: Omit<InvoiceFilters, 'page'>) => void }) {
  const { register, handleSubmit, reset } = useForm<FilterForm>({
    defaultValues: { status: filters.status ?? '', customer: filters.customer ?? '' },
  });
  const onSubmit = handleSubmit(({ status, customer }) => onFilter({ status: status || undefined, customer: customer.trim() || undefined }));
  const clear = () => {
    reset({ status: '', customer: '' });
    onFilter({});
  };

  return (
    <form className="bo-filters" onSubmit={onSubmit} noValidate aria-label="Filtrar solicitudes de factura">
      <FormField
        id="invoices-status"
        label="Estado"
        options={[{ value: '', label: 'Todos' }, ...STATUSES.map((status) => ({ value: status, label: INVOICE_REQUEST_STATUS_NAMES[status] }))]}
        registration={register('status')}
      />
      <FormField
        id="invoices-customer"
        label="Cliente"
        hint="Nombre, RFC o número de contrato."
        maxLength={BACKOFFICE_FILTER_LIMITS.customer}
        registration={register('customer')}
      />
      <div className="bo-form__actions">
        <Button type="submit">Filtrar</Button>
        <Button variant="secondary" onClick={clear}>
          Quitar filtros
        </Button>
      </div>
    </form>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { StaffBillDelivery } from '@fvc/shared/contracts';
import { BACKOFFICE_FILTER_LIMITS, MAIL_STATUS_NAMES } from '@fvc/shared/contracts/rules';
import { formatWholeNumber } from '@fvc/shared/format';
import { useSearchParams } from '@fvc/shared/router';
import { usePageTitle } from '@fvc/shared/session';
import { Button, FormField, PageHeading } from '@fvc/shared/ui';
import { addressOf, customerFrom, MIN_AGE_DAYS_MESSAGE, minAgeDaysOf, oneOf, pageFrom } from '../../app/address-filters';
import { formatInstant } from '../../app/format';
import { PagedTable } from '../../app/paged-table';
import { ResendOutcome, useResendOutcome } from '../../app/resend-outcome';
import { billDeliveriesQuery, useBillDeliveryResend, type BillDeliveryFilters, type MailStatus } from './bill-deliveries-api';
import { InvoiceLists } from './invoice-lists';

const STATUSES = Object.keys(MAIL_STATUS_NAMES) as MailStatus[];
const isStatus = oneOf(STATUSES);

/** The filters as the address says them (app/address-filters.ts). */
export function billDeliveryFiltersFrom(search: URLSearchParams): BillDeliveryFilters {
  const status = search.get('status');
  return {
    status: isStatus(status) ? status : undefined,
    minAgeDays: minAgeDaysOf(search.get('minAgeDays')),
    customer: customerFrom(search),
    page: pageFrom(search),
  };
}

const searchOf = (filters: BillDeliveryFilters) => addressOf(filters, ['status', 'minAgeDays', 'customer', 'page']);

/** What a resend left the delivery as, in words. */
function resendNotice(delivery: StaffBillDelivery): string {
  const which = `La factura ${delivery.invoice} para ${delivery.distributor.name} (envío ${delivery.folio})`;
  if (delivery.mailStatus === 'sent') return `${which} ya salió.`;
  if (delivery.mailStatus === 'failed') return `${which} volvió a fallar${delivery.mailLastError ? `: ${delivery.mailLastError}` : '.'}`;
  return `${which} volvió a la cola del correo: saldrá en unos momentos.`;
}

const attempts = (count: number) => `${formatWholeNumber(count)} ${count === 1 ? 'intento' : 'intentos'}`;

/** /backoffice/facturas/enviadas-a-distribuidores: the invoices customers e-mailed to a dealer from the portal, and whether the mail went out. */
export function BillDeliveriesPage() {
  const [search, setSearch] = useSearchParams();
  const filters = billDeliveryFiltersFrom(search);
  const deliveries = useQuery(billDeliveriesQuery(filters));
  const resend = useBillDeliveryResend();
  const outcome = useResendOutcome();
  usePageTitle('Facturas enviadas a distribuidores');
  const go = (next: BillDeliveryFilters) => setSearch(searchOf(next));

  const sendAgain = (delivery: StaffBillDelivery) => outcome.run(async () => resendNotice(await resend.mutateAsync(delivery.id)));

  return (
    <section className="bo-page">
      <PageHeading title="Facturas">
        <p>Las facturas que los clientes enviaron por correo a un distribuidor desde su portal, y si el correo salió.</p>
      </PageHeading>
      <InvoiceLists />
      <ResendOutcome notice={outcome.notice} problem={outcome.problem} />
      <DeliveryFilterForm
        // Drawn again from the address when it changes ("Atrás", a link).
        key={`${filters.status ?? ''}|${filters.minAgeDays ?? ''}|${filters.customer ?? ''}`}
        filters={filters}
        onFilter={(chosen) => go({ ...chosen, page: 1 })}
      />
      <PagedTable
        query={deliveries}
        loadingLabel="Cargando facturas enviadas…"
        empty={{ title: 'No hay facturas enviadas', message: 'Ninguna factura enviada a un distribuidor cumple estos filtros.' }}
        captionId="deliveries-caption"
        caption={(total) => `Enviadas a distribuidores: ${formatWholeNumber(total)} ${total === 1 ? 'envío' : 'envíos'}`}
        columns={['Folio', 'Cliente', 'Factura', 'Distribuidor', 'Fecha', 'Correo', 'Acciones']}
        row={(delivery) => {
          const sending = resend.isPending && resend.variables === delivery.id;
          return (
            <tr>
              <th scope="row">{delivery.folio}</th>
              <td>
                {delivery.customer.name}
                <span className="bo-muted bo-block">{delivery.contractNumber}</span>
              </td>
              <td>
                {delivery.invoice}
                <span className="bo-muted bo-block">Folio fiscal: {delivery.fiscalUuid}</span>
              </td>
              <td>{delivery.distributor.name}</td>
              <td>
                <time dateTime={delivery.createdAt}>{formatInstant(delivery.createdAt)}</time>
              </td>
              <td>
                <span className={`bo-status bo-status--mail-${delivery.mailStatus}`}>{MAIL_STATUS_NAMES[delivery.mailStatus]}</span>
                {delivery.mailStatus === 'sent' && delivery.mailSentAt && (
                  <span className="bo-muted bo-block">
                    <time dateTime={delivery.mailSentAt}>{formatInstant(delivery.mailSentAt)}</time>
                  </span>
                )}
                {/* A queued mail may be waiting after a refusal: the attempts and the error say why it has not gone out. */}
                {delivery.mailStatus !== 'sent' && delivery.mailAttempts > 0 && (
                  <>
                    <span className="bo-block">{attempts(delivery.mailAttempts)}</span>
                    {delivery.mailLastError && <span className="bo-block bo-text">Último error: {delivery.mailLastError}</span>}
                  </>
                )}
              </td>
              <td>
                {/* Only a failed one: a queued one goes out by itself, a sent one would arrive twice (the API says 409). */}
                {delivery.mailStatus === 'failed' && (
                  <Button variant="secondary" pending={sending} onClick={() => void sendAgain(delivery)}>
                    {sending ? 'Enviando…' : 'Enviar de nuevo'}
                    <span className="fvc-visually-hidden"> el envío {delivery.folio}</span>
                  </Button>
                )}
              </td>
            </tr>
          );
        }}
        page={filters.page}
        onPageChange={(page) => go({ ...filters, page })}
        pagesLabel="Páginas de facturas enviadas"
      />
    </section>
  );
}

interface FilterForm {
  status: MailStatus | '';
  minAgeDays: string;
  customer: string;
}

function DeliveryFilterForm({ filters, onFilter }: { filters: BillDeliveryFilters; onFilter: (chosen: Omit<BillDeliveryFilters, 'page'>) => void }) {
  const { register, handleSubmit, reset, formState: { errors } } = useForm<FilterForm>({
    defaultValues: { status: filters.status ?? '', minAgeDays: filters.minAgeDays?.toString() ?? '', customer: filters.customer ?? '' },
  });
  const onSubmit = handleSubmit(({ status, minAgeDays, customer }) =>
    onFilter({ status: status || undefined, minAgeDays: minAgeDaysOf(minAgeDays), customer: customer.trim() || undefined }),
  );
  const clear = () => {
    reset({ status: '', minAgeDays: '', customer: '' });
    onFilter({});
  };

  return (
    <form className="bo-filters" onSubmit={onSubmit} noValidate aria-label="Filtrar facturas enviadas">
      <FormField
        id="deliveries-status"
        label="Correo"
        options={[{ value: '', label: 'Todos' }, ...STATUSES.map((status) => ({ value: status, label: MAIL_STATUS_NAMES[status] }))]}
        registration={register('status')}
      />
      <FormField
        id="deliveries-age"
        label="Antigüedad mínima (días)"
        inputMode="numeric"
        registration={register('minAgeDays', { validate: (value) => value.trim() === '' || minAgeDaysOf(value) !== undefined || MIN_AGE_DAYS_MESSAGE })}
        error={errors.minAgeDays}
      />
      <FormField
        id="deliveries-customer"
        label="Cliente"
        hint="Nombre, correo, número de contrato o folio del envío."
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

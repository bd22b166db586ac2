import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { RequestStatus } from '@fvc/shared/contracts';
import {
  BACKOFFICE_FILTER_LIMITS,
  REQUEST_KIND_NAMES,
  REQUEST_KINDS,
  REQUEST_STATUS_NAMES,
  REQUEST_STATUSES,
} from '@fvc/shared/contracts/rules';
import { formatWholeNumber } from '@fvc/shared/format';
import { Link, useSearchParams } from '@fvc/shared/router';
import { usePageTitle } from '@fvc/shared/session';
import { Button, FormField, PageHeading } from '@fvc/shared/ui';
import { formatInstant } from '../../app/format';
import { PagedTable } from '../../app/paged-table';
import { inboxQuery, type InboxFilters } from './requests-api';
import { addressOf, customerFrom, MIN_AGE_DAYS_MESSAGE, minAgeDaysOf, oneOf, pageFrom } from '../../app/address-filters';

const isKind = oneOf(REQUEST_KINDS);
const isStatus = oneOf(REQUEST_STATUSES);

/** The inbox's filters as the address says them (app/address-filters.ts); the kind is always there. */
export function filtersFrom(search: URLSearchParams): InboxFilters {
  const kind = search.get('kind');
  const status = search.get('status');
  const minAgeDays = minAgeDaysOf(search.get('minAgeDays'));
  return { kind: isKind(kind) ? kind : 'support', status: isStatus(status) ? status : undefined, minAgeDays, customer: customerFrom(search), page: pageFrom(search) };
}

const searchOf = (filters: InboxFilters) => addressOf(filters, ['kind', 'status', 'minAgeDays', 'customer', 'page']);

/** /backoffice/solicitudes: one inbox per kind of request, filtered by status, age and customer. */
export function InboxPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFrom(search);
  const inbox = useQuery(inboxQuery(filters));
  usePageTitle(`Solicitudes: ${REQUEST_KIND_NAMES[filters.kind]}`);
  const go = (next: InboxFilters) => setSearch(searchOf(next));

  return (
    <section className="bo-page">
      <PageHeading title="Solicitudes" />
      <nav aria-label="Tipo de solicitud">
        <ul className="bo-tabs">
          {REQUEST_KINDS.map((kind) => (
            <li key={kind}>
              <Link to={`?${searchOf({ ...filters, kind, page: 1 }).toString()}`} aria-current={kind === filters.kind ? 'page' : undefined}>
                {REQUEST_KIND_NAMES[kind]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <InboxFilterForm
        // Drawn again from the address when it changes (a tab, "Atrás").
        key={`${filters.status ?? ''}|${filters.minAgeDays ?? ''}|${filters.customer ?? ''}`}
        filters={filters}
        onFilter={(chosen) => go({ ...filters, ...chosen, page: 1 })}
      />
      <PagedTable
        query={inbox}
        errorReplacesRows
        loadingLabel="Cargando solicitudes…"
        empty={{ title: 'No hay solicitudes', message: `Ninguna solicitud de ${REQUEST_KIND_NAMES[filters.kind].toLowerCase()} cumple estos filtros.` }}
        captionId="inbox-caption"
        caption={(total) => `${REQUEST_KIND_NAMES[filters.kind]}: ${formatWholeNumber(total)} ${total === 1 ? 'solicitud' : 'solicitudes'}`}
        columns={['Folio', 'Asunto', 'Cliente', 'Estado', 'Responsable', 'Fecha']}
        row={(item) => (
          <tr>
            <th scope="row">
              <Link to={`/backoffice/solicitudes/${item.id}`}>{item.folio}</Link>
            </th>
            <td>{item.subject}</td>
            <td>
              {item.customer.name}
              {item.contractNumber && <span className="bo-muted bo-block">{item.contractNumber}</span>}
            </td>
            <td>
              <span className={`bo-status bo-status--${item.status}`}>{REQUEST_STATUS_NAMES[item.status]}</span>
            </td>
            <td>{item.assignee?.name ?? 'Sin asignar'}</td>
            <td>
              <time dateTime={item.createdAt}>{formatInstant(item.createdAt)}</time>
            </td>
          </tr>
        )}
        page={filters.page}
        onPageChange={(page) => go({ ...filters, page })}
        pagesLabel="Páginas de solicitudes"
      />
    </section>
  );
}

interface FilterForm {
  status: RequestStatus | '';
  minAgeDays: string;
  customer: string;
}

function InboxFilterForm({ filters, onFilter }: { filters: InboxFilters; onFilter: (chosen: Omit<InboxFilters, 'kind' | 'page'>) => void }) {
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
    <form className="bo-filters" onSubmit={onSubmit} noValidate aria-label="Filtrar solicitudes">
      <FormField
        id="inbox-status"
        label="Estado"
        options={[{ value: '', label: 'Todos' }, ...REQUEST_STATUSES.map((status) => ({ value: status, label: REQUEST_STATUS_NAMES[status] }))]}
        registration={register('status')}
      />
      <FormField
        id="inbox-age"
        label="Antigüedad mínima (días)"
        inputMode="numeric"
        registration={register('minAgeDays', {
          validate: (value) => value.trim() === '' || minAgeDaysOf(value) !== undefined || MIN_AGE_DAYS_MESSAGE,
        })}
        error={errors.minAgeDays}
      />
      <FormField
        id="inbox-customer"
        label="Cliente"
        hint="Nombre, correo o número de contrato."
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

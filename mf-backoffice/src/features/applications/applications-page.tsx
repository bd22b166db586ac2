import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { ReviewStatus } from '@fvc/shared/contracts';
import { APPLICANT_TYPE_NAMES, APPLICATION_REVIEW_LIMITS, APPLICATION_STATUS_NAMES, REVIEW_STATUSES } from '@fvc/shared/contracts/rules';
import { formatWholeNumber } from '@fvc/shared/format';
import { Link, useSearchParams } from '@fvc/shared/router';
import { usePageTitle } from '@fvc/shared/session';
import { Button, FormField, PageHeading } from '@fvc/shared/ui';
import { addressOf, MIN_AGE_DAYS_MESSAGE, minAgeDaysOf, oneOf, pageFrom } from '../../app/address-filters';
import { formatInstant } from '../../app/format';
import { PagedTable } from '../../app/paged-table';
import { APPLICATIONS_PATH, applicationsQuery, type ApplicationFilters } from './applications-api';

const isStatus = oneOf(REVIEW_STATUSES);

/** The inbox's filters as the address says them (app/address-filters.ts). */
export function filtersFrom(search: URLSearchParams): ApplicationFilters {
  const status = search.get('status');
  return {
    status: isStatus(status) ? status : undefined,
    minAgeDays: minAgeDaysOf(search.get('minAgeDays')),
    applicant: search.get('applicant')?.trim().slice(0, APPLICATION_REVIEW_LIMITS.applicant) || undefined,
    page: pageFrom(search),
  };
}

const searchOf = (filters: ApplicationFilters) => addressOf(filters, ['status', 'minAgeDays', 'applicant', 'page']);

/** /backoffice/solicitudes-de-credito: the submitted credit applications, oldest first, with filters in the address. */
export function ApplicationsPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFrom(search);
  const inbox = useQuery(applicationsQuery(filters));
  usePageTitle('Solicitudes de crédito');
  const go = (next: ApplicationFilters) => setSearch(searchOf(next));

  return (
    <section className="bo-page">
      <PageHeading title="Solicitudes de crédito">
        <p>Las solicitudes de financiamiento que los solicitantes enviaron desde su cotización, de la más antigua a la más reciente.</p>
      </PageHeading>
      <ApplicationFilterForm
        // Drawn again from the address when it changes ("Atrás", a link).
        key={`${filters.status ?? ''}|${filters.minAgeDays ?? ''}|${filters.applicant ?? ''}`}
        filters={filters}
        onFilter={(chosen) => go({ ...chosen, page: 1 })}
      />
      <PagedTable
        query={inbox}
        errorReplacesRows
        loadingLabel="Cargando solicitudes de crédito…"
        empty={{ title: 'No hay solicitudes de crédito', message: 'Ninguna solicitud enviada cumple estos filtros.' }}
        captionId="applications-caption"
        caption={(total) => `Solicitudes de crédito: ${formatWholeNumber(total)} ${total === 1 ? 'solicitud' : 'solicitudes'}`}
        columns={['Folio', 'Solicitante', 'Vehículo y plan', 'Estado', 'Responsable', 'Enviada']}
        row={(item) => (
          <tr>
            <th scope="row">
              <Link to={`${APPLICATIONS_PATH}/${item.id}`}>{item.folio}</Link>
            </th>
            <td>
              {item.applicantName}
              <span className="bo-muted bo-block">
                {APPLICANT_TYPE_NAMES[item.applicantType]} · {item.rfc}
              </span>
            </td>
            <td>
              {item.quote.vehicle}
              <span className="bo-muted bo-block">{item.quote.planName}</span>
            </td>
            <td>
              <span className={`bo-status bo-status--${item.status}`}>{APPLICATION_STATUS_NAMES[item.status]}</span>
            </td>
            <td>{item.assignee?.name ?? 'Sin asignar'}</td>
            <td>
              <time dateTime={item.submittedAt}>{formatInstant(item.submittedAt)}</time>
            </td>
          </tr>
        )}
        page={filters.page}
        onPageChange={(page) => go({ ...filters, page })}
        pagesLabel="Páginas de solicitudes de crédito"
      />
    </section>
  );
}

interface FilterForm {
  status: ReviewStatus | '';
  minAgeDays: string;
  applicant: string;
}

function ApplicationFilterForm({ filters, onFilter }: { filters: ApplicationFilters; onFilter: (chosen: Omit<ApplicationFilters, 'page'>) => void }) {
  const { register, handleSubmit, reset, formState: { errors } } = useForm<FilterForm>({
    defaultValues: { status: filters.status ?? '', minAgeDays: filters.minAgeDays?.toString() ?? '', applicant: filters.applicant ?? '' },
  });
  const onSubmit = handleSubmit(({ status, minAgeDays, applicant }) =>
    onFilter({ status: status || undefined, minAgeDays: minAgeDaysOf(minAgeDays), applicant: applicant.trim() || undefined }),
  );
  const clear = () => {
    reset({ status: '', minAgeDays: '', applicant: '' });
    onFilter({});
  };

  return (
    <form className="bo-filters" onSubmit={onSubmit} noValidate aria-label="Filtrar solicitudes de crédito">
      <FormField
        id="applications-status"
        label="Estado"
        options={[{ value: '', label: 'Todos' }, ...REVIEW_STATUSES.map((status) => ({ value: status, label: APPLICATION_STATUS_NAMES[status] }))]}
        registration={register('status')}
      />
      <FormField
        id="applications-age"
        label="Antigüedad mínima (días)"
        inputMode="numeric"
        registration={register('minAgeDays', {
          validate: (value) => value.trim() === '' || minAgeDaysOf(value) !== undefined || MIN_AGE_DAYS_MESSAGE,
        })}
        error={errors.minAgeDays}
      />
      <FormField
        id="applications-applicant"
        label="Solicitante"
        hint="Nombre o razón social, RFC, correo o folio."
        maxLength={APPLICATION_REVIEW_LIMITS.applicant}
        registration={register('applicant')}
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

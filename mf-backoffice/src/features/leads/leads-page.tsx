import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { StaffLead } from '@fvc/shared/contracts';
import { CRM_STATUS_NAMES, LEAD_SOURCE_NAMES } from '@fvc/shared/contracts/rules';
import { formatWholeNumber } from '@fvc/shared/format';
import { useSearchParams } from '@fvc/shared/router';
import { usePageTitle } from '@fvc/shared/session';
import { Button, FormField, PageHeading } from '@fvc/shared/ui';
import { addressOf, oneOf, pageFrom } from '../../app/address-filters';
import { formatInstant } from '../../app/format';
import { PagedTable } from '../../app/paged-table';
import { ResendOutcome, useResendOutcome } from '../../app/resend-outcome';
import { leadsQuery, useLeadResend, type CrmStatus, type LeadFilters, type StaffLeadSource } from './leads-api';

const SOURCES = Object.keys(LEAD_SOURCE_NAMES) as StaffLeadSource[];
const CRM_STATUSES = Object.keys(CRM_STATUS_NAMES) as CrmStatus[];
const isSource = oneOf(SOURCES);
const isCrmStatus = oneOf(CRM_STATUSES);

/** The filters as the address says them (app/address-filters.ts). */
export function leadFiltersFrom(search: URLSearchParams): LeadFilters {
  const source = search.get('source');
  const crmStatus = search.get('crmStatus');
  return { source: isSource(source) ? source : undefined, crmStatus: isCrmStatus(crmStatus) ? crmStatus : undefined, page: pageFrom(search) };
}

const searchOf = (filters: LeadFilters) => addressOf(filters, ['source', 'crmStatus', 'page']);

/** What a resend left the lead as, in words. */
function resendNotice(lead: StaffLead): string {
  if (lead.crmStatus === 'sent') return `El prospecto de ${lead.name} llegó al CRM.`;
  if (lead.crmStatus === 'failed') return `El envío al CRM del prospecto de ${lead.name} volvió a fallar${lead.crmLastError ? `: ${lead.crmLastError}` : '.'}`;
  return `El prospecto de ${lead.name} volvió a la cola del CRM: se enviará en unos momentos.`;
}

/** /backoffice/prospectos: the site's leads and their forwarding to the CRM; a failed one is sent again. */
export function LeadsPage() {
  const [search, setSearch] = useSearchParams();
  const filters = leadFiltersFrom(search);
  const leads = useQuery(leadsQuery(filters));
  const resend = useLeadResend();
  const outcome = useResendOutcome();
  usePageTitle('Prospectos');
  const go = (next: LeadFilters) => setSearch(searchOf(next));

  const sendAgain = (lead: StaffLead) => outcome.run(async () => resendNotice(await resend.mutateAsync(lead.id)));

  return (
    <section className="bo-page">
      <PageHeading title="Prospectos">
        <p>Los prospectos de las cotizaciones y de los formularios del sitio (también el de contacto y el de los distribuidores) y su envío al CRM.</p>
      </PageHeading>
      <ResendOutcome notice={outcome.notice} problem={outcome.problem} />
      <LeadFilterForm key={`${filters.source ?? ''}|${filters.crmStatus ?? ''}`} filters={filters} onFilter={(chosen) => go({ ...chosen, page: 1 })} />
      <PagedTable
        query={leads}
        loadingLabel="Cargando prospectos…"
        empty={{ title: 'No hay prospectos', message: 'Ningún prospecto cumple estos filtros.' }}
        captionId="leads-caption"
        caption={(total) => `Prospectos: ${formatWholeNumber(total)} ${total === 1 ? 'prospecto' : 'prospectos'}`}
        columns={['Nombre', 'Contacto', 'Origen', 'Fecha', 'Envío al CRM', 'Acciones']}
        row={(lead) => {
          const sending = resend.isPending && resend.variables === lead.id;
          return (
            <tr>
              <th scope="row">{lead.name}</th>
              <td>
                <span className="bo-block">{lead.email}</span>
                {lead.phone && <span className="bo-block">{lead.phone}</span>}
              </td>
              <td>
                {LEAD_SOURCE_NAMES[lead.source]}
                {lead.distributor && <span className="bo-muted bo-block">{lead.distributor}</span>}
              </td>
              <td>
                <time dateTime={lead.createdAt}>{formatInstant(lead.createdAt)}</time>
              </td>
              <td>
                <span className={`bo-status bo-status--crm-${lead.crmStatus}`}>{CRM_STATUS_NAMES[lead.crmStatus]}</span>
                {lead.crmStatus === 'sent' && lead.crmSentAt && (
                  <span className="bo-muted bo-block">
                    <time dateTime={lead.crmSentAt}>{formatInstant(lead.crmSentAt)}</time>
                  </span>
                )}
                {lead.crmStatus === 'failed' && (
                  <>
                    <span className="bo-block">
                      {formatWholeNumber(lead.crmAttempts)} {lead.crmAttempts === 1 ? 'intento' : 'intentos'}
                    </span>
                    {lead.crmLastError && <span className="bo-block bo-text">Último error: {lead.crmLastError}</span>}
                  </>
                )}
              </td>
              <td>
                {/* Only a failed lead: a pending one is already in the queue (the API says 409). */}
                {lead.crmStatus === 'failed' && (
                  <Button variant="secondary" pending={sending} onClick={() => void sendAgain(lead)}>
                    {sending ? 'Enviando…' : 'Enviar de nuevo al CRM'}
                    <span className="fvc-visually-hidden">: {lead.name}</span>
                  </Button>
                )}
              </td>
            </tr>
          );
        }}
        page={filters.page}
        onPageChange={(page) => go({ ...filters, page })}
        pagesLabel="Páginas de prospectos"
      />
    </section>
  );
}

interface FilterForm {
  source: StaffLeadSource | '';
  crmStatus: CrmStatus | '';
}

function LeadFilterForm({ filters, onFilter }: { filters: LeadFilters; onFilter: (chosen: Omit<LeadFilters, 'page'>) => void }) {
  const { register, handleSubmit, reset } = useForm<FilterForm>({
    defaultValues: { source: filters.source ?? '', crmStatus: filters.crmStatus ?? '' },
  });
  const onSubmit = handleSubmit(({ source, crmStatus }) => onFilter({ source: source || undefined, crmStatus: crmStatus || undefined }));
  const clear = () => {
    reset({ source: '', crmStatus: '' });
    onFilter({});
  };

  return (
    <form className="bo-filters" onSubmit={onSubmit} noValidate aria-label="Filtrar prospectos">
      <FormField
        id="leads-source"
        label="Origen"
        options={[{ value: '', label: 'Todos' }, ...SOURCES.map((source) => ({ value: source, label: LEAD_SOURCE_NAMES[source] }))]}
        registration={register('source')}
      />
      <FormField
        id="leads-crm"
        label="Envío al CRM"
        options={[{ value: '', label: 'Todos' }, ...CRM_STATUSES.map((status) => ({ value: status, label: CRM_STATUS_NAMES[status] }))]}
        registration={register('crmStatus')}
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

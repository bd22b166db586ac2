import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { AuditEntry, AuditPage as AuditPageData, AuditQuery } from '@fvc/shared/contracts';
import { BACKOFFICE_FILTER_LIMITS } from '@fvc/shared/contracts/rules';
import { formatWholeNumber } from '@fvc/shared/format';
import { useSearchParams } from '@fvc/shared/router';
import { usePageTitle } from '@fvc/shared/session';
import { Button, FormField, PageHeading } from '@fvc/shared/ui';
import { formatInstant } from '../../app/format';
import { PagedTable } from '../../app/paged-table';
import { staffApi } from '../../app/staff-session';

type Outcome = AuditEntry['outcome'];
const OUTCOME_NAMES: Record<Outcome, string> = { ok: 'Permitida', denied: 'Denegada' };
const ACTION_PATTERN = new RegExp(BACKOFFICE_FILTER_LIMITS.auditAction.pattern);

const auditQuery = (query: AuditQuery) =>
  queryOptions({
    queryKey: ['backoffice', 'audit', query],
    queryFn: ({ signal }) => staffApi.get<AuditPageData>('/api/backoffice/audit', { params: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });

/** The audit's filters as the address says them; anything else is left out. */
export function auditQueryFrom(search: URLSearchParams): AuditQuery {
  const action = search.get('action') ?? '';
  const outcome = search.get('outcome');
  const page = Number(search.get('page'));
  return {
    action: action.length <= BACKOFFICE_FILTER_LIMITS.auditAction.maxLength && ACTION_PATTERN.test(action) ? action : undefined,
    outcome: outcome === 'ok' || outcome === 'denied' ? outcome : undefined,
    page: Number.isSafeInteger(page) && page > 1 ? page : undefined,
  };
}

function searchOf(query: AuditQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.action) search.set('action', query.action);
  if (query.outcome) search.set('outcome', query.outcome);
  if (query.page && query.page > 1) search.set('page', String(query.page));
  return search;
}

/** Before and after as one short line of JSON; nothing for a value that was not there. */
function compactJson(value: unknown): string {
  if (value === null || value === undefined) return '—';
  try {
    return JSON.stringify(value) ?? '—';
  } catch {
    return String(value);
  }
}

/** /backoffice/auditoria (admin): who did what in the back-office, when, to what, and with what result. */
export function AuditPage() {
  const [search, setSearch] = useSearchParams();
  const query = auditQueryFrom(search);
  const audit = useQuery(auditQuery(query));
  usePageTitle('Auditoría');

  return (
    <section className="bo-page">
      <PageHeading title="Auditoría">
        <p>Cada acción del personal en el back-office, permitida o denegada.</p>
      </PageHeading>
      <AuditFilterForm key={`${query.action ?? ''}|${query.outcome ?? ''}`} query={query} onFilter={(chosen) => setSearch(searchOf(chosen))} />
      <PagedTable
        query={audit}
        errorReplacesRows
        loadingLabel="Cargando la auditoría…"
        empty={{ title: 'Sin registros', message: 'Ninguna acción cumple estos filtros.' }}
        captionId="audit-caption"
        caption={(total) => `${formatWholeNumber(total)} ${total === 1 ? 'registro' : 'registros'}`}
        columns={['Cuándo', 'Quién', 'Acción', 'Resultado', 'Sobre qué', 'Antes', 'Después']}
        tableClassName="bo-table--audit"
        row={(entry) => (
          <tr>
            <td>
              <time dateTime={entry.at}>{formatInstant(entry.at)}</time>
            </td>
            <td>{entry.staff?.name ?? 'Sin identificar'}</td>
            <td>
              <code>{entry.action}</code>
            </td>
            <td>
              <span className={`bo-outcome bo-outcome--${entry.outcome}`}>{OUTCOME_NAMES[entry.outcome]}</span>
            </td>
            <td>{entry.target ? <code>{entry.target}</code> : '—'}</td>
            <td>
              <code className="bo-json">{compactJson(entry.before)}</code>
            </td>
            <td>
              <code className="bo-json">{compactJson(entry.after)}</code>
            </td>
          </tr>
        )}
        page={query.page ?? 1}
        onPageChange={(page) => setSearch(searchOf({ ...query, page }))}
        pagesLabel="Páginas de la auditoría"
      />
    </section>
  );
}

interface FilterForm {
  action: string;
  outcome: Outcome | '';
}

function AuditFilterForm({ query, onFilter }: { query: AuditQuery; onFilter: (chosen: AuditQuery) => void }) {
  const { register, handleSubmit, reset, formState: { errors } } = useForm<FilterForm>({
    defaultValues: { action: query.action ?? '', outcome: query.outcome ?? '' },
  });
  const { maxLength } = BACKOFFICE_FILTER_LIMITS.auditAction;
  const onSubmit = handleSubmit(({ action, outcome }) => onFilter({ action: action.trim() || undefined, outcome: outcome || undefined }));

  return (
    <form className="bo-filters" onSubmit={onSubmit} noValidate aria-label="Filtrar la auditoría">
      <FormField
        id="audit-action"
        label="Acción"
        hint="Por ejemplo, request.reply o auth.sign-in."
        maxLength={maxLength}
        autoCapitalize="none"
        spellCheck={false}
        registration={register('action', {
          setValueAs: (value: string) => value.trim(),
          validate: (value) =>
            value === '' ||
            (value.length <= maxLength && ACTION_PATTERN.test(value)) ||
            'Escribe la acción en minúsculas, con puntos o guiones (por ejemplo, request.reply).',
        })}
        error={errors.action}
      />
      <FormField
        id="audit-outcome"
        label="Resultado"
        options={[
          { value: '', label: 'Todos' },
          { value: 'ok', label: OUTCOME_NAMES.ok },
          { value: 'denied', label: OUTCOME_NAMES.denied },
        ]}
        registration={register('outcome')}
      />
      <div className="bo-form__actions">
        <Button type="submit">Filtrar</Button>
        <Button
          variant="secondary"
          onClick={() => {
            reset({ action: '', outcome: '' });
            onFilter({});
          }}
        >
          Quitar filtros
        </Button>
      </div>
    </form>
  );
}

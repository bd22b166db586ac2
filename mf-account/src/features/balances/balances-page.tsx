import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from '@fvc/shared/router';
import { toApiError } from '@fvc/shared/api';
import { CONTRACT_PLAN_NAMES, MOVEMENT_PAGE_SIZES } from '@fvc/shared/contracts/rules';
import { Button, DatePicker, EmptyState, ErrorState, LoadingState, Pagination } from '@fvc/shared/ui';
import { mexicoCityDay } from '@fvc/shared/format';
import { contractsQuery } from '../../lib/contract-queries';
import { DownloadButton } from '../../lib/download-button';
import { formatLongDate, formatMxn, STANDING_LABELS } from '../../lib/format';
import { balancesContract, movementsFilter } from './balances-first-view';
import { csvUrl, movementsQuery } from './movements-query';
import { MovementsTable } from './movements-table';
import { ScreenHeading } from '../../app/screen-heading';
import { BALANCES_HEADING } from './balances-heading';

/** /my-account/balances: where a contract stands and every movement, by dates, page by page. */
export function BalancesPage() {
  const [params, setParams] = useSearchParams();
  const contracts = useQuery(contractsQuery);
  const list = contracts.data ?? [];
  const contract = balancesContract(list, params);
  const filter = movementsFilter(params);
  const { from, to, pageSize } = filter;
  const movements = useQuery({ ...movementsQuery(contract?.id ?? '', filter), enabled: Boolean(contract) });

  // The filter form keeps what is typed until "Filtrar"; the URL keeps what is applied.
  const [draft, setDraft] = useState({ from: from ?? '', to: to ?? '' });
  const [rangeError, setRangeError] = useState<string | null>(null);
  // "Quitar filtro" goes once pressed; the keyboard carries on from "Filtrar", beside it, not the page's start.
  const filterButton = useRef<HTMLButtonElement>(null);
  // A changed date makes the range's message stale: it is checked again on "Filtrar". It goes as the
  // date is typed (onEdit), not when the field is left: that would move "Filtrar" under a click.
  const changeDraft = (change: Partial<typeof draft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setRangeError(null);
  };
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  const applyFilter = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setRangeError('La fecha final debe ser igual o posterior a la inicial.');
      // As for any other wrong date: the keyboard goes to the field the message is about.
      document.getElementById('movements-to')?.focus();
      return;
    }
    setRangeError(null);
    update({ desde: draft.from, hasta: draft.to, pagina: undefined });
  };

  if (contracts.isPending || contracts.isError || !contract) {
    // The screen's heading stays over whatever stands for its contract: where the customer is
    // does not depend on the list having answered. A failed refresh of a list already shown says
    // so too, rather than leave its balances on screen as if they were current.
    return (
      <section className="account-page">
        <ScreenHeading heading={BALANCES_HEADING} />
        {contracts.isPending ? (
          <LoadingState label="Cargando tus contratos…" />
        ) : contracts.isError ? (
          <ErrorState message={toApiError(contracts.error).message} onRetry={() => void contracts.refetch()} />
        ) : (
          <EmptyState title="Sin contratos" message="Aún no tienes contratos registrados con nosotros." />
        )}
      </section>
    );
  }
  const today = mexicoCityDay();

  return (
    <section className="account-page">
      <ScreenHeading heading={BALANCES_HEADING} />

      {list.length > 1 && (
        <div className="form-field account-select">
          <label htmlFor="balances-contract">Contrato</label>
          <select id="balances-contract" value={contract.id} onChange={(event) => update({ contrato: event.target.value, pagina: undefined })}>
            {list.map((item) => (
              <option key={item.id} value={item.id}>
                {item.number} · {CONTRACT_PLAN_NAMES[item.plan]} · {item.vehicle}
              </option>
            ))}
          </select>
        </div>
      )}

      <section className="account-summary" aria-label={`Resumen del contrato ${contract.number}`}>
        <div>
          <span>Saldo</span>
          <strong>{formatMxn(contract.balance)}</strong>
          <small>Capital pendiente {formatMxn(contract.principalOutstanding)}</small>
        </div>
        <div className={contract.overdueAmount > 0 ? 'account-summary__alert' : undefined}>
          <span>Vencido</span>
          <strong>{formatMxn(contract.overdueAmount)}</strong>
          {contract.daysOverdue > 0 && <small>{contract.daysOverdue} días de atraso</small>}
        </div>
        <div>
          <span>Próximo pago</span>
          <strong>{contract.nextPayment ? formatMxn(contract.nextPayment.amount) : '—'}</strong>
          {contract.nextPayment && <small>el {formatLongDate(contract.nextPayment.dueDate)}</small>}
        </div>
        <div>
          <span>Situación</span>
          <strong>{STANDING_LABELS[contract.standing]}</strong>
        </div>
      </section>

      <form className="movements-filter" onSubmit={applyFilter} aria-label="Filtrar movimientos por fecha" noValidate>
        <DatePicker id="movements-from" label="Desde" value={draft.from} onChange={(value) => changeDraft({ from: value })} onEdit={() => setRangeError(null)} min={contract.startDate ?? undefined} max={today} />
        <DatePicker id="movements-to" label="Hasta" value={draft.to} onChange={(value) => changeDraft({ to: value })} onEdit={() => setRangeError(null)} min={contract.startDate ?? undefined} max={today} error={rangeError ?? undefined} />
        <div className="movements-filter__actions">
          <Button type="submit" ref={filterButton}>
            Filtrar
          </Button>
          {(from || to) && (
            <Button
              variant="secondary"
              onClick={() => {
                setDraft({ from: '', to: '' });
                setRangeError(null);
                update({ desde: undefined, hasta: undefined, pagina: undefined });
                filterButton.current?.focus();
              }}
            >
              Quitar filtro
            </Button>
          )}
          <DownloadButton url={csvUrl(contract.id, from, to)} context="de los movimientos (para Excel)">
            Descargar CSV
          </DownloadButton>
        </div>
      </form>

      {movements.isPending && <LoadingState label="Cargando movimientos…" />}
      {movements.isError && <ErrorState message={toApiError(movements.error).message} onRetry={() => void movements.refetch()} />}
      {movements.data &&
        (movements.data.total === 0 ? (
          <EmptyState title="Sin movimientos" message={from || to ? 'No hay movimientos entre esas fechas. Prueba con otro rango.' : 'Este contrato aún no tiene movimientos.'} />
        ) : (
          <>
            <p role="status" className="contract-card__muted">
              {movements.isPlaceholderData
                ? 'Buscando movimientos…'
                : `${movements.data.total} ${movements.data.total === 1 ? 'movimiento' : 'movimientos'}${from || to ? ' en el rango' : ''} · página ${movements.data.page}`}
            </p>
            <div aria-busy={movements.isPlaceholderData} className={movements.isPlaceholderData ? 'is-updating' : undefined}>
              <MovementsTable movements={movements.data.items} />
            </div>
            {/* On a phone the cards make a long list: the pager stays at the screen's foot while
                the list is in view, with a way back to the date filter (issue #69). */}
            <div className="movements-pager">
              <button type="button" className="fvc-button fvc-button--secondary movements-pager__to-filter" onClick={() => document.getElementById('movements-from')?.focus()}>
                Cambiar fechas
              </button>
              <Pagination
                page={movements.data.page}
                pageSize={pageSize}
                totalItems={movements.data.total}
                onPageChange={(next) => update({ pagina: String(next) })}
                label="Páginas de movimientos"
              />
              <div className="form-field account-select account-select--inline">
                <label htmlFor="movements-page-size">Por página</label>
                <select id="movements-page-size" value={pageSize} onChange={(event) => update({ 'por-pagina': event.target.value, pagina: undefined })}>
                  {MOVEMENT_PAGE_SIZES.map((size) => (
                    <option key={size} value={size}>
                      {size}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          </>
        ))}
    </section>
  );
}

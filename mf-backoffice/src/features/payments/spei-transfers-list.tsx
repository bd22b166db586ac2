import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { groupedClabe, SPEI_LIST_NAMES, SPEI_PARKED_REASONS, SPEI_TRANSFER_STATUS_NAMES, type SpeiListName } from '@fvc/shared/contracts/rules';
import { formatMxn, formatWholeNumber } from '@fvc/shared/format';
import { useSearchParams } from '@fvc/shared/router';
import { Button, FocusedStatus, FormField } from '@fvc/shared/ui';
import { addressOf, oneOf, pageFrom } from '../../app/address-filters';
import { formatInstant } from '../../app/format';
import { PagedTable } from '../../app/paged-table';
import { speiTransfersQuery, type SpeiFilters } from './payments-api';
import { ResolveTransferPanel } from './resolve-transfer-panel';

const LISTS = Object.keys(SPEI_LIST_NAMES) as SpeiListName[];
const isList = oneOf(LISTS);

/** The filters as the address says them (app/address-filters.ts); the parked ones when it says nothing. */
function speiFiltersFrom(search: URLSearchParams): SpeiFilters {
  const status = search.get('status');
  return { status: isList(status) && status !== 'parked' ? status : undefined, page: pageFrom(search) };
}

const searchOf = (filters: SpeiFilters) => addressOf(filters, ['status', 'page']);

/** The SPEI transfers parked for a person (or, filtered, the ones already decided), oldest first. */
export function SpeiTransfersList() {
  const [search, setSearch] = useSearchParams();
  const filters = speiFiltersFrom(search);
  const transfers = useQuery(speiTransfersQuery(filters));
  const [openId, setOpenId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const parked = filters.status !== 'resolved';
  const columns = ['Clave de rastreo', 'Monto', 'Ordenante', 'CLABE de referencia', 'Concepto', 'Motivo', 'Recibida', parked ? 'Acciones' : 'Resolución'];
  const go = (next: SpeiFilters) => {
    setOpenId(null);
    setNotice(null);
    setSearch(searchOf(next));
  };
  const resolved = (message: string) => {
    setOpenId(null);
    setNotice(message);
  };

  return (
    <section aria-labelledby="spei-heading">
      <h2 id="spei-heading">Transferencias SPEI {parked ? 'apartadas' : 'resueltas'}</h2>
      <p className="bo-muted">
        Llegaron a una CLABE de referencia que no es de ningún contrato, o de uno ya liquidado. Aplícalas al contrato que corresponde o márcalas como
        devueltas cuando el banco las regrese al ordenante.
      </p>
      {notice && (
        // The row and its buttons are gone with the decision: focus comes here.
        <FocusedStatus key={notice} as="p" className="bo-form__notice">
          {notice}
        </FocusedStatus>
      )}
      <SpeiFilterForm key={filters.status ?? 'parked'} filters={filters} onFilter={(chosen) => go({ ...chosen, page: 1 })} />
      <PagedTable
        query={transfers}
        loadingLabel="Cargando transferencias SPEI…"
        empty={
          parked
            ? { title: 'No hay transferencias apartadas', message: 'Todas las transferencias SPEI recibidas encontraron su contrato.' }
            : { title: 'No hay transferencias resueltas', message: 'Nadie ha aplicado ni devuelto una transferencia apartada todavía.' }
        }
        captionId="spei-caption"
        caption={(total) => `Transferencias ${parked ? 'apartadas' : 'resueltas'}: ${formatWholeNumber(total)} ${total === 1 ? 'transferencia' : 'transferencias'}`}
        columns={columns}
        row={(transfer) => {
          const open = openId === transfer.id;
          const panelId = `spei-panel-${transfer.id}`;
          return (
            <>
              <tr>
                <th scope="row">{transfer.trackingKey}</th>
                <td>{formatMxn(transfer.amount)}</td>
                <td>
                  {transfer.senderName}
                  <span className="bo-muted bo-block">{transfer.senderBank}</span>
                </td>
                <td>
                  {groupedClabe(transfer.referenceClabe)}
                  <span className="bo-muted bo-block">
                    {transfer.referenceContract
                      ? `Contrato ${transfer.referenceContract.number} (${transfer.referenceContract.customerName})`
                      : 'No es de ningún contrato'}
                  </span>
                </td>
                <td>{transfer.concept ? <p className="bo-text">{transfer.concept}</p> : <span className="bo-muted">Sin concepto</span>}</td>
                <td>{transfer.parkedReason ? SPEI_PARKED_REASONS[transfer.parkedReason] : <span className="bo-muted">Sin motivo registrado</span>}</td>
                <td>
                  <time dateTime={transfer.receivedAt}>{formatInstant(transfer.receivedAt)}</time>
                </td>
                <td>
                  {transfer.status === 'parked' ? (
                    <Button variant="secondary" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpenId(open ? null : transfer.id)}>
                      {open ? 'Ocultar' : 'Resolver'}
                      <span className="fvc-visually-hidden"> la transferencia {transfer.trackingKey}</span>
                    </Button>
                  ) : (
                    <>
                      <span className={`bo-status bo-status--spei-${transfer.status}`}>{SPEI_TRANSFER_STATUS_NAMES[transfer.status]}</span>
                      {transfer.appliedTo && (
                        <span className="bo-block">
                          Al contrato {transfer.appliedTo.contractNumber} · pago {transfer.appliedTo.paymentFolio}
                        </span>
                      )}
                      {transfer.resolvedAt && (
                        <span className="bo-muted bo-block">
                          <time dateTime={transfer.resolvedAt}>{formatInstant(transfer.resolvedAt)}</time>
                          {transfer.resolvedBy && <> · {transfer.resolvedBy}</>}
                        </span>
                      )}
                    </>
                  )}
                </td>
              </tr>
              {open && (
                <tr id={panelId} className="bo-table__panel">
                  <td colSpan={columns.length}>
                    <ResolveTransferPanel transfer={transfer} onResolved={resolved} />
                  </td>
                </tr>
              )}
            </>
          );
        }}
        page={filters.page}
        onPageChange={(page) => go({ ...filters, page })}
        pagesLabel="Páginas de transferencias SPEI"
      />
    </section>
  );
}

function SpeiFilterForm({ filters, onFilter }: { filters: SpeiFilters; onFilter: (chosen: Omit<SpeiFilters, 'page'>) => void }) {
  const { register, handleSubmit } = useForm<{ status: SpeiListName }>({ defaultValues: { status: filters.status ?? 'parked' } });
  const onSubmit = handleSubmit(({ status }) => onFilter({ status: status === 'parked' ? undefined : status }));

  return (
    <form className="bo-filters" onSubmit={onSubmit} noValidate aria-label="Filtrar transferencias SPEI">
      <FormField id="spei-status" label="Estado" options={LISTS.map((list) => ({ value: list, label: SPEI_LIST_NAMES[list] }))} registration={register('status')} />
      <div className="bo-form__actions">
        <Button type="submit">Filtrar</Button>
      </div>
    </form>
  );
}

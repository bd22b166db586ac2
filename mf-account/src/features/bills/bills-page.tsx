import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from '@fvc/shared/router';
import { toApiError } from '@fvc/shared/api';
import { EmptyState, ErrorState, LoadingState, Pagination } from '@fvc/shared/ui';
import { contractsQuery } from '../../lib/contract-queries';
import { invoicesQuery, statementsQuery } from '../../lib/document-queries';
import { DownloadButton } from '../../lib/download-button';
import { formatMonth, formatMxn, formatShortDay } from '../../lib/format';
import { documentsFilter, filterMonths, isReversed } from './documents-filter';
import { ScreenHeading } from '../../app/screen-heading';
import { BILLS_HEADING } from './bills-heading';

const PAGE_SIZE = 12;

/** /my-account/bills: monthly statements and CFDI invoices, by contract and period. */
export function BillsPage() {
  const [params, setParams] = useSearchParams();
  const contracts = useQuery(contractsQuery);
  const [statementPage, setStatementPage] = useState(1);
  const [invoicePage, setInvoicePage] = useState(1);
  const starts = (contracts.data ?? []).flatMap((contract) => (contract.startDate ? [contract.startDate] : [])).sort();
  const months = filterMonths(starts[0]);
  const filter = documentsFilter(params, contracts.data && { contractIds: contracts.data.map((contract) => contract.id), months });
  // A period that ends before it starts holds no document: it is not asked for, and the lists say
  // what to fix instead of "none in that period" (which read as if the customer had none).
  const reversed = isReversed(filter);
  const statements = useQuery({ ...statementsQuery(filter), enabled: !reversed });
  const invoices = useQuery({ ...invoicesQuery(filter), enabled: !reversed });
  const numberOf = (id: string) => contracts.data?.find((contract) => contract.id === id)?.number ?? '';

  const update = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
    setStatementPage(1);
    setInvoicePage(1);
  };
  const rangeError = reversed ? 'El mes final debe ser igual o posterior al inicial.' : null;

  return (
    <section className="account-page">
      <ScreenHeading heading={BILLS_HEADING} />
      <p className="account-links">
        <Link to="/my-account/billing">Solicitar la factura de una compra</Link>
        <Link to="/my-account/billing#enviar">Enviar una factura a un distribuidor</Link>
      </p>

      <form className="documents-filter" aria-label="Filtrar documentos" onSubmit={(event) => event.preventDefault()}>
        <div className="form-field">
          <label htmlFor="documents-contract">Contrato</label>
          <select id="documents-contract" value={filter.contractId ?? ''} onChange={(event) => update('contrato', event.target.value)}>
            <option value="">Todos</option>
            {contracts.data?.map((contract) => (
              <option key={contract.id} value={contract.id}>
                {contract.number} · {contract.vehicle}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="documents-from">Desde</label>
          <select id="documents-from" value={filter.from ?? ''} onChange={(event) => update('desde', event.target.value)}>
            <option value="">El inicio</option>
            {months.map((month) => (
              <option key={month} value={month}>
                {formatMonth(`${month}-01`)}
              </option>
            ))}
          </select>
        </div>
        <div className={`form-field${rangeError ? ' has-error' : ''}`}>
          <label htmlFor="documents-to">Hasta</label>
          <select id="documents-to" value={filter.to ?? ''} aria-invalid={rangeError ? true : undefined} aria-describedby={rangeError ? 'documents-range-error' : undefined} onChange={(event) => update('hasta', event.target.value)}>
            <option value="">Hoy</option>
            {months.map((month) => (
              <option key={month} value={month}>
                {formatMonth(`${month}-01`)}
              </option>
            ))}
          </select>
          {rangeError && (
            <p id="documents-range-error" className="form-field__error">
              {rangeError}
            </p>
          )}
        </div>
      </form>

      <section className="account-card" aria-labelledby="statements-title">
        <h2 id="statements-title">Estados de cuenta</h2>
        {reversed && <p className="account-list__meta">Corrige el periodo para ver tus estados de cuenta.</p>}
        {!reversed && statements.isPending && <LoadingState label="Cargando estados de cuenta…" />}
        {!reversed && statements.isError && <ErrorState message={toApiError(statements.error).message} onRetry={() => void statements.refetch()} />}
        {!reversed && statements.data &&
          (statements.data.length === 0 ? (
            <EmptyState title="Sin estados de cuenta" message="No hay estados de cuenta en ese periodo." />
          ) : (
            <>
              <ul className="account-list">
                {statements.data.slice((statementPage - 1) * PAGE_SIZE, statementPage * PAGE_SIZE).map((statement) => (
                  <li key={statement.id} className="account-list__item">
                    <div>
                      <strong>{formatMonth(statement.period)}</strong>
                      <p className="account-list__meta">Contrato {statement.contractNumber}</p>
                    </div>
                    <DownloadButton url={`/api/customers/statements/${statement.id}/pdf`} context={`del estado de cuenta de ${formatMonth(statement.period)}, contrato ${statement.contractNumber}`}>
                      PDF
                    </DownloadButton>
                  </li>
                ))}
              </ul>
              <Pagination page={statementPage} pageSize={PAGE_SIZE} totalItems={statements.data.length} onPageChange={setStatementPage} label="Páginas de estados de cuenta" />
            </>
          ))}
      </section>

      <section className="account-card" aria-labelledby="invoices-title">
        <h2 id="invoices-title">Facturas (CFDI)</h2>
        {reversed && <p className="account-list__meta">Corrige el periodo para ver tus facturas.</p>}
        {!reversed && invoices.isPending && <LoadingState label="Cargando facturas…" />}
        {!reversed && invoices.isError && <ErrorState message={toApiError(invoices.error).message} onRetry={() => void invoices.refetch()} />}
        {!reversed && invoices.data &&
          (invoices.data.length === 0 ? (
            <EmptyState title="Sin facturas" message="No hay facturas en ese periodo." />
          ) : (
            <>
              <ul className="account-list">
                {invoices.data.slice((invoicePage - 1) * PAGE_SIZE, invoicePage * PAGE_SIZE).map((invoice) => (
                  <li key={invoice.id} className="account-list__item">
                    <div>
                      <strong>
                        {invoice.serie}
                        {invoice.folio} · {formatMxn(invoice.total)}
                      </strong>
                      <p className="account-list__meta">
                        {formatShortDay(invoice.issuedAt)} · {invoice.description || numberOf(invoice.contractId)}
                      </p>
                      <p className="account-list__meta">Folio fiscal {invoice.fiscalUuid}</p>
                    </div>
                    <div className="account-list__actions">
                      <DownloadButton url={`/api/customers/invoices/${invoice.id}/xml`} context={`de la factura ${invoice.serie}${invoice.folio}`}>
                        XML
                      </DownloadButton>
                      <DownloadButton url={`/api/customers/invoices/${invoice.id}/pdf`} context={`de la factura ${invoice.serie}${invoice.folio}`}>
                        PDF
                      </DownloadButton>
                    </div>
                  </li>
                ))}
              </ul>
              <Pagination page={invoicePage} pageSize={PAGE_SIZE} totalItems={invoices.data.length} onPageChange={setInvoicePage} label="Páginas de facturas" />
            </>
          ))}
      </section>
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { Link, useParams } from '@fvc/shared/router';
import { toApiError } from '@fvc/shared/api';
import { CONTRACT_PLAN_NAMES } from '@fvc/shared/contracts/rules';
import { usePageTitle } from '@fvc/shared/session';
import { ErrorState, LoadingState, PageHeading } from '@fvc/shared/ui';
import { contractQuery, isContractId } from '../../lib/contract-queries';
import { formatLongDate, formatMxn, formatRate, STANDING_LABELS } from '../../lib/format';
import { BalanceChart } from './balance-chart';
import { ScheduleTable } from './schedule-table';

/** /my-account/contracts/:id: terms, the balance over time and the schedule of one contract. */
export function ContractDetailPage() {
  const { id = '' } = useParams();
  // An id that is no contract id at all (mistyped, cut, or thousands of characters long) is not
  // asked for: the answer is known, and a too-long address would come back as an error to retry.
  const wellFormed = isContractId(id);
  const detail = useQuery({ ...contractQuery(id), enabled: wellFormed });
  const error = wellFormed && detail.isError ? toApiError(detail.error) : null;
  // An address that names no contract of this customer (mistyped, or another's): trying again
  // cannot help, so no "Reintentar", and the API's words for a malformed id would not say why.
  const noSuchContract = !error || error.status === 400 || error.status === 404;
  const failed = !wellFormed || detail.isError;
  usePageTitle(detail.data ? `Contrato ${detail.data.contract.number}` : failed && noSuchContract ? 'Contrato no encontrado' : undefined);
  if (failed) {
    return (
      <section className="account-page">
        {noSuchContract ? (
          <ErrorState title="No encontramos ese contrato" message="Revisa el enlace o elige uno de tus contratos." headingLevel={1} />
        ) : (
          <ErrorState title="No pudimos cargar el contrato" message={error?.message} onRetry={() => void detail.refetch()} headingLevel={1} />
        )}
        <Link to="/my-account/home">Volver a mis contratos</Link>
      </section>
    );
  }
  if (!detail.isSuccess) return <LoadingState label="Cargando el contrato…" />;
  const { contract, terms, schedule, balanceHistory, termChanges, lastPaymentOn } = detail.data;
  const remaining = contract.installmentsTotal - contract.installmentsPaid;
  const lease = contract.plan !== 'credit';
  return (
    <section className="account-page">
      <p className="account-breadcrumb">
        <Link to="/my-account/home">Mis contratos</Link> › {contract.number}
      </p>
      <PageHeading title={contract.vehicle}>
        <p>
          {CONTRACT_PLAN_NAMES[contract.plan]} · Contrato {contract.number} ·{' '}
          <span className={`status-badge status-badge--${contract.standing}`}>{STANDING_LABELS[contract.standing]}</span>
        </p>
      </PageHeading>
      <section className="account-card" aria-labelledby="terms-title">
        <h2 id="terms-title">Condiciones</h2>
        <dl className="account-facts">
          <dt>{lease ? 'Valor financiado' : 'Monto financiado'}</dt>
          <dd>{formatMxn(terms.financed)}</dd>
          <dt>Tasa</dt>
          <dd>{formatRate(contract.annualRate)}</dd>
          <dt>Plazo contratado</dt>
          <dd>{terms.termMonths} meses</dd>
          {termChanges.map((change) => (
            <Fragment key={change.changedOn + change.reason}>
              <dt>{change.reason === 'capital_contribution' ? 'Plazo en vigor' : 'Liquidación'}</dt>
              <dd>
                {change.reason === 'capital_contribution'
                  ? `${contract.installmentsTotal} pagos: tu aportación a capital de ${formatMxn(change.amount)} del ${formatLongDate(change.changedOn)} quitó ${change.termBefore - change.termAfter} pagos y adelantó el último al ${formatLongDate(change.endAfter)}.`
                  : `Liquidado el ${formatLongDate(change.changedOn)} con ${formatMxn(change.amount)}.`}
              </dd>
            </Fragment>
          ))}
          <dt>{lease ? 'Renta antes de IVA' : 'Mensualidad antes de IVA'}</dt>
          <dd>{formatMxn(terms.installment)}</dd>
          {lease && (
            <>
              <dt>{contract.plan === 'financial_lease' ? 'Opción de compra al final' : 'Valor residual'}</dt>
              <dd>{formatMxn(terms.residualValue)}</dd>
            </>
          )}
          {contract.startDate && (
            <>
              <dt>Inicio</dt>
              <dd>{formatLongDate(contract.startDate)}</dd>
            </>
          )}
          <dt>Pagos</dt>
          <dd>
            {contract.installmentsPaid} hechos de {contract.installmentsTotal}; {remaining === 0 ? 'ninguno por hacer' : `faltan ${remaining}`}
          </dd>
          {lastPaymentOn && (
            <>
              <dt>Último pago recibido</dt>
              <dd>{formatLongDate(lastPaymentOn)}</dd>
            </>
          )}
          {contract.endDate && (
            <>
              <dt>{contract.standing === 'settled' ? 'Último pago' : 'Último pago programado'}</dt>
              <dd>{formatLongDate(contract.endDate)}</dd>
            </>
          )}
        </dl>
      </section>
      <section className="account-card" aria-labelledby="position-title">
        <h2 id="position-title">Lo que debes hoy</h2>
        <dl className="account-facts">
          <dt>Saldo</dt>
          <dd>{formatMxn(contract.balance)}</dd>
          <dt>Capital pendiente</dt>
          <dd>{formatMxn(contract.principalOutstanding)}</dd>
          {contract.overdueAmount > 0 && (
            <>
              <dt>Vencido</dt>
              <dd>{formatMxn(contract.overdueAmount)}</dd>
            </>
          )}
          {contract.paidThrough && (
            <>
              <dt>Intereses pagados hasta el</dt>
              <dd>{formatLongDate(contract.paidThrough)}</dd>
            </>
          )}
          {contract.standing !== 'settled' && (
            <>
              <dt>Para liquidar hoy</dt>
              <dd>{formatMxn(contract.payoffToday)}</dd>
            </>
          )}
          {contract.inFavour > 0 && (
            <>
              <dt>Saldo a tu favor</dt>
              <dd>{formatMxn(contract.inFavour)}: te lo devolvemos</dd>
            </>
          )}
        </dl>
        <p className="contract-card__muted">
          El saldo es el capital pendiente más los intereses, el IVA y las comisiones ya cargados y sin pagar. Para liquidar se suman los intereses de los
          días corridos desde el último cargo.
        </p>
        <BalanceChart points={balanceHistory} />
      </section>
      <section className="account-card" aria-labelledby="schedule-title">
        <h2 id="schedule-title">Tabla de pagos</h2>
        {schedule.length === 0 ? <p>Este contrato no tiene su tabla de pagos en línea. Llámanos para consultarla.</p> : <ScheduleTable rows={schedule} lease={lease} />}
      </section>
    </section>
  );
}

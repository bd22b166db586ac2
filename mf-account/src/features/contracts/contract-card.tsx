import { Link } from '@fvc/shared/router';
import { CONTRACT_PLAN_NAMES } from '@fvc/shared/contracts/rules';
import type { ContractCard as Contract } from '@fvc/shared/contracts';
import { DownloadButton } from '../../lib/download-button';
import { formatLongDate, formatMxn, STANDING_LABELS } from '../../lib/format';

/** One contract at a glance: what it is, where it stands, what comes next, and what to do. */
export function ContractCard({ contract, latestStatementId }: { contract: Contract; latestStatementId?: string | undefined }) {
  const progress = contract.installmentsTotal ? Math.round((contract.installmentsPaid / contract.installmentsTotal) * 100) : 0;
  const titleId = `contrato-${contract.id}`;
  return (
    <article className={`contract-card contract-card--${contract.standing}`} aria-labelledby={titleId}>
      <header className="contract-card__header">
        <div>
          <p className="contract-card__plan">{CONTRACT_PLAN_NAMES[contract.plan]}</p>
          <h2 id={titleId} className="contract-card__vehicle">
            {contract.vehicle}
          </h2>
          <p className="contract-card__number">Contrato {contract.number}</p>
        </div>
        <span className={`status-badge status-badge--${contract.standing}`}>{STANDING_LABELS[contract.standing]}</span>
      </header>

      <dl className="contract-card__facts">
        <div>
          <dt>Saldo</dt>
          <dd>{formatMxn(contract.balance)}</dd>
        </div>
        {contract.nextPayment && (
          <div>
            <dt>Próximo pago</dt>
            <dd>
              {formatMxn(contract.nextPayment.amount)} <span className="contract-card__muted">el {formatLongDate(contract.nextPayment.dueDate)}</span>
            </dd>
          </div>
        )}
        {contract.standing === 'overdue' && (
          <div className="contract-card__overdue">
            <dt>Vencido</dt>
            <dd>
              {formatMxn(contract.overdueAmount)} · {contract.daysOverdue} {contract.daysOverdue === 1 ? 'día' : 'días'} de atraso
            </dd>
          </div>
        )}
        {contract.standing === 'settled' && contract.endDate && (
          <div>
            <dt>Último pago</dt>
            <dd>{formatLongDate(contract.endDate)}</dd>
          </div>
        )}
      </dl>

      <div className="contract-card__progress">
        <div className="progress" role="progressbar" aria-label="Avance del plazo" aria-valuemin={0} aria-valuemax={contract.installmentsTotal} aria-valuenow={contract.installmentsPaid} aria-valuetext={`${contract.installmentsPaid} de ${contract.installmentsTotal} pagos`}>
          <span style={{ width: `${progress}%` }} />
        </div>
        <p className="contract-card__muted">
          {contract.installmentsPaid} de {contract.installmentsTotal} pagos
        </p>
      </div>

      <div className="contract-card__actions">
        {contract.standing !== 'settled' && (
          <Link className="fvc-button" to={`/my-account/payment?contrato=${contract.id}`} aria-label={`Pagar el contrato ${contract.number}`}>
            Pagar
          </Link>
        )}
        <Link className="fvc-button fvc-button--secondary" to={`/my-account/balances?contrato=${contract.id}`} aria-label={`Ver movimientos del contrato ${contract.number}`}>
          Ver movimientos
        </Link>
        {latestStatementId && (
          <DownloadButton url={`/api/customers/statements/${latestStatementId}/pdf`} context={`más reciente del contrato ${contract.number}`}>
            Descargar estado de cuenta
          </DownloadButton>
        )}
        {contract.capitalContributionAllowed && (
          <Link className="fvc-button fvc-button--secondary" to={`/my-account/home?contrato=${contract.id}#aportacion-capital`} aria-label={`Simular aportación a capital del contrato ${contract.number}`}>
            Simular aportación a capital
          </Link>
        )}
        <Link className="contract-card__detail" to={`/my-account/contracts/${contract.id}`}>
          Ver detalle y tabla de pagos
        </Link>
      </div>
    </article>
  );
}

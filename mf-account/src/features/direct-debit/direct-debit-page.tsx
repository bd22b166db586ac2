import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FAILURE_RELOADS_PAGE, toApiError } from '@fvc/shared/api';
import type { ContractCard, DebitMandate } from '@fvc/shared/contracts';
import { Link, useSearchParams } from '@fvc/shared/router';
import { Button, EmptyState, ErrorState, FocusedStatus, LoadingState, PageHeading } from '@fvc/shared/ui';
import { contractsQuery } from '../../lib/contract-queries';
import { DownloadButton } from '../../lib/download-button';
import { formatLongDate, formatShortDay } from '../../lib/format';
import { mandatesQuery } from '../../lib/mandate-queries';
import { cancelMandate, mandatePdfUrl } from './direct-debit-requests';
import { MandateCodeStep } from './mandate-code-step';
import { MandateForm } from './mandate-form';

/** /my-account/direct-debit ("Domiciliación"): each contract's automatic payment, to enroll, see and cancel. */
export function DirectDebitPage() {
  const [params] = useSearchParams();
  const contracts = useQuery(contractsQuery);
  const mandates = useQuery(mandatesQuery);
  const [enrolling, setEnrolling] = useState<string | null>(params.get('contrato'));

  const heading = (
    <PageHeading title="Domiciliación">
      <p>Tus pagos se cargan solos a tu cuenta en cada vencimiento: sin comisión, y la cancelas cuando quieras.</p>
    </PageHeading>
  );
  if (contracts.isPending || mandates.isPending) {
    return (
      <section className="account-page">
        {heading}
        <LoadingState label="Cargando tus contratos…" />
      </section>
    );
  }
  if (contracts.isError || mandates.isError) {
    return (
      <section className="account-page">
        {heading}
        <ErrorState
          message={toApiError(contracts.error ?? mandates.error).message}
          onRetry={() => {
            void contracts.refetch();
            void mandates.refetch();
          }}
        />
      </section>
    );
  }
  const open = contracts.data.filter((contract) => contract.standing !== 'settled');
  const past = mandates.data.filter((mandate) => mandate.status === 'cancelled' && mandate.acceptedAt);
  return (
    <section className="account-page">
      {heading}
      {open.length === 0 && <EmptyState title="Nada que domiciliar" message="Tus contratos están liquidados." />}
      {open.map((contract) => (
        <ContractDebit
          key={contract.id}
          contract={contract}
          mandate={mandates.data.find((mandate) => mandate.contractId === contract.id && mandate.status !== 'cancelled') ?? null}
          enrolling={enrolling === contract.id}
          onEnroll={(value) => setEnrolling(value ? contract.id : null)}
        />
      ))}
      {past.length > 0 && (
        <section className="account-card" aria-labelledby="past-mandates-title">
          <h2 id="past-mandates-title">Domiciliaciones canceladas</h2>
          <ul className="account-list">
            {past.map((mandate) => (
              <li key={mandate.id} className="account-list__item">
                <div>
                  <strong>
                    {mandate.folio} · Contrato {mandate.contractNumber}
                  </strong>
                  <p className="account-list__meta">
                    {mandate.bankName} •••• {mandate.accountLast4} · cancelada el {formatShortDay(mandate.cancelledAt!)}
                    {mandate.cancelledBy === 'bank' ? ' porque el banco nos dijo que la cuenta ya no existe' : ''}
                  </p>
                </div>
                <DownloadButton url={mandatePdfUrl(mandate.id)} context={mandate.folio}>
                  PDF
                </DownloadButton>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="account-links">
        <Link to="/my-account/scheduled-payments">Pagos programados</Link>
        <Link to="/my-account/payment">Pagar ahora</Link>
      </p>
    </section>
  );
}

function ContractDebit({ contract, mandate, enrolling, onEnroll }: { contract: ContractCard; mandate: DebitMandate | null; enrolling: boolean; onEnroll: (value: boolean) => void }) {
  const queryClient = useQueryClient();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [accepted, setAccepted] = useState<DebitMandate | null>(null);
  const onAccepted = (mandate: DebitMandate) => {
    setAccepted(mandate);
    onEnroll(false);
    void queryClient.invalidateQueries({ queryKey: mandatesQuery.queryKey });
  };
  const cancel = useMutation({
    mutationFn: () => cancelMandate(mandate!.id),
    meta: FAILURE_RELOADS_PAGE,
    onSuccess: () => {
      setConfirmingCancel(false);
      void queryClient.invalidateQueries({ queryKey: mandatesQuery.queryKey });
    },
  });
  const titleId = `debit-${contract.id}`;
  return (
    <section className="account-card" aria-labelledby={titleId}>
      <h2 id={titleId}>
        Contrato {contract.number} · {contract.vehicle}
      </h2>
      {accepted && (
        <FocusedStatus as="p" className="account-form__notice">
          Listo: los pagos del contrato {contract.number} se cargarán a tu cuenta {accepted.bankName} terminada en {accepted.accountLast4}
          {contract.nextPayment ? `, desde el vencimiento del ${formatLongDate(contract.nextPayment.dueDate)}` : ''}. Te enviamos la autorización por correo.
        </FocusedStatus>
      )}
      {cancel.isSuccess && !mandate && (
        <p role="status" className="account-form__notice">
          Cancelaste la domiciliación: ya no enviaremos cargos a tu cuenta.
        </p>
      )}
      {mandate?.status === 'active' && (
        <>
          <p>
            <span className="status-badge status-badge--settled">Activa</span> Tus pagos se cargan a {mandate.bankName} •••• {mandate.accountLast4} (
            {mandate.holderName}), folio {mandate.folio}.
            {contract.nextPayment ? ` Siguiente cargo: el ${formatLongDate(contract.nextPayment.dueDate)}.` : ''}
          </p>
          {!confirmingCancel ? (
            <div className="account-list__actions">
              <DownloadButton url={mandatePdfUrl(mandate.id)} context={mandate.folio}>
                Descargar autorización
              </DownloadButton>
              <Button variant="secondary" onClick={() => setConfirmingCancel(true)}>
                Cancelar domiciliación
              </Button>
            </div>
          ) : (
            <div role="group" aria-labelledby={`${titleId}-cancel`} className="account-form account-form--inline">
              <p id={`${titleId}-cancel`}>¿Cancelar la domiciliación? Los cargos que aún no enviamos a tu banco ya no se harán; tus pagos quedarán pendientes.</p>
              <div className="account-form__actions">
                <Button pending={cancel.isPending} onClick={() => cancel.mutate()}>
                  {cancel.isPending ? 'Cancelando…' : 'Sí, cancelar'}
                </Button>
                <Button variant="secondary" onClick={() => setConfirmingCancel(false)}>
                  No
                </Button>
              </div>
              {cancel.isError && (
                <p role="alert" className="account-form__error">
                  {toApiError(cancel.error).message}
                </p>
              )}
            </div>
          )}
        </>
      )}
      {mandate?.status === 'pending' && !enrolling && (
        <>
          <p>
            <span className="status-badge status-badge--current">Por confirmar</span> Falta el código que enviamos a tu correo para domiciliar a{' '}
            {mandate.bankName} •••• {mandate.accountLast4}.
          </p>
          <MandateCodeStep sent={{ mandate, codeSentTo: 'tu correo', codeExpiresAt: mandate.createdAt }} onAccepted={onAccepted} />
        </>
      )}
      {!mandate && !enrolling && !accepted && (
        <>
          <p>Sin domiciliar: pagas con tarjeta o por transferencia.</p>
          <div>
            <Button onClick={() => onEnroll(true)}>Domiciliar este contrato</Button>
          </div>
        </>
      )}
      {enrolling && mandate?.status !== 'active' && <MandateForm contract={contract} onAccepted={onAccepted} onCancel={() => onEnroll(false)} />}
    </section>
  );
}

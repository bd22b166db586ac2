import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from '@fvc/shared/router';
import { companyQuery, http, toApiError } from '@fvc/shared/api';
import type { PaymentResult } from '@fvc/shared/contracts';
import { groupedClabe, PAYMENT_VIEW_TOKEN_PATTERN, UUID_PATTERN } from '@fvc/shared/contracts/rules';
import { selectCustomer, useAppStore } from '@fvc/shared/session';
import { ErrorState, LoadingState, PageHeading } from '@fvc/shared/ui';
import { DownloadButton } from '../../lib/download-button';
import { formatMexicoCityDateTime, formatMxn } from '../../lib/format';

const PAYMENT_ID = new RegExp(UUID_PATTERN);
const VIEW_TOKEN = new RegExp(PAYMENT_VIEW_TOKEN_PATTERN);
const POLL_MS = 3000;
const POLL_FOR_MS = 3 * 60_000;

async function getPaymentResult(payment: string, token: string): Promise<PaymentResult> {
  return (await http.get<PaymentResult>('/api/payments/result', { params: { pago: payment, t: token } })).data;
}

/**
 * /paymentok.html (docs/product.md §2): where the bank sends the customer back. It shows only what the API
 * verified: approved with authorization and folio, declined with the bank's message, or pending
 * while the bank's notification has not arrived (it keeps asking for a few minutes).
 */
export function PaymentReturnPage() {
  const [params] = useSearchParams();
  // The bank may return the customer to a browser whose session ended: the receipt (behind the
  // session) is offered only to a signed-in customer; the e-mail carries it anyway.
  const signedIn = Boolean(useAppStore(selectCustomer));
  const payment = params.get('pago') ?? '';
  const token = params.get('t') ?? '';
  const valid = PAYMENT_ID.test(payment) && VIEW_TOKEN.test(token);
  const [startedAt] = useState(() => Date.now());
  const result = useQuery({
    queryKey: ['payment-result', payment],
    queryFn: () => getPaymentResult(payment, token),
    enabled: valid,
    refetchInterval: (query) => (query.state.data?.status === 'pending' && Date.now() - startedAt < POLL_FOR_MS ? POLL_MS : false),
  });

  if (!valid) {
    return (
      <section className="account-page">
        <PageHeading title="No pudimos confirmar tu pago" />
        <p role="alert" className="account-form__error">
          La respuesta del banco no se pudo verificar. Si se hizo un cargo, lo confirmaremos con el banco y lo verás en tus pagos; no pagues de nuevo
          sin revisar.
        </p>
        <Link className="fvc-button" to="/my-account/payment">
          Ver mis pagos
        </Link>
      </section>
    );
  }
  if (result.isPending) return <LoadingState label="Confirmando tu pago con el banco…" />;
  if (result.isError) {
    const error = toApiError(result.error);
    // A link that shows no payment (passed its day, or not ours): trying again cannot help; the
    // customer's own list of payments, behind the session, says what happened.
    if (error.status === 404 || error.status === 410) {
      return (
        <section className="account-page">
          <PageHeading title="Este enlace ya no muestra el pago" />
          <p>{error.message}</p>
          <Link className="fvc-button" to="/my-account/payment">
            Ver mis pagos
          </Link>
        </section>
      );
    }
    return <ErrorState title="No pudimos consultar tu pago" message={error.message} onRetry={() => void result.refetch()} headingLevel={1} />;
  }
  const data = result.data;
  if (data.status === 'approved') {
    return (
      <section className="account-page">
        <PageHeading title="Pago aprobado">
          <p role="status">Tu pago de {formatMxn(data.amount)} al contrato {data.contractNumber} se aplicó a tu saldo. Te enviamos el recibo por correo.</p>
        </PageHeading>
        <dl className="account-facts account-card">
          <dt>Autorización</dt>
          <dd>{data.authorization}</dd>
          <dt>Folio</dt>
          <dd>{data.folio}</dd>
          <dt>Monto</dt>
          <dd>{formatMxn(data.amount)}</dd>
          {data.decidedAt && (
            <>
              <dt>Fecha y hora</dt>
              <dd>{formatMexicoCityDateTime(data.decidedAt)} (hora de la Ciudad de México)</dd>
            </>
          )}
        </dl>
        {signedIn && (
          <div>
            <DownloadButton url={`/api/customers/payments/${payment}/receipt`} context={data.folio}>
              Descargar recibo
            </DownloadButton>
          </div>
        )}
        <p className="account-links">
          <Link to="/my-account/home">Ir a mi cuenta</Link>
          <Link to={`/my-account/balances?contrato=${data.contractId}`}>Ver mis movimientos</Link>
        </p>
      </section>
    );
  }
  if (data.status === 'pending') {
    return (
      <section className="account-page">
        <PageHeading title="Estamos confirmando tu pago">
          <p role="status">El banco aún no nos confirma el pago {data.folio}. Esta página se actualiza sola; también te avisaremos por correo.</p>
        </PageHeading>
        <LoadingState label="Esperando la confirmación del banco…" />
      </section>
    );
  }
  return (
    <section className="account-page">
      <PageHeading title={data.status === 'declined' ? 'Pago rechazado' : 'El pago no se completó'}>
        <p role="alert">
          {data.status === 'declined' ? `El banco rechazó el pago: ${data.bankMessage ?? 'sin detalle'}.` : 'El pago no se completó en el banco.'} No se hizo
          ningún cargo y tu saldo no cambió.
        </p>
      </PageHeading>
      <p className="account-links">
        <Link className="fvc-button" to={`/my-account/payment?contrato=${data.contractId}`}>
          Intentar de nuevo
        </Link>
        <Link to="/my-account/home">Ir a mi cuenta</Link>
      </p>
      <OtherWaysAfterDecline result={data} />
    </section>
  );
}

/** A card the bank refused is not the end: the contract's own SPEI reference, direct debit, and a person to call. */
function OtherWaysAfterDecline({ result }: { result: PaymentResult }) {
  const company = useQuery(companyQuery);
  return (
    <section className="account-card" aria-labelledby="other-ways-after-decline">
      <h2 id="other-ways-after-decline">Otras formas de pagar</h2>
      <dl className="account-facts">
        <dt>Transferencia SPEI</dt>
        <dd>
          A la CLABE de referencia del contrato {result.contractNumber}: <strong className="clabe">{groupedClabe(result.speiReference)}</strong>. Se aplica
          sola en cuanto el banco nos avisa.
        </dd>
        <dt>Domiciliación</dt>
        <dd>
          <Link to={`/my-account/direct-debit?contrato=${result.contractId}`}>Domicilia tus pagos</Link>: se cargan solos a tu cuenta en cada vencimiento.
        </dd>
        {company.data?.phone && (
          <>
            <dt>Atención a clientes</dt>
            <dd>
              <a href={`tel:${company.data.phone.replace(/[^\d+]/g, '')}`}>{company.data.phone}</a>
              {` · ${company.data.hours.weekdays}`}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

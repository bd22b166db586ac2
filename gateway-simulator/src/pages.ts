import type { PaymentRequest } from './protocol';

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font-family:system-ui,sans-serif;background:#eef1f4;color:#1d2731;line-height:1.5}
  main{max-width:440px;margin:0 auto;padding:24px 16px}header{background:#3a2e7a;color:#fff;padding:16px}header strong{font-size:1.1rem}
  .card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 4px 16px rgba(0,0,0,.08)}
  label{display:block;font-weight:600;margin:12px 0 4px}input{width:100%;font-size:16px;padding:10px 12px;min-height:44px;border:1px solid #6b7785;border-radius:8px}
  button{width:100%;margin-top:16px;min-height:48px;font-size:1rem;font-weight:700;border:0;border-radius:8px;background:#3a2e7a;color:#fff;cursor:pointer}
  .amount{font-size:1.8rem;font-weight:800}.muted{color:#4d5b68;font-size:.9rem}.error{color:#b3261e;font-weight:600}
  table{width:100%;border-collapse:collapse;font-size:.85rem;margin-top:16px}td{padding:4px 0;border-bottom:1px solid #dde3e8}`;

// An empty icon (`data:,`): without one the browser asks for /favicon.ico, a 404 in the console of
// every payment (and in the payment e2e's list of page errors, depending on timing).
function page(title: string, body: string): string {
  return `<!doctype html><html lang="es-MX"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${escape(title)}</title><style>${STYLE}</style></head><body><header><strong>Banco Simulado · Pago seguro</strong></header><main>${body}</main></body></html>`;
}

const money = (amount: string) => new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(Number(amount));

export function cardForm(request: PaymentRequest, error?: string): string {
  return page(
    'Pago con tarjeta',
    `<div class="card">
      <h1>Pago con tarjeta</h1>
      <p class="muted">${escape(request.mp_concept)} · Referencia ${escape(request.mp_reference)}</p>
      <p class="amount">${money(request.mp_amount)} ${escape(request.mp_currency)}</p>
      ${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
      <form method="post" action="/pagar/confirmar">
        <input type="hidden" name="mp_order" value="${escape(request.mp_order)}">
        <label for="name">Nombre en la tarjeta</label><input id="name" name="name" autocomplete="cc-name" value="${escape(request.mp_customername)}" required>
        <label for="card">Número de tarjeta</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required>
        <label for="expiry">Vencimiento (MM/AA)</label><input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="12/29" required>
        <label for="cvv">Código de seguridad</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required>
        <button type="submit">Pagar ${money(request.mp_amount)}</button>
      </form>
      <table aria-label="Tarjetas de prueba"><tbody>
        <tr><td>4111 1111 1111 1111</td><td>Aprobada</td></tr>
        <tr><td>4000 0000 0000 0002</td><td>Rechazada</td></tr>
        <tr><td>4000 0000 0000 0119</td><td>Sin respuesta al navegador</td></tr>
        <tr><td>4000 0000 0000 0127</td><td>Firma alterada</td></tr>
      </tbody></table>
    </div>`,
  );
}

/** Sends the browser back to the merchant by form POST, as hosted payment pages do. */
export function returnPage(target: string, answer: Record<string, string>): string {
  const fields = Object.entries(answer)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  return page(
    'Regresando al comercio',
    `<div class="card"><p>Regresando al comercio…</p>
      <form id="return" method="post" action="${escape(target)}">${fields}<button type="submit">Continuar</button></form>
      <script>document.getElementById('return').submit();</script></div>`,
  );
}

const TEST_CARDS = `<table aria-label="Tarjetas de prueba"><tbody>
        <tr><td>4111 1111 1111 1111</td><td>Aprobada</td></tr>
        <tr><td>4000 0000 0000 0002</td><td>Rechazada</td></tr>
      </tbody></table>`;

/** The bank keeps a card for a payment the merchant will charge on a later date. */
export function cardTokenForm(request: { order: string; reference: string; returnUrl: string; concept: string }, error?: string): string {
  return page(
    'Guardar tarjeta',
    `<div class="card">
      <h1>Guardar tarjeta para un pago programado</h1>
      <p class="muted">${escape(request.concept)} · Referencia ${escape(request.reference)}</p>
      <p>No se cobra nada ahora: el banco guarda tu tarjeta y el comercio la cargará en la fecha que elegiste.</p>
      ${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
      <form method="post" action="/tarjeta/confirmar">
        <input type="hidden" name="mp_order" value="${escape(request.order)}">
        <input type="hidden" name="mp_reference" value="${escape(request.reference)}">
        <input type="hidden" name="mp_urlreturn" value="${escape(request.returnUrl)}">
        <input type="hidden" name="mp_concept" value="${escape(request.concept)}">
        <label for="name">Nombre en la tarjeta</label><input id="name" name="name" autocomplete="cc-name" required>
        <label for="card">Número de tarjeta</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required>
        <label for="expiry">Vencimiento (MM/AA)</label><input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="12/29" required>
        <label for="cvv">Código de seguridad</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required>
        <button type="submit">Guardar tarjeta</button>
      </form>
      ${TEST_CARDS}
    </div>`,
  );
}

/** The bank's teller: sends a SPEI transfer to a CLABE, as another bank's customer would. */
export function speiForm(sent?: { tracking: string; status: string }, error?: string): string {
  return page(
    'Transferencia SPEI',
    `<div class="card">
      <h1>Enviar una transferencia SPEI</h1>
      <p class="muted">Simula la transferencia de un cliente desde su banco a la CLABE de referencia de su contrato.</p>
      ${sent ? `<p role="status">Transferencia enviada. Clave de rastreo <strong>${escape(sent.tracking)}</strong> (${escape(sent.status)}).</p>` : ''}
      ${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
      <form method="post" action="/spei">
        <label for="clabe">CLABE de destino</label><input id="clabe" name="clabe" inputmode="numeric" required>
        <label for="amount">Monto (pesos)</label><input id="amount" name="amount" inputmode="decimal" placeholder="1500.00" required>
        <label for="payer">Nombre del ordenante</label><input id="payer" name="payer" required>
        <label for="concept">Concepto</label><input id="concept" name="concept" value="Pago">
        <button type="submit">Enviar transferencia</button>
      </form>
    </div>`,
  );
}

export function waitingPage(): string {
  return page('Procesando', '<div class="card"><h1>Procesando tu pago…</h1><p class="muted">El banco aún no responde. Puedes cerrar esta ventana: el comercio recibirá el resultado.</p></div>');
}

export function errorPage(message: string): string {
  return page('No se pudo procesar', `<div class="card"><h1>No se pudo procesar el pago</h1><p class="error">${escape(message)}</p></div>`);
}

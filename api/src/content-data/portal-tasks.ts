/**
 * What a customer comes to do, found by the site's search in the words they use (issue #69:
 * "liquidar" found one news item, "domiciliación" and "CAT" nothing, "pagar" ranked a plan first).
 * Each task leads to the page that does it; a page of the customer area asks to sign in first
 * and then opens. `words` are what people type for it, beside the title.
 */
export interface PortalTask {
  title: string;
  summary: string;
  url: string;
  words: string;
}

export const PORTAL_TASKS: readonly PortalTask[] = [
  {
    title: 'Pagar con tarjeta',
    summary: 'Paga tu mensualidad, un monto a tu elección o lo vencido desde tu portal de clientes.',
    url: '/my-account/payment',
    words: 'pagar pago pagos mensualidad renta abonar tarjeta débito crédito vencido',
  },
  {
    title: 'Pagar por transferencia SPEI',
    summary: 'Cada contrato tiene su CLABE de referencia: tu pago se aplica solo, el mismo día hábil.',
    url: '/my-account/payment',
    words: 'pagar pago transferencia spei clabe banco depósito referencia',
  },
  {
    title: 'Domiciliar mis pagos',
    summary: 'Tu mensualidad se carga a tu cuenta en su fecha de pago; la cancelas cuando quieras.',
    url: '/my-account/direct-debit',
    words: 'domiciliar domiciliación cargo automático recurrente cuenta clabe pagar',
  },
  {
    title: 'Programar un pago',
    summary: 'Elige el día y el monto; te avisamos antes de cargarlo.',
    url: '/my-account/scheduled-payments',
    words: 'programar pago fecha futuro agendar pagar',
  },
  {
    title: 'Liquidar mi contrato o adelantar pagos',
    summary: 'Simula una aportación a capital o el monto para liquidar hoy, y descarga tu carta de liquidación.',
    url: '/my-account/home#aportacion-capital',
    words: 'liquidar liquidación finiquito saldar adelantar aportación capital prepago anticipado pagar todo',
  },
  {
    title: 'Saldos y movimientos',
    summary: 'Lo que debes hoy, lo vencido y cada cargo y abono de tus contratos.',
    url: '/my-account/balances',
    words: 'saldo saldos movimientos adeudo deuda cuánto debo',
  },
  {
    title: 'Estados de cuenta y facturas',
    summary: 'Descarga tus estados de cuenta y tus facturas (PDF y XML).',
    url: '/my-account/bills',
    words: 'estado cuenta factura facturas cfdi xml pdf comprobante recibo',
  },
  {
    title: 'Solicitar una factura',
    summary: 'Pide la factura de una compra hecha con tu financiamiento; tus datos fiscales ya vienen llenos.',
    url: '/my-account/billing',
    words: 'factura solicitar facturación cfdi régimen fiscal uso',
  },
  {
    title: 'Calcular mi financiamiento (tasa y CAT)',
    summary: 'Elige tu unidad, enganche y plazo: ve tu mensualidad, la tasa y el Costo Anual Total.',
    url: '/calculadora',
    words: 'cat costo anual total tasa interés mensualidad cotizar cotización simulador calcular',
  },
];

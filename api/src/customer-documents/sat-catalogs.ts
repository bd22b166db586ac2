import { CFDI_USES as SHARED_CFDI_USES, TAX_REGIMES as SHARED_TAX_REGIMES } from '@fvc/shared/contracts/rules';

// Descriptions of the SAT catalogue keys a financing company's invoices use, so the printed CFDI
// reads "03 - Transferencia electrónica de fondos" instead of a bare code. These are the SAT's
// own texts (Anexo 20); a key missing here prints as the key alone rather than failing.

const PAYMENT_FORMS: Readonly<Record<string, string>> = {
  '01': 'Efectivo',
  '02': 'Cheque nominativo',
  '03': 'Transferencia electrónica de fondos',
  '04': 'Tarjeta de crédito',
  '28': 'Tarjeta de débito',
  '99': 'Por definir',
};

const PAYMENT_METHODS: Readonly<Record<string, string>> = {
  PUE: 'Pago en una sola exhibición',
  PPD: 'Pago en parcialidades o diferido',
};

// The uses and regimes a customer chooses from are the contracts' (one source for the invoice
// request's form and API); "CP01 Pagos" is the company's own, for its payment receipts.
const CFDI_USES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(SHARED_CFDI_USES.map((entry) => [entry.key, entry.text])),
  G02: 'Devoluciones, descuentos o bonificaciones',
  CP01: 'Pagos',
};

const TAX_REGIMES: Readonly<Record<string, string>> = Object.fromEntries(SHARED_TAX_REGIMES.map((entry) => [entry.key, entry.text]));

const describe = (catalogue: Readonly<Record<string, string>>) => (key: string) => {
  const text = Object.hasOwn(catalogue, key) ? catalogue[key] : undefined;
  return text ? `${key} - ${text}` : key;
};

export const paymentFormLabel = describe(PAYMENT_FORMS);
export const paymentMethodLabel = describe(PAYMENT_METHODS);
export const cfdiUseLabel = describe(CFDI_USES);
export const taxRegimeLabel = describe(TAX_REGIMES);

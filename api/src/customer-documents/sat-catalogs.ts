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

const CFDI_USES: Readonly<Record<string, string>> = {
  G01: 'Adquisición de mercancías',
  G02: 'Devoluciones, descuentos o bonificaciones',
  G03: 'Gastos en general',
  I03: 'Equipo de transporte',
  I08: 'Otra maquinaria y equipo',
  S01: 'Sin efectos fiscales',
  CP01: 'Pagos',
};

const TAX_REGIMES: Readonly<Record<string, string>> = {
  '601': 'General de Ley Personas Morales',
  '603': 'Personas Morales con Fines no Lucrativos',
  '605': 'Sueldos y Salarios e Ingresos Asimilados a Salarios',
  '606': 'Arrendamiento',
  '612': 'Personas Físicas con Actividades Empresariales y Profesionales',
  '616': 'Sin obligaciones fiscales',
  '621': 'Incorporación Fiscal',
  '626': 'Régimen Simplificado de Confianza',
};

const describe = (catalogue: Readonly<Record<string, string>>) => (key: string) => {
  const text = Object.hasOwn(catalogue, key) ? catalogue[key] : undefined;
  return text ? `${key} - ${text}` : key;
};

export const paymentFormLabel = describe(PAYMENT_FORMS);
export const paymentMethodLabel = describe(PAYMENT_METHODS);
export const cfdiUseLabel = describe(CFDI_USES);
export const taxRegimeLabel = describe(TAX_REGIMES);

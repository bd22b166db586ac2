import { CUSTOMER_AREA_LIMITS, isValidRfc, normalizeRfc } from '@fvc/shared/contracts';
import { isCfdiUse, isTaxRegime } from '@fvc/shared/contracts/rules';

export interface InvoiceRequestFields {
  date: string;
  name: string;
  contractId: string;
  customerId: string | undefined;
  rfc: string;
  /** CFDI 4.0: the receiver's régimen fiscal and the invoice's use, keys of the SAT's catalogues. */
  taxRegime: string;
  cfdiUse: string;
  street: string;
  neighborhood: string;
  city: string;
  zipcode: string;
  stateId: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Text a person can type: no control characters (NUL, CR/LF in one-line fields), no lone surrogates. */
const PLAIN_TEXT = /^[^\p{Cc}\p{Cs}]*$/u;

/**
 * docs/product.md §3 billing form, as it arrives in the multipart body (every value a string). Returns the
 * typed fields, or the Spanish message of each field that is wrong.
 */
export function readInvoiceRequestFields(raw: Record<string, string>, today: string): { fields: InvoiceRequestFields } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const text = (key: string, label: string, max: number) => {
    const value = (raw[key] ?? '').trim();
    if (!value) errors[key] = `Escribe ${label}.`;
    else if (value.length > max) errors[key] = `Usa como máximo ${max} caracteres.`;
    else if (!PLAIN_TEXT.test(value)) errors[key] = 'Tiene caracteres no permitidos.';
    return value;
  };

  const date = (raw.date ?? '').trim();
  const oldest = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  if (!ISO_DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) {
    errors.date = 'Escribe la fecha de la compra.';
  } else if (date > today) errors.date = 'La fecha de la compra no puede ser futura.';
  else if (date < oldest) errors.date = 'Solo podemos facturar compras del último año.';

  const name = text('name', 'el nombre o razón social', CUSTOMER_AREA_LIMITS.name);
  const rfc = normalizeRfc(raw.rfc ?? '');
  if (!isValidRfc(rfc)) errors.rfc = 'Escribe un RFC válido: 12 caracteres (persona moral) o 13 (persona física), con fecha real y homoclave.';
  const taxRegime = (raw.tax_regime ?? '').trim();
  if (!isTaxRegime(taxRegime)) errors.tax_regime = 'Elige tu régimen fiscal.';
  const cfdiUse = (raw.cfdi_use ?? '').trim();
  if (!isCfdiUse(cfdiUse)) errors.cfdi_use = 'Elige el uso del CFDI.';
  const street = text('street', 'la calle y el número', CUSTOMER_AREA_LIMITS.street);
  const neighborhood = text('neighborhood', 'la colonia', CUSTOMER_AREA_LIMITS.neighborhood);
  const city = text('city', 'la ciudad o municipio', CUSTOMER_AREA_LIMITS.city);
  const zipcode = (raw.zipcode ?? '').trim();
  if (!/^\d{5}$/.test(zipcode)) errors.zipcode = 'Escribe un código postal de 5 dígitos.';
  const stateId = Number(raw.state);
  if (!Number.isInteger(stateId) || stateId < 1 || stateId > 32) errors.state = 'Elige el estado.';
  const contractId = (raw.contract_id ?? '').trim();
  if (!UUID.test(contractId)) errors.contract_id = 'Elige el contrato.';
  const customerId = raw.customer_id?.trim() || undefined;
  if (customerId !== undefined && !UUID.test(customerId)) errors.customer_id = 'El cliente no es válido.';

  if (Object.keys(errors).length > 0) return { errors };
  return { fields: { date, name, contractId, customerId, rfc, taxRegime, cfdiUse, street, neighborhood, city, zipcode, stateId } };
}

/** What the request's SAT XML says about itself (`readSatXml`). */
export interface SatXmlFacts {
  uuid: string | null;
  rfcReceptor: string | null;
}

/**
 * docs/product.md §9: the invoice is issued in the credit holder's name and cannot be in another person's.
 * The RFC to invoice is the holder's, and the SAT XML is a stamped CFDI (it has the SAT's UUID)
 * made out to that RFC. The messages name the holder's RFC: it is the customer's own.
 */
export function holderProblems(holderRfc: string, rfc: string, sat: SatXmlFacts): Record<string, string> {
  const problems: Record<string, string> = {};
  if (rfc !== holderRfc) problems.rfc = `La factura se emite a nombre del titular del crédito: usa el RFC ${holderRfc}.`;
  if (!sat.uuid) problems.sat = 'El XML no está timbrado: le falta el folio fiscal (UUID) del SAT. Sube el XML que recibiste con la factura.';
  else if (!sat.rfcReceptor || normalizeRfc(sat.rfcReceptor) !== holderRfc) {
    problems.sat = `El CFDI está a nombre de ${sat.rfcReceptor ? `otro RFC (${sat.rfcReceptor})` : 'nadie: no tiene receptor'}; debe estar a nombre del titular del crédito (${holderRfc}).`;
  }
  return problems;
}

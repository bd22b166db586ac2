import { createHash } from 'node:crypto';
import { sumCents, type Cents } from '@fvc/shared/finance';
import type { CfdiData } from './document-types';

// CFDI 4.0 (Anexo 20 of the SAT) for an income invoice with 16 % IVA transferred on every line.
//
// The timbre (Sello, Certificado, SelloSAT, RfcProvCertif) is FICTITIOUS DEMO DATA: no private key
// signs anything and no PAC stamps it. The values are SHA-256 digests (base64) of the same strings
// the real ones sign, so they are stable for the same invoice and change when any value changes,
// which keeps downloads reproducible and tests exact. Real stamping replaces `fictitiousCfdiSeals`.

const CFDI_NAMESPACE = 'http://www.sat.gob.mx/cfd/4';
const XSI_NAMESPACE = 'http://www.w3.org/2001/XMLSchema-instance';
const CFDI_SCHEMA_LOCATION = `${CFDI_NAMESPACE} http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd`;
const TFD_NAMESPACE = 'http://www.sat.gob.mx/TimbreFiscalDigital';
const TFD_SCHEMA_LOCATION = `${TFD_NAMESPACE} http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd`;
const IVA_TRANSFER = { Impuesto: '002', TipoFactor: 'Tasa', TasaOCuota: '0.160000' } as const;
// The RFC the SAT itself stamps with (its free invoicing service): the demo has no PAC of its own.
const DEMO_PAC_RFC = 'SAT970701NN3';

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The data cannot make a valid CFDI (the SAT would reject it): a bug upstream, not user input. */
export class CfdiDataError extends Error {
  override name = 'CfdiDataError';
}

interface XmlElement {
  name: string;
  attributes: ReadonlyArray<readonly [string, string]>;
  children?: readonly XmlElement[];
}

/** Pesos with two decimals from integer cents, the form every CFDI amount takes: 123456 → "1234.56". */
function cfdiAmount(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new CfdiDataError(`Importe en centavos no entero: ${cents}`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

// Cantidad allows up to six decimals; plain digits, never exponent notation.
function cfdiQuantity(quantity: number): string {
  if (!Number.isFinite(quantity) || quantity <= 0) throw new CfdiDataError(`Cantidad inválida: ${quantity}`);
  const text = quantity.toFixed(6).replace(/\.?0+$/, '');
  if (text === '0') throw new CfdiDataError(`Cantidad inválida: ${quantity}`);
  return text;
}

const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  // As references, so the parser's attribute-value normalisation does not turn them into spaces.
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};

/**
 * An attribute value ready to sit between double quotes. Characters XML 1.0 cannot carry at all,
 * not even as references (C0 controls other than tab/LF/CR, lone surrogates, U+FFFE/U+FFFF), are
 * dropped, as are C1 controls: they never mean anything in a name or description and would make
 * the SAT reject the document.
 */
function escapeXmlAttribute(value: string): string {
  return value
    .replace(/(?![\t\n\r])\p{Cc}|\p{Cs}|[\uFFFE\uFFFF]/gu, '')
    .replace(/[&<>"'\t\n\r]/g, (char) => ATTRIBUTE_ESCAPES[char] ?? char);
}

function serialize(element: XmlElement, depth = 0): string {
  const indent = '  '.repeat(depth);
  const attributes = element.attributes.map(([name, value]) => ` ${name}="${escapeXmlAttribute(value)}"`).join('');
  const children = element.children ?? [];
  if (children.length === 0) return `${indent}<${element.name}${attributes}/>`;
  return [`${indent}<${element.name}${attributes}>`, ...children.map((child) => serialize(child, depth + 1)), `${indent}</${element.name}>`].join('\n');
}

// The attribute values in document order joined by pipes, whitespace collapsed: the shape of the
// SAT's "cadena original", which is what a real Sello signs.
function originalString(elements: readonly XmlElement[]): string {
  const values: string[] = [];
  const visit = (element: XmlElement) => {
    for (const [name, value] of element.attributes) {
      if (!name.startsWith('xmlns') && !name.startsWith('xsi:')) values.push(value.replace(/\s+/g, ' ').trim());
    }
    element.children?.forEach(visit);
  };
  elements.forEach(visit);
  return `||${values.join('|')}||`;
}

const fictitiousDigest = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

function checkConsistency(data: CfdiData): void {
  if (data.concepts.length === 0) throw new CfdiDataError('Un CFDI necesita al menos un concepto');
  if (!LOCAL_DATE_TIME.test(data.issuedAt)) throw new CfdiDataError(`Fecha de emisión sin la forma AAAA-MM-DDThh:mm:ss: ${data.issuedAt}`);
  if (!LOCAL_DATE_TIME.test(data.stampedAt)) throw new CfdiDataError(`Fecha de timbrado sin la forma AAAA-MM-DDThh:mm:ss: ${data.stampedAt}`);
  if (!UUID.test(data.uuid)) throw new CfdiDataError(`Folio fiscal (UUID) inválido: ${data.uuid}`);
  const subtotal = sumCents(data.concepts.map((concept) => concept.amount));
  const iva = sumCents(data.concepts.map((concept) => concept.iva));
  if (subtotal !== data.subtotal) throw new CfdiDataError(`El subtotal (${data.subtotal}) no es la suma de los conceptos (${subtotal})`);
  if (iva !== data.iva) throw new CfdiDataError(`El IVA (${data.iva}) no es la suma del IVA de los conceptos (${iva})`);
  if (data.total !== data.subtotal + data.iva) throw new CfdiDataError(`El total (${data.total}) no es subtotal + IVA (${data.subtotal + data.iva})`);
}

function issuerAndReceiver(data: CfdiData): XmlElement[] {
  return [
    {
      name: 'cfdi:Emisor',
      attributes: [['Rfc', data.company.rfc], ['Nombre', data.company.legalName], ['RegimenFiscal', data.company.taxRegime]],
    },
    {
      name: 'cfdi:Receptor',
      attributes: [
        ['Rfc', data.customer.rfc],
        ['Nombre', data.customer.name],
        ['DomicilioFiscalReceptor', data.customer.fiscalZip],
        ['RegimenFiscalReceptor', data.customer.taxRegime],
        ['UsoCFDI', data.usoCfdi],
      ],
    },
  ];
}

function concepts(data: CfdiData): XmlElement {
  return {
    name: 'cfdi:Conceptos',
    attributes: [],
    children: data.concepts.map((concept) => ({
      name: 'cfdi:Concepto',
      attributes: [
        ['ClaveProdServ', concept.productKey],
        ['Cantidad', cfdiQuantity(concept.quantity)],
        ['ClaveUnidad', concept.unitKey],
        ['Descripcion', concept.description],
        ['ValorUnitario', cfdiAmount(concept.unitValue)],
        ['Importe', cfdiAmount(concept.amount)],
        ['ObjetoImp', '02'],
      ],
      children: [ivaTransfers(concept.amount, concept.iva)],
    })),
  };
}

function ivaTransfers(base: Cents, iva: Cents): XmlElement {
  return {
    name: 'cfdi:Impuestos',
    attributes: [],
    children: [
      {
        name: 'cfdi:Traslados',
        attributes: [],
        children: [{ name: 'cfdi:Traslado', attributes: [['Base', cfdiAmount(base)], ...Object.entries(IVA_TRANSFER), ['Importe', cfdiAmount(iva)]] }],
      },
    ],
  };
}

function documentTaxes(data: CfdiData): XmlElement {
  const transfers = ivaTransfers(data.subtotal, data.iva);
  return { ...transfers, attributes: [['TotalImpuestosTrasladados', cfdiAmount(data.iva)]] };
}

// Sello and Certificado go in only once known: the cadena original they are computed from leaves
// them out, as the SAT's does.
function headerAttributes(data: CfdiData, seals?: Pick<CfdiSeals, 'sello' | 'certificado'>): Array<readonly [string, string]> {
  return [
    ['Version', '4.0'],
    // Serie and Folio are optional in CFDI 4.0 but may not be empty when present.
    ...(data.serie ? [['Serie', data.serie] as const] : []),
    ...(data.folio ? [['Folio', data.folio] as const] : []),
    ['Fecha', data.issuedAt],
    ...(seals ? [['Sello', seals.sello] as const] : []),
    ['FormaPago', data.paymentForm],
    ['NoCertificado', data.certificateNumber],
    ...(seals ? [['Certificado', seals.certificado] as const] : []),
    ['SubTotal', cfdiAmount(data.subtotal)],
    ['Moneda', 'MXN'],
    ['Total', cfdiAmount(data.total)],
    ['TipoDeComprobante', 'I'],
    ['Exportacion', '01'],
    ['MetodoPago', data.paymentMethod],
    ['LugarExpedicion', data.company.fiscalZip],
  ];
}

export interface CfdiSeals {
  sello: string;
  certificado: string;
  selloSat: string;
  pacRfc: string;
  /** "Cadena original del complemento de certificación digital del SAT", printed on the PDF. */
  stampOriginalString: string;
}

/** The fictitious timbre of an invoice (see the note at the top of this file). */
export function fictitiousCfdiSeals(data: CfdiData): CfdiSeals {
  checkConsistency(data);
  const signed = [
    { name: 'cfdi:Comprobante', attributes: headerAttributes(data) },
    ...issuerAndReceiver(data),
    concepts(data),
    documentTaxes(data),
  ];
  const sello = fictitiousDigest(originalString(signed));
  const certificado = fictitiousDigest(`certificado|${data.certificateNumber}|${data.company.rfc}`);
  const stampOriginalString = `||1.1|${data.uuid}|${data.stampedAt}|${DEMO_PAC_RFC}|${sello}|${data.satCertificateNumber}||`;
  return { sello, certificado, selloSat: fictitiousDigest(stampOriginalString), pacRfc: DEMO_PAC_RFC, stampOriginalString };
}

/** The invoice as a CFDI 4.0 XML document (UTF-8), stamped with the fictitious timbre. */
export function buildCfdiXml(data: CfdiData): string {
  const seals = fictitiousCfdiSeals(data);
  const comprobante: XmlElement = {
    name: 'cfdi:Comprobante',
    attributes: [
      ['xmlns:cfdi', CFDI_NAMESPACE],
      ['xmlns:xsi', XSI_NAMESPACE],
      ['xsi:schemaLocation', CFDI_SCHEMA_LOCATION],
      ...headerAttributes(data, seals),
    ],
    children: [
      ...issuerAndReceiver(data),
      concepts(data),
      documentTaxes(data),
      {
        name: 'cfdi:Complemento',
        attributes: [],
        children: [
          {
            name: 'tfd:TimbreFiscalDigital',
            attributes: [
              ['xmlns:tfd', TFD_NAMESPACE],
              ['xsi:schemaLocation', TFD_SCHEMA_LOCATION],
              ['Version', '1.1'],
              ['UUID', data.uuid],
              ['FechaTimbrado', data.stampedAt],
              ['RfcProvCertif', seals.pacRfc],
              ['SelloCFD', seals.sello],
              ['NoCertificadoSAT', data.satCertificateNumber],
              ['SelloSAT', seals.selloSat],
            ],
          },
        ],
      },
    ],
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serialize(comprobante)}\n`;
}

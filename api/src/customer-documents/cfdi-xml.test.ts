import assert from 'node:assert/strict';
import { test } from 'node:test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { CfdiDataError, buildCfdiXml } from './cfdi-xml';
import { sampleCfdi, sampleCustomer } from './testing/sample-documents';

type Element = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

// A real parser with entity decoding on: what an accounting system reading the file would see.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  parseTagValue: false,
  isArray: (name) => name === 'cfdi:Concepto' || name === 'cfdi:Traslado',
});

function parse(xml: string) {
  assert.equal(XMLValidator.validate(xml), true);
  const document = parser.parse(xml) as Record<string, Element>;
  const comprobante = document['cfdi:Comprobante'];
  assert.ok(comprobante, 'el elemento raíz es cfdi:Comprobante');
  const child = (element: Element, name: string) => element[name] as Element;
  const transfers = (element: Element) => child(child(element, 'cfdi:Impuestos'), 'cfdi:Traslados')['cfdi:Traslado'] as Element[];
  const concepts = child(comprobante, 'cfdi:Conceptos')['cfdi:Concepto'] as Element[];
  return {
    comprobante,
    emisor: child(comprobante, 'cfdi:Emisor'),
    receptor: child(comprobante, 'cfdi:Receptor'),
    concepts,
    conceptTransfers: concepts.map((concept) => transfers(concept)),
    taxes: child(comprobante, 'cfdi:Impuestos'),
    documentTransfers: transfers(comprobante),
    stamp: child(child(comprobante, 'cfdi:Complemento'), 'tfd:TimbreFiscalDigital'),
  };
}

const cents = (amount: unknown) => {
  assert.match(text(amount), /^\d+\.\d{2}$/, 'importe con dos decimales');
  return Math.round(Number(amount) * 100);
};

// XML 1.0, production AttValue: anything but <, & and the quote, or a reference.
const ATT_VALUE = /^(?:[^<&"]|&(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)*$/i;

test('CFDI 4.0 XML', async (t) => {
  await t.test('a real parser reads it back: SAT structure, namespaces and every value round-trips', () => {
    const data = sampleCfdi();
    const xml = buildCfdiXml(data);
    assert.ok(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<cfdi:Comprobante '));
    const { comprobante, emisor, receptor, concepts, conceptTransfers, stamp } = parse(xml);

    assert.equal(comprobante['xmlns:cfdi'], 'http://www.sat.gob.mx/cfd/4');
    assert.equal(comprobante['xmlns:xsi'], 'http://www.w3.org/2001/XMLSchema-instance');
    assert.match(text(comprobante['xsi:schemaLocation']), /^http:\/\/www\.sat\.gob\.mx\/cfd\/4 \S+\/cfdv40\.xsd$/);
    assert.deepEqual(
      Object.fromEntries(['Version', 'Serie', 'Folio', 'Fecha', 'FormaPago', 'NoCertificado', 'SubTotal', 'Moneda', 'Total', 'TipoDeComprobante', 'Exportacion', 'MetodoPago', 'LugarExpedicion'].map((name) => [name, comprobante[name]])),
      {
        Version: '4.0', Serie: 'A', Folio: '1024', Fecha: '2026-11-05T10:15:00', FormaPago: '03', NoCertificado: data.certificateNumber,
        SubTotal: '45750.50', Moneda: 'MXN', Total: '53070.58', TipoDeComprobante: 'I', Exportacion: '01', MetodoPago: 'PUE', LugarExpedicion: '76000',
      },
    );
    assert.deepEqual({ ...emisor }, { Rfc: 'FVC9601011A2', Nombre: data.company.legalName, RegimenFiscal: '601' });
    assert.deepEqual({ ...receptor }, { Rfc: 'TAH050315QH2', Nombre: sampleCustomer.name, DomicilioFiscalReceptor: '37000', RegimenFiscalReceptor: '601', UsoCFDI: 'G03' });

    assert.equal(concepts.length, 2);
    assert.deepEqual(
      { ...concepts[1], 'cfdi:Impuestos': undefined },
      { ClaveProdServ: '84101700', Cantidad: '1', ClaveUnidad: 'E48', Descripcion: "Seguro del vehículo (mes 12) — O'Higgins", ValorUnitario: '3250.50', Importe: '3250.50', ObjetoImp: '02', 'cfdi:Impuestos': undefined },
    );
    assert.deepEqual({ ...conceptTransfers[1]?.[0] }, { Base: '3250.50', Impuesto: '002', TipoFactor: 'Tasa', TasaOCuota: '0.160000', Importe: '520.08' });

    assert.equal(stamp['xmlns:tfd'], 'http://www.sat.gob.mx/TimbreFiscalDigital');
    assert.equal(stamp.Version, '1.1');
    assert.equal(stamp.UUID, data.uuid);
    assert.equal(stamp.FechaTimbrado, '2026-11-05T10:15:42');
    assert.equal(stamp.NoCertificadoSAT, data.satCertificateNumber);
    assert.match(text(stamp.RfcProvCertif), /^[A-Z&Ñ]{3}\d{6}[A-Z\d]{3}$/);
    // Fictitious seals: base64 SHA-256, and the timbre seals the same Sello the invoice carries.
    for (const seal of [comprobante.Sello, comprobante.Certificado, stamp.SelloSAT]) assert.match(text(seal), /^[A-Za-z\d+/]{43}=$/);
    assert.equal(stamp.SelloCFD, comprobante.Sello);
  });

  await t.test('escapes every attribute: quotes, ampersand, angle brackets, apostrophe, line breaks; drops what XML cannot carry', () => {
    const name = 'Transportes "El Águila" & Hijos <S.A.>';
    const xml = buildCfdiXml(
      sampleCfdi({
        customer: { ...sampleCustomer, name },
        concepts: [{ ...sampleCfdi().concepts[0]!, description: "Renta\tde 'octubre'\nlínea 2\u0001\u0007\u000b fin\ud800" }, sampleCfdi().concepts[1]!],
      }),
    );
    assert.ok(!xml.includes(name));
    assert.ok(xml.includes('Nombre="Transportes &quot;El Águila&quot; &amp; Hijos &lt;S.A.&gt;"'));
    assert.ok(xml.includes('Descripcion="Renta&#9;de &apos;octubre&apos;&#10;línea 2 fin"'));
    // eslint-disable-next-line no-control-regex -- looking for the control characters that must be gone
    assert.doesNotMatch(xml, /[\u0000-\u0008\u000b\u000c\u000e-\u001f]|\ud800/);
    const values = [...xml.matchAll(/\s[\w:]+="([^"]*)"/g)].map((match) => match[1] ?? '');
    assert.ok(values.length > 40);
    for (const value of values) assert.match(value, ATT_VALUE);
    assert.equal(parse(xml).receptor.Nombre, name);
  });

  await t.test('totals equal the sum of the concepts, line by line and for the document', () => {
    const { comprobante, concepts, conceptTransfers, taxes, documentTransfers } = parse(buildCfdiXml(sampleCfdi()));
    const subtotal = concepts.reduce((sum, concept) => sum + cents(concept.Importe), 0);
    const iva = conceptTransfers.flat().reduce((sum, transfer) => sum + cents(transfer.Importe), 0);
    assert.equal(cents(comprobante.SubTotal), subtotal);
    assert.equal(cents(taxes.TotalImpuestosTrasladados), iva);
    assert.equal(documentTransfers.length, 1);
    assert.equal(cents(documentTransfers[0]?.Base), subtotal);
    assert.equal(cents(documentTransfers[0]?.Importe), iva);
    assert.equal(cents(comprobante.Total), subtotal + iva);
    concepts.forEach((concept, index) => assert.equal(conceptTransfers[index]?.[0]?.Base, concept.Importe));
  });

  await t.test('data that cannot make a valid CFDI is refused instead of written', () => {
    const data = sampleCfdi();
    assert.throws(() => buildCfdiXml({ ...data, total: data.total + 1 }), CfdiDataError);
    assert.throws(() => buildCfdiXml({ ...data, subtotal: data.subtotal - 1, total: data.total - 1 }), CfdiDataError);
    assert.throws(() => buildCfdiXml({ ...data, iva: data.iva + 1, total: data.total + 1 }), CfdiDataError);
    assert.throws(() => buildCfdiXml({ ...data, concepts: [], subtotal: 0, iva: 0, total: 0 }), CfdiDataError);
    assert.throws(() => buildCfdiXml({ ...data, issuedAt: '2026-11-05T10:15:00Z' }), CfdiDataError);
    assert.throws(() => buildCfdiXml({ ...data, uuid: 'no-es-uuid' }), CfdiDataError);
    const fractional = { ...data.concepts[0]!, amount: 4_250_000.5 };
    assert.throws(() => buildCfdiXml({ ...data, concepts: [fractional, data.concepts[1]!], subtotal: data.subtotal + 0.5, total: data.total + 0.5 }), CfdiDataError);
  });

  await t.test('the fictitious seals are stable for the same invoice and change with any value', () => {
    const data = sampleCfdi();
    assert.equal(buildCfdiXml(data), buildCfdiXml(sampleCfdi()));
    const seal = (xml: string) => parse(xml).comprobante.Sello;
    assert.notEqual(seal(buildCfdiXml({ ...data, folio: '1025' })), seal(buildCfdiXml(data)));
    assert.notEqual(seal(buildCfdiXml({ ...data, customer: { ...data.customer, rfc: 'XAXX010101000' } })), seal(buildCfdiXml(data)));
  });

  await t.test('quantities keep up to six decimals, never exponent notation', () => {
    const concept = { ...sampleCfdi().concepts[0]!, quantity: 2.5, unitValue: 1_700_000, amount: 4_250_000 };
    const { concepts } = parse(buildCfdiXml(sampleCfdi({ concepts: [concept, sampleCfdi().concepts[1]!] })));
    assert.equal(concepts[0]?.Cantidad, '2.5');
    assert.equal(concepts[0]?.ValorUnitario, '17000.00');
  });
});

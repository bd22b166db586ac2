import assert from 'node:assert/strict';
import { test } from 'node:test';
import PDFDocument from 'pdfkit';
import { buildCfdiXml } from '../customer-documents/cfdi-xml';
import { sampleCfdi } from '../customer-documents/testing/sample-documents';
import { MAX_SAT_XML_BYTES, isPdf, readSatXml } from './file-checks';

function realPdf(): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.text('Comprobante de pago').end();
  return done;
}

const utf8 = (text: string) => Buffer.from(text, 'utf8');
const cfdiXml = () => buildCfdiXml(sampleCfdi());

const CFDI_33 = `<?xml version="1.0" encoding="utf-8"?>
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/3" xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="3.3" Total="1160.00">
  <cfdi:Emisor Rfc="A&amp;C010101AB1" Nombre="Comercial A&amp;C"/>
  <cfdi:Receptor Rfc="LOMM850101AB1" Nombre="Mariana López"/>
  <cfdi:Complemento><tfd:TimbreFiscalDigital Version="1.1" UUID="AAAAAAAA-BBBB-4CCC-8DDD-EEEEEEEEEEEE"/></cfdi:Complemento>
  <!-- addenda de un proveedor: AT&T -->
  <cfdi:Addenda><nota><![CDATA[Entrega en bodega 3 & 4]]></nota></cfdi:Addenda>
</cfdi:Comprobante>`;

function assertRefused(result: ReturnType<typeof readSatXml>, reason: RegExp) {
  assert.equal(result.ok, false, 'debió rechazarse');
  if (!result.ok) assert.match(result.reason, reason);
}

test('isPdf', async (t) => {
  await t.test('a real PDF passes', async () => {
    assert.equal(isPdf(await realPdf()), true);
  });

  await t.test('a text file, an empty file, a truncated PDF and a PDF behind leading bytes do not', async () => {
    const pdf = await realPdf();
    assert.equal(isPdf(utf8('Hola, este es un archivo de texto.\n')), false);
    assert.equal(isPdf(Buffer.alloc(0)), false);
    assert.equal(isPdf(pdf.subarray(0, Math.floor(pdf.length / 2))), false);
    assert.equal(isPdf(Buffer.concat([utf8('\n'), pdf])), false);
    assert.equal(isPdf(utf8(cfdiXml())), false);
  });

  await t.test('%%EOF followed by trailing line ends still counts', async () => {
    assert.equal(isPdf(Buffer.concat([await realPdf(), utf8('\r\n\r\n')])), true);
  });
});

test('readSatXml', async (t) => {
  await t.test('a CFDI 4.0 passes and its UUID, issuer and receiver RFCs and total are read', () => {
    const data = sampleCfdi();
    assert.deepEqual(readSatXml(utf8(buildCfdiXml(data))), {
      ok: true,
      rootName: 'cfdi:Comprobante',
      uuid: data.uuid,
      rfcEmisor: data.company.rfc,
      rfcReceptor: data.customer.rfc,
      total: '53070.58',
    });
  });

  await t.test('a CFDI 3.3 with a BOM, escaped values, a comment and CDATA passes', () => {
    const result = readSatXml(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8(CFDI_33)]));
    assert.deepEqual(result, { ok: true, rootName: 'cfdi:Comprobante', uuid: 'AAAAAAAA-BBBB-4CCC-8DDD-EEEEEEEEEEEE', rfcEmisor: 'A&C010101AB1', rfcReceptor: 'LOMM850101AB1', total: '1160.00' });
  });

  await t.test('a CFDI without timbre passes with a null UUID', () => {
    const unstamped = cfdiXml().replace(/<cfdi:Complemento>[\s\S]*<\/cfdi:Complemento>/, '');
    const result = readSatXml(utf8(unstamped));
    assert.equal(result.ok && result.uuid, null);
  });

  await t.test('a PDF renamed .xml fails, saying it is a PDF', async () => {
    assertRefused(readSatXml(await realPdf()), /es un PDF/);
  });

  await t.test('external entities (XXE) fail before any parsing', () => {
    const xxe = `<?xml version="1.0"?>\n<!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Total="&xxe;"/>`;
    assertRefused(readSatXml(utf8(xxe)), /DOCTYPE o ENTITY/);
    // Any spelling or place: lower case, inside a comment, a lone ENTITY without DOCTYPE.
    assertRefused(readSatXml(utf8(`<!doctype x>${cfdiXml().replace(/^<\?xml[^>]*>/, '')}`)), /DOCTYPE o ENTITY/);
    assertRefused(readSatXml(utf8(cfdiXml().replace('<cfdi:Emisor', '<!-- <!DOCTYPE x> --><cfdi:Emisor'))), /DOCTYPE o ENTITY/);
    assertRefused(readSatXml(utf8(cfdiXml().replace('<cfdi:Emisor', '<!ENTITY a "b"><cfdi:Emisor'))), /DOCTYPE o ENTITY/);
  });

  await t.test('a billion-laughs DTD fails, and fast', () => {
    const entities = Array.from({ length: 9 }, (_, index) => `<!ENTITY lol${index + 1} "${`&lol${index};`.repeat(10)}">`).join('\n');
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE lolz [\n<!ENTITY lol0 "lol">\n${entities}\n]>\n<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4">&lol9;</cfdi:Comprobante>`;
    const started = performance.now();
    assertRefused(readSatXml(utf8(bomb)), /DOCTYPE o ENTITY/);
    assert.ok(performance.now() - started < 200, 'sin expansión de entidades');
  });

  await t.test('malformed XML fails', () => {
    const xml = cfdiXml();
    for (const broken of [
      xml.slice(0, Math.floor(xml.length / 2)),
      xml.replace('</cfdi:Conceptos>', ''),
      xml.replace('Serie="A"', 'Serie="A" Serie="B"'),
      xml.replace('Folio="1024"', 'Folio="&folio;"'),
      `${xml}<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4"/>`,
      '<cfdi:Comprobante',
      '   ',
    ]) {
      assertRefused(readSatXml(utf8(broken)), /dañado o incompleto/);
    }
  });

  await t.test('an XML whose root is not a CFDI fails', () => {
    for (const other of [
      '<?xml version="1.0" encoding="UTF-8"?><factura total="100.00"/>',
      '<retenciones:Retenciones xmlns:retenciones="http://www.sat.gob.mx/esquemas/retencionpago/2" Version="2.0"/>',
      '<cfdi:Comprobante xmlns:cfdi="http://example.com/no-es-el-sat" Version="4.0"/>',
      '<Comprobante xmlns="http://www.sat.gob.mx/cfd/4" Version="4.0"/>',
      '<cfdi:Emisor xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Rfc="FVC9601011A2"/>',
    ]) {
      assertRefused(readSatXml(utf8(other)), /no es un CFDI/);
    }
  });

  await t.test('files that are not UTF-8 text fail: Latin-1, UTF-16, binary, another declared encoding', () => {
    assertRefused(readSatXml(Buffer.from(cfdiXml(), 'latin1')), /UTF-8/);
    assertRefused(readSatXml(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(cfdiXml(), 'utf16le')])), /UTF-8/);
    assertRefused(readSatXml(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00])), /UTF-8/); // a ZIP
    assertRefused(readSatXml(utf8(cfdiXml().replace('encoding="UTF-8"', 'encoding="ISO-8859-1"'))), /UTF-8/);
  });

  await t.test('files over 2 MiB fail without being read, even if well formed', () => {
    const padding = ' '.repeat(MAX_SAT_XML_BYTES);
    assertRefused(readSatXml(utf8(cfdiXml().replace('</cfdi:Comprobante>', `${padding}</cfdi:Comprobante>`))), /2 MB/);
    assertRefused(readSatXml(Buffer.alloc(0)), /vacío/);
  });
});

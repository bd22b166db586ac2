import assert from 'node:assert/strict';
import { test } from 'node:test';
import { XMLParser } from 'fast-xml-parser';
import { CfdiDataError, buildCfdiXml } from './cfdi-xml';
import { renderInvoicePdf } from './invoice-pdf';
import { joinFragments, pdfPageTexts } from './testing/pdf-text';
import { sampleCfdi, sampleCompany, sampleCustomer } from './testing/sample-documents';

test('factura (representación impresa del CFDI) en PDF', async (t) => {
  await t.test('issuer, receiver, folio, UUID, dates, concepts, totals, payment, certificates and the legal phrase', async () => {
    const data = sampleCfdi();
    const pdf = await renderInvoicePdf(data);
    assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
    const pages = pdfPageTexts(pdf);
    assert.equal(pages.length, 1);
    const text = joinFragments(pages[0]!);
    for (const expected of [
      sampleCompany.name,
      sampleCompany.legalName,
      sampleCompany.rfc,
      '601 - General de Ley Personas Morales',
      'C.P. 76000',
      sampleCustomer.rfc,
      'C.P. 37000',
      'G03 - Gastos en general',
      'A-1024',
      data.uuid,
      '05/11/2026 10:15:00',
      '05/11/2026 10:15:42',
      'I - Ingreso',
      'Renta mensual 12 de 48',
      "Seguro del vehículo (mes 12) — O'Higgins",
      '84101700',
      'E48',
      '$42,500.00',
      '$520.08',
      'Subtotal',
      '$45,750.50',
      'IVA trasladado 16 %',
      '$7,320.08',
      'Total',
      '$53,070.58',
      '03 - Transferencia electrónica de fondos',
      'PUE - Pago en una sola exhibición',
      'MXN - Peso mexicano',
      'FVC-2023-000456',
      data.certificateNumber,
      data.satCertificateNumber,
      'Este documento es una representación impresa de un CFDI',
      sampleCustomer.name,
      'Página 1 de 1',
    ]) {
      assert.ok(text.includes(expected), `falta “${expected}” en:\n${text}`);
    }
  });

  await t.test('prints the same seals as the XML of the same invoice', async () => {
    const data = sampleCfdi();
    const comprobante = (new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(buildCfdiXml(data)) as Record<string, Record<string, string>>)['cfdi:Comprobante']!;
    const text = joinFragments(pdfPageTexts(await renderInvoicePdf(data))[0]!);
    assert.ok(text.includes(`Sello digital del CFDI\n${comprobante.Sello}`));
  });

  await t.test('many concepts continue on a second page with the column header again', async () => {
    const concept = { productKey: '84101700', unitKey: 'E48', description: 'Interés ordinario del periodo', quantity: 1, unitValue: 10_000, amount: 10_000, iva: 1_600 };
    const concepts = Array.from({ length: 60 }, () => concept);
    const pages = pdfPageTexts(await renderInvoicePdf(sampleCfdi({ concepts, subtotal: 600_000, iva: 96_000, total: 696_000 })));
    assert.ok(pages.length > 1);
    for (const text of pages.filter((page) => page.includes('Interés ordinario del periodo'))) assert.ok(text.includes('Descripción'));
    assert.ok(pages.every((text, index) => text.includes(`Página ${index + 1} de ${pages.length}`)));
  });

  await t.test('refuses data whose totals do not add up, like the XML', async () => {
    await assert.rejects(renderInvoicePdf({ ...sampleCfdi(), total: 1 }), CfdiDataError);
  });
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderPolicyPdf } from './policy-pdf';
import { joinFragments, pdfPageTexts } from './testing/pdf-text';
import { sampleCompany, samplePolicy } from './testing/sample-documents';

test('certificado de seguro (carátula) en PDF', async (t) => {
  await t.test('one page with insurer, policy, coverage, vigencia tied to the contract, vehicle, premium and customer', async () => {
    const pdf = await renderPolicyPdf(samplePolicy());
    assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
    const pages = pdfPageTexts(pdf);
    assert.equal(pages.length, 1);
    const text = pages[0]!;
    for (const expected of [
      sampleCompany.name,
      'Certificado de seguro',
      'Seguros Horizonte',
      'POL-7788-2023',
      'Del 01/11/2023 al 31/10/2027',
      'La vigencia de la póliza coincide con la del contrato de financiamiento FVC-2023-000456.',
      'Tractocamión Cumbre T800 2024, serie 3AKJHHDR5PSNA1234',
      '$184,500.00',
      'TAH050315QH2',
      'Persona moral',
      sampleCompany.phone,
      'Página 1 de 1',
    ]) {
      assert.ok(text.includes(expected), `falta “${expected}” en ${JSON.stringify(text)}`);
    }
    assert.ok(joinFragments(text).includes(samplePolicy().coverage));
  });

  await t.test('stays on one page however long the texts from the data are', async () => {
    const long = 'Cobertura amplia con asistencia en carretera, '.repeat(40);
    const pages = pdfPageTexts(await renderPolicyPdf(samplePolicy({ coverage: long, vehicle: long, insurer: 'Aseguradora '.repeat(30) })));
    assert.equal(pages.length, 1);
    assert.ok(pages[0]!.some((fragment) => fragment.endsWith('…')), 'lo recortado termina en puntos suspensivos');
  });
});

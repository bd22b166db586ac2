import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderStatementPdf } from './statement-pdf';
import { pdfPageTexts } from './testing/pdf-text';
import { sampleCompany, sampleCustomer, sampleMovements, sampleStatement } from './testing/sample-documents';

const COLUMN_HEADER = ['Fecha', 'Concepto', 'Referencia', 'Cargo', 'Abono', 'Saldo'];

/** Where the movements' column header starts on a page, or -1. */
function columnHeaderAt(fragments: readonly string[]): number {
  return fragments.findIndex((_, start) => COLUMN_HEADER.every((title, offset) => fragments[start + offset] === title));
}

test('estado de cuenta en PDF', async (t) => {
  await t.test('one page with the customer, contract, period, summary, movements, legends and contact', async () => {
    const pdf = await renderStatementPdf(sampleStatement());
    assert.ok(Buffer.isBuffer(pdf));
    assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
    const pages = pdfPageTexts(pdf);
    assert.equal(pages.length, 1);
    const text = pages[0]!;
    for (const expected of [
      sampleCompany.name,
      sampleCompany.legalName,
      'Estado de cuenta',
      'Periodo: 1 al 31 de octubre de 2026',
      sampleCustomer.name,
      'TAH050315QH2',
      'Persona moral',
      '601 - General de Ley Personas Morales',
      'FVC-2023-000456',
      'Tractocamión Cumbre T800 2024',
      'Crédito simple',
      '18.50 %',
      '48 meses',
      '01/11/2023 al 31/10/2027',
      'Saldo anterior',
      '$1,500,000.00',
      'Cargos del periodo',
      'Abonos del periodo',
      'Saldo al cierre',
      'Monto vencido',
      '$0.00',
      'Próximo pago',
      '$49,300.00',
      'Fecha límite: 10/11/2026',
      '01/10/2026',
      'REF-0001',
      '$123.45',
      'Incumplir tus obligaciones te puede generar comisiones e intereses moratorios.',
      sampleCompany.phone,
      sampleCompany.email,
      sampleCompany.hours,
      // Whom to turn to, as on the quote and the payoff letter (issue #69).
      'Unidad Especializada de Atención a Usuarios (UNE)',
      '800 555 0199',
      'une@financieravial.example',
      '55 5340 0999 · www.condusef.gob.mx',
      'www.buro.gob.mx',
      'Página 1 de 1',
    ]) {
      assert.ok(text.includes(expected), `falta “${expected}” en ${JSON.stringify(text)}`);
    }
    // generatedAt is an instant: 04:30 UTC on 1 November is still 31 October in Mexico City.
    assert.ok(text.some((fragment) => fragment.includes('Emitido: 31/10/2026 22:30')));
    assert.ok(columnHeaderAt(text) >= 0);
  });

  await t.test('120 movements run over several pages: header, page number and column header on each', async () => {
    const movements = sampleMovements(120);
    const pages = pdfPageTexts(await renderStatementPdf(sampleStatement({ movements })));
    assert.ok(pages.length > 1, `${pages.length} página(s)`);

    const seen: string[] = [];
    pages.forEach((text, index) => {
      assert.ok(text.includes(sampleCompany.name) && text.includes(sampleCompany.legalName), `encabezado en la página ${index + 1}`);
      assert.ok(text.includes(`Página ${index + 1} de ${pages.length}`));
      const references = text.filter((fragment) => /^REF-\d{4}$/.test(fragment));
      seen.push(...references);
      if (references.length > 0) {
        const header = columnHeaderAt(text);
        assert.ok(header >= 0, `encabezado de columnas en la página ${index + 1}`);
        assert.ok(header < text.indexOf(references[0]!), 'el encabezado va antes de la primera fila');
      }
    });
    // Every movement is printed exactly once, in order, none lost at a page break.
    assert.deepEqual(seen, movements.map((movement) => movement.reference));
    assert.ok(pages.slice(0, -1).every((text) => text.some((fragment) => /^REF-/.test(fragment))), 'no hay páginas vacías en medio');
  });

  await t.test('a month without movements says so and prints no empty table', async () => {
    const pages = pdfPageTexts(await renderStatementPdf(sampleStatement({ movements: [], charges: 0, credits: 0, closingBalance: 150_000_000 })));
    assert.equal(pages.length, 1);
    assert.ok(pages[0]!.includes('Sin movimientos en el periodo'));
    assert.equal(columnHeaderAt(pages[0]!), -1);
  });

  await t.test('an overdue amount and a contract with nothing left to pay', async () => {
    const [text] = pdfPageTexts(await renderStatementPdf(sampleStatement({ overdueAmount: 1_234_567, nextPayment: null })));
    assert.ok(text!.includes('$12,345.67'));
    assert.ok(text!.includes('Sin pagos pendientes'));
    assert.ok(!text!.some((fragment) => fragment.startsWith('Fecha límite')));
  });

  await t.test('a period that crosses months names both', async () => {
    const [text] = pdfPageTexts(await renderStatementPdf(sampleStatement({ period: { from: '2026-12-15', to: '2027-01-14' } })));
    assert.ok(text!.includes('Periodo: 15 de diciembre de 2026 al 14 de enero de 2027'));
  });
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { passwordProblem } from './password-policy';

// As siteWords reads them from the demo company and its brands (tested through the routes too).
const SITE = new Set(['financiera', 'financieravial', 'financieravialdelcentro', 'vialdelcentro', 'centro', 'cumbre', 'atlas']);

test('refuses what a guesser tries first against this site: its company, brands, products, seasons and the year', () => {
  for (const password of ['financieravial', 'FinancieraVial2026', 'Verano2026', 'Mexico2026!', 'México 2026', '¡Diciembre2026!', '2026Camiones', 'Cumbre2026!!', 'Password2026']) {
    assert.ok(passwordProblem(password, [], SITE), `“${password}” debería rechazarse`);
  }
});

test('takes a phrase, even one that mentions the site', () => {
  for (const password of ['mi camión rojo de 2019', 'Verano en Querétaro 2026', 'financiera-vial-es-lenta?', 'caballo correcto batería grapa']) {
    assert.equal(passwordProblem(password, [], SITE), null, `“${password}” debería aceptarse`);
  }
});

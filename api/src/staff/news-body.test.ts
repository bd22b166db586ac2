import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sanitizeNewsBody } from './news-body';

test('a news body keeps what an editor writes and nothing that runs', () => {
  assert.equal(sanitizeNewsBody('<p>Hola <strong>flotillas</strong></p><ul><li>Uno</li></ul>'), '<p>Hola <strong>flotillas</strong></p><ul><li>Uno</li></ul>');
  assert.equal(sanitizeNewsBody('<p onclick="x()">Texto</p><script>alert(1)</script><style>p{}</style>'), '<p>Texto</p>');
  assert.equal(sanitizeNewsBody('<img src=x onerror=alert(1)><iframe src="https://x"></iframe><p>Sí</p>'), '<p>Sí</p>');
  assert.equal(sanitizeNewsBody('<a href="javascript:alert(1)">mal</a>'), 'mal');
  assert.equal(sanitizeNewsBody('<a href="//otro.example">otro</a>'), 'otro');
  assert.equal(sanitizeNewsBody('<a href="/calculadora" target="_top">cotiza</a>'), '<a href="/calculadora">cotiza</a>');
  assert.equal(sanitizeNewsBody('<a href="https://sat.gob.mx">SAT</a>'), '<a href="https://sat.gob.mx" rel="noopener noreferrer" target="_blank">SAT</a>');
  assert.equal(sanitizeNewsBody('<p style="color:red" class="x">Color</p>'), '<p>Color</p>');
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatDate, formatInstant, formatLocalDateTime, formatPeriod } from './document-dates';

test('fechas de los documentos (es-MX)', async (t) => {
  await t.test('calendar dates print as written, whatever the time part or the server time zone', () => {
    assert.equal(formatDate('2026-10-31'), '31/10/2026');
    assert.equal(formatDate('2026-10-01T00:00:00.000Z'), '01/10/2026');
    assert.equal(formatLocalDateTime('2026-11-05T10:15:42'), '05/11/2026 10:15:42');
    assert.throws(() => formatDate('31/10/2026'), RangeError);
    assert.throws(() => formatDate('2026-13-01'), RangeError);
  });

  await t.test('instants show Mexico City wall-clock time (UTC-6 all year since 2022)', () => {
    assert.equal(formatInstant('2026-11-01T04:30:00Z'), '31/10/2026 22:30');
    assert.equal(formatInstant('2026-07-01T18:00:00Z'), '01/07/2026 12:00');
  });

  await t.test('periods: one month, across months, across years', () => {
    assert.equal(formatPeriod('2026-10-01', '2026-10-31'), '1 al 31 de octubre de 2026');
    assert.equal(formatPeriod('2026-09-15', '2026-10-14'), '15 de septiembre al 14 de octubre de 2026');
    assert.equal(formatPeriod('2026-12-15', '2027-01-14'), '15 de diciembre de 2026 al 14 de enero de 2027');
  });
});

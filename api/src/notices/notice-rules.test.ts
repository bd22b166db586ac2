import assert from 'node:assert/strict';
import { test } from 'node:test';
import { noticeSendableAt } from './notice-rules';

// Mexico City is UTC-6 all year: 14:00Z is 8:00 there, 03:00Z is 21:00 the day before.
test('a notice goes at once in the day, and waits for 8:00 in Mexico City during the quiet hours', () => {
  const midday = new Date('2026-12-15T18:30:00Z'); // 12:30
  assert.equal(noticeSendableAt(midday).toISOString(), midday.toISOString());
  assert.equal(noticeSendableAt(new Date('2026-12-15T14:00:00Z')).toISOString(), '2026-12-15T14:00:00.000Z'); // 8:00 sharp
  assert.equal(noticeSendableAt(new Date('2026-12-16T02:59:00Z')).toISOString(), '2026-12-16T02:59:00.000Z'); // 20:59
  assert.equal(noticeSendableAt(new Date('2026-12-16T03:00:00Z')).toISOString(), '2026-12-16T14:00:00.000Z'); // 21:00 → 8:00
  assert.equal(noticeSendableAt(new Date('2026-12-16T08:45:00Z')).toISOString(), '2026-12-16T14:00:00.000Z'); // 2:45 → 8:00
  assert.equal(noticeSendableAt(new Date('2026-12-16T13:59:59Z')).toISOString(), '2026-12-16T14:00:00.000Z'); // 7:59 → 8:00
});

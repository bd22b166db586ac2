import { isAllowedNumericKey } from './numeric-key-filter';

const key = (k: string, shiftKey = false) => ({ key: k, shiftKey, ctrlKey: false, metaKey: false });

describe('numeric-key filter (SPEC §5)', () => {
  it('allows digits and the editing keys', () => {
    for (const k of ['0', '5', '9', 'Backspace', 'Delete', 'Tab', 'ArrowLeft', 'ArrowRight']) expect(isAllowedNumericKey(key(k))).toBe(true);
  });
  it('blocks letters, signs, other arrows and shifted keys', () => {
    for (const k of ['a', 'e', '-', '+', '.', 'ArrowUp', ' ']) expect(isAllowedNumericKey(key(k))).toBe(false);
    expect(isAllowedNumericKey(key('5', true))).toBe(false);
  });
});

import type { KeyboardEvent } from 'react';

const ALLOWED_KEYS = new Set(['Backspace', 'Delete', 'Tab', 'ArrowLeft', 'ArrowRight']);

/**
 * SPEC §5 numeric-key filter: only digits (main row or numpad), backspace, delete, tab and
 * left/right arrows; shifted keys are blocked. Shortcuts with Ctrl/Meta (copy, paste) pass.
 */
export function isAllowedNumericKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey'>): boolean {
  if (event.ctrlKey || event.metaKey) return true;
  if (event.shiftKey) return false;
  return /^[0-9]$/.test(event.key) || ALLOWED_KEYS.has(event.key);
}

export function numericKeyFilter(event: KeyboardEvent<HTMLInputElement>): void {
  if (!isAllowedNumericKey(event)) event.preventDefault();
}

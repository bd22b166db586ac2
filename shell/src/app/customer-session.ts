import { appStore } from '@fvc/shared/session';

let restoring: Promise<boolean> | null = null;

/**
 * The session of a customer page opened in a new tab, which has it only in the refresh cookie:
 * asked once per page load, by the shell's start-up, and awaited by the header,
 * which keeps the customer menu's place until it is known. A restore the customer area
 * starts while this one is in flight joins its request (the store's one refresh at a time).
 */
export function restoreCustomerSession(): Promise<boolean> {
  restoring ??= appStore.getState().restoreSession();
  return restoring;
}

/** For tests: forget this page load's restore. */
export function forgetCustomerSessionRestore(): void {
  restoring = null;
}

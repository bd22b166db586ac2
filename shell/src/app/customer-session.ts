import { appStore } from '@fvc/shared/session';

/** A page the customer area owns: shown to a signed-in customer, or it sends the visitor to /acceso. */
export function isCustomerPage(pathname: string): boolean {
  return pathname === '/my-account' || pathname.startsWith('/my-account/');
}

let restoring: Promise<boolean> | null = null;

/**
 * The session of a customer page opened in a new tab, which has it only in the refresh cookie:
 * asked once per page load, by the shell's start-up (beside the remote's download) and awaited by
 * the header, which keeps the customer menu's place until it is known. A restore the customer area
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

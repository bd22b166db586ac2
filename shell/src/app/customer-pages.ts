/**
 * A page the customer area owns: shown to a signed-in customer, or it sends the visitor to /acceso.
 * A module of its own, with no imports: the shell's first script reads it before any shared module
 * has loaded (src/index.ts).
 */
export function isCustomerPage(pathname: string): boolean {
  return pathname === '/my-account' || pathname.startsWith('/my-account/');
}

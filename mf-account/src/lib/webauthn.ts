import type { WebAuthnOptions } from '@fvc/shared/contracts';

/** The browser can create and use passkeys (WebAuthn). */
export function supportsPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** What the customer did (cancelled, timed out) is not an error to alarm them with. */
export function isPasskeyCancelled(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'NotAllowedError' || name === 'AbortError';
}

// The WebAuthn helper loads only when a passkey is used.
const loadWebAuthn = () => import('@simplewebauthn/browser');

export async function getPasskeyAssertion(options: WebAuthnOptions['options']) {
  const { startAuthentication } = await loadWebAuthn();
  return startAuthentication({ optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
}

export async function createPasskey(options: WebAuthnOptions['options']) {
  const { startRegistration } = await loadWebAuthn();
  return startRegistration({ optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'] });
}

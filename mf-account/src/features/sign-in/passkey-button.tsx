import { useState } from 'react';
import { toApiError } from '@fvc/shared/api';
import type { PasskeySignInRequest, SessionResponse } from '@fvc/shared/contracts';
import { Button } from '@fvc/shared/ui';
import { getPasskeyAssertion, isPasskeyCancelled, supportsPasskeys } from '../../lib/webauthn';
import { getPasskeySignInOptions, signInWithPasskey } from './api/sign-in-requests';

interface PasskeyButtonProps {
  label: string;
  onSignedIn: (session: SessionResponse) => void;
  onError: (message: string | null) => void;
}

/** "Usar llave de acceso": the browser asks for the fingerprint, face or PIN; no password. */
export function PasskeyButton({ label, onSignedIn, onError }: PasskeyButtonProps) {
  const [busy, setBusy] = useState(false);
  if (!supportsPasskeys()) return null;

  const signIn = async () => {
    setBusy(true);
    onError(null);
    try {
      const { challengeId, options } = await getPasskeySignInOptions();
      const credential = await getPasskeyAssertion(options);
      onSignedIn(await signInWithPasskey({ challengeId, credential: credential as unknown as PasskeySignInRequest['credential'] }));
    } catch (error) {
      onError(
        isPasskeyCancelled(error)
          ? 'No se usó ninguna llave de acceso. Si no tienes una en este dispositivo, entra con tu correo y contraseña.'
          : toApiError(error).message,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" onClick={() => void signIn()} pending={busy} className="account-form__passkey">
      {busy ? 'Esperando tu llave de acceso…' : label}
    </Button>
  );
}

import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toApiError } from '@fvc/shared/api';
import { ACCESS_MESSAGES, SIGN_IN_CODE } from '@fvc/shared/contracts/rules';
import type { SessionResponse, SignInChallenge } from '@fvc/shared/contracts';
import { Button, FormField, showApiErrors } from '@fvc/shared/ui';
import { FormAlert } from '../../lib/form-alert';
import { resendSignInCode, verifySignInCode } from './api/sign-in-requests';
import { PasskeyButton } from './passkey-button';

/** A new code can be asked for after this wait, so a double click does not send two. */
const RESEND_WAIT_SECONDS = 30;

interface CodeStepProps {
  challenge: SignInChallenge;
  onChallenge: (challenge: SignInChallenge) => void;
  onSignedIn: (session: SessionResponse) => void;
  onBack: () => void;
}

export function CodeStep({ challenge, onChallenge, onSignedIn, onBack }: CodeStepProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [resendIn, setResendIn] = useState(RESEND_WAIT_SECONDS);
  const { register, handleSubmit, setError, resetField, formState: { errors, isSubmitting } } = useForm<{ code: string }>();
  const alert = formError;

  useEffect(() => {
    if (resendIn <= 0) return undefined;
    const timer = setTimeout(() => setResendIn((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);

  const onSubmit = handleSubmit(async ({ code }) => {
    setFormError(null);
    setNotice(null);
    try {
      // A code copied from the e-mail often brings a space with it, or is typed in groups.
      onSignedIn(await verifySignInCode({ challengeId: challenge.challengeId, code: code.replace(/\s/g, '') }));
    } catch (error) {
      setFormError(showApiErrors(error, setError, ['code']));
    }
  }, () => setFormError(null));

  const resend = async () => {
    setFormError(null);
    try {
      onChallenge(await resendSignInCode({ challengeId: challenge.challengeId }));
      resetField('code');
      setNotice(`Te enviamos un código nuevo a ${challenge.sentTo}. El anterior ya no sirve.`);
      setResendIn(RESEND_WAIT_SECONDS);
      // The button now waits its 30 s, disabled, and would drop the focus: the new code goes here.
      document.getElementById('sign-in-code')?.focus();
    } catch (error) {
      setFormError(toApiError(error).message);
    }
  };

  return (
    <>
      <form className="account-form" onSubmit={onSubmit} noValidate>
        <p>
          Te enviamos un código de {SIGN_IN_CODE.length} dígitos a <strong>{challenge.sentTo}</strong>. Vale{' '}
          {SIGN_IN_CODE.validMinutes} minutos.
        </p>
        <FormAlert message={alert} errors={errors} />
        {notice && (
          <p role="status" className="account-form__notice">
            {notice}
          </p>
        )}
        <FormField
          id="sign-in-code"
          label="Código de acceso"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          registration={register('code', {
            required: ACCESS_MESSAGES.code,
            // No maxLength: it would cut a pasted " 016549" to " 01654". Spaces anywhere are fine.
            pattern: { value: new RegExp(`^(\\s*\\d){${SIGN_IN_CODE.length}}\\s*$`), message: ACCESS_MESSAGES.code },
          })}
          error={errors.code}
        />
        <Button type="submit" pending={isSubmitting}>
          {isSubmitting ? 'Verificando…' : 'Verificar y entrar'}
        </Button>
        <p className="account-form__links">
          <Button variant="secondary" onClick={() => void resend()} disabled={resendIn > 0}>
            {resendIn > 0 ? `Reenviar código (${resendIn} s)` : 'Reenviar código'}
          </Button>
          <Button variant="secondary" onClick={onBack}>
            Volver
          </Button>
        </p>
      </form>
      <div className="account-form__alternative">
        <PasskeyButton label="Usar llave de acceso" onSignedIn={onSignedIn} onError={setFormError} />
      </div>
    </>
  );
}

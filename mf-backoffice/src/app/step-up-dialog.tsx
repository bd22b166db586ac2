import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { StaffChallenge, StaffCodeRequest } from '@fvc/shared/contracts';
import { SIGN_IN_CODE } from '@fvc/shared/contracts/rules';
import { Button, Dialog, FormField, showApiErrors } from '@fvc/shared/ui';
import { FormAlert } from './form-alert';
import { staffApi } from './staff-session';

// Sensitive actions of any section (applying money, publishing) ask for a recent second factor: the
// dialog lives here so every feature uses the same one.

/** A code is e-mailed to the staff member, for confirming the session (not for signing in). */
export const startStepUp = () => staffApi.post<StaffChallenge>('/api/backoffice/auth/step-up');
const confirmStepUp = (body: StaffCodeRequest) => staffApi.post<''>('/api/backoffice/auth/step-up/code', body);

const CODE_MESSAGE = `Escribe los ${SIGN_IN_CODE.length} dígitos del código que te enviamos.`;

export interface StepUpRequest {
  challenge: StaffChallenge;
  /** What the confirmation lets through, for the button: "Aplicar la transferencia". */
  actionLabel: string;
}

interface StepUpDialogProps {
  request: StepUpRequest | null;
  /** The code was right: the session may do sensitive actions for a while, and the action is sent again. */
  onConfirmed: () => Promise<void>;
  onCancel: () => void;
}

/**
 * "Confirma que eres tú": the API refused a sensitive action with STEP_UP_REQUIRED and has e-mailed
 * a code (`startStepUp`); once it is typed, the action goes again.
 */
export function StepUpDialog({ request, onConfirmed, onCancel }: StepUpDialogProps) {
  return (
    <Dialog open={request !== null} onClose={onCancel} aria-labelledby="step-up-heading" className="bo-dialog">
      {request && <StepUpForm key={request.challenge.challengeId} request={request} onConfirmed={onConfirmed} onCancel={onCancel} />}
    </Dialog>
  );
}

function StepUpForm({ request, onConfirmed, onCancel }: { request: StepUpRequest; onConfirmed: () => Promise<void>; onCancel: () => void }) {
  const [challenge, setChallenge] = useState(request.challenge);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<{ code: string }>({ defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    setFormError(null);
    setNotice(null);
    try {
      await confirmStepUp({ challengeId: challenge.challengeId, code: code.replace(/\s/g, '') });
    } catch (error) {
      setFormError(showApiErrors(error, setError, ['code']));
      return;
    }
    await onConfirmed();
  }, () => setFormError(null));

  const resend = async () => {
    setResending(true);
    setFormError(null);
    try {
      const next = await startStepUp();
      setChallenge(next);
      setNotice(`Te enviamos un código nuevo a ${next.sentTo}.`);
    } catch (error) {
      setFormError(showApiErrors(error, setError, []));
    } finally {
      setResending(false);
    }
  };

  return (
    <div className="bo-dialog__box">
      <h2 id="step-up-heading">Confirma que eres tú</h2>
      <p>
        Escribe el código de {SIGN_IN_CODE.length} dígitos que enviamos a <strong>{challenge.sentTo}</strong>.
      </p>
      {notice && (
        <p role="status" className="bo-form__notice">
          {notice}
        </p>
      )}
      <form className="bo-form" onSubmit={onSubmit} noValidate>
        <FormAlert message={formError} errors={errors} />
        <FormField
          id="step-up-code"
          label="Código"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          registration={register('code', {
            required: CODE_MESSAGE,
            pattern: { value: new RegExp(`^(\\s*\\d){${SIGN_IN_CODE.length}}\\s*$`), message: CODE_MESSAGE },
          })}
          error={errors.code}
        />
        <div className="bo-form__actions">
          <Button type="submit" pending={isSubmitting}>
            {isSubmitting ? 'Confirmando…' : `Confirmar y ${request.actionLabel.charAt(0).toLowerCase()}${request.actionLabel.slice(1)}`}
          </Button>
          <Button variant="secondary" pending={resending} onClick={() => void resend()}>
            Enviar otro código
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Cancelar
          </Button>
        </div>
      </form>
    </div>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { StaffChallenge, StaffSession } from '@fvc/shared/contracts';
import { SIGN_IN_CODE } from '@fvc/shared/contracts/rules';
import { Button, FormField, showApiErrors } from '@fvc/shared/ui';
import { FormAlert } from '../../app/form-alert';
import { verifyStaffCode } from './sign-in-requests';

const CODE_MESSAGE = `Escribe los ${SIGN_IN_CODE.length} dígitos del código que te enviamos.`;

interface CodeStepProps {
  challenge: StaffChallenge;
  onSignedIn: (session: StaffSession) => void;
  onBack: () => void;
}

export function CodeStep({ challenge, onSignedIn, onBack }: CodeStepProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<{ code: string }>();

  const onSubmit = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      // A code copied from the e-mail often brings spaces with it.
      onSignedIn(await verifyStaffCode({ challengeId: challenge.challengeId, code: code.replace(/\s/g, '') }));
    } catch (error) {
      setFormError(showApiErrors(error, setError, ['code']));
    }
  }, () => setFormError(null));

  return (
    <form className="bo-form" onSubmit={onSubmit} noValidate>
      <p>
        Te enviamos un código de {SIGN_IN_CODE.length} dígitos a <strong>{challenge.sentTo}</strong>.
      </p>
      <FormAlert message={formError} errors={errors} />
      <FormField
        id="staff-code"
        label="Código"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        registration={register('code', {
          required: CODE_MESSAGE,
          // No maxLength: it would cut a pasted " 016549". Spaces anywhere are fine.
          pattern: { value: new RegExp(`^(\\s*\\d){${SIGN_IN_CODE.length}}\\s*$`), message: CODE_MESSAGE },
        })}
        error={errors.code}
      />
      <div className="bo-form__actions">
        <Button type="submit" pending={isSubmitting}>
          {isSubmitting ? 'Verificando…' : 'Verificar y entrar'}
        </Button>
        <Button variant="secondary" onClick={onBack}>
          Volver
        </Button>
      </div>
    </form>
  );
}

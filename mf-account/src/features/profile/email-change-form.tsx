import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toApiError } from '@fvc/shared/api';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, SIGN_IN_CODE } from '@fvc/shared/contracts/rules';
import { Button, FocusedStatus } from '@fvc/shared/ui';
import { confirmEmailChange, profileQuery, requestEmailChange } from './api/profile-queries';
import { isStepUpRequired, StepUpPrompt } from './step-up';

const EMAIL = new RegExp(EMAIL_PATTERN);

/**
 * The sign-in e-mail, changed by the customer (issue #69): the new address, the password confirmed
 * if it was not in the last 5 minutes, then the code sent to the new address. Until the code is
 * typed the account keeps its address; the old one is told when it changes.
 */
export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const [needsStepUp, setNeedsStepUp] = useState(false);
  const [problem, setProblem] = useState<{ field: 'email' | 'code'; message: string } | null>(null);
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  const ask = useMutation({
    mutationFn: requestEmailChange,
    onSuccess: (answer) => {
      setPending(answer.pendingEmail);
      setCode('');
      setProblem(null);
      requestAnimationFrame(() => codeInput.current?.focus());
    },
    onError: (error) => {
      if (isStepUpRequired(error)) return setNeedsStepUp(true);
      const apiError = toApiError(error);
      setProblem({ field: 'email', message: apiError.fields.email ?? apiError.message });
      emailInput.current?.focus();
    },
  });
  const confirm = useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: async (answer) => {
      setChangedTo(answer.email);
      setPending(null);
      setEmail('');
      await queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
    },
    onError: (error) => {
      const apiError = toApiError(error);
      setProblem({ field: 'code', message: apiError.message });
      codeInput.current?.focus();
    },
  });

  const sendEmail = () => {
    setChangedTo(null);
    const typed = email.trim();
    if (!EMAIL.test(typed)) {
      setProblem({ field: 'email', message: 'Escribe un correo válido, por ejemplo nombre@empresa.com.' });
      emailInput.current?.focus();
      return;
    }
    ask.mutate(typed);
  };

  const fieldError = (field: 'email' | 'code') => (problem?.field === field ? problem.message : null);
  return (
    <div className="account-form" aria-labelledby="email-change-title" role="group">
      <h3 id="email-change-title">Correo electrónico</h3>
      <p className="account-form__intro">
        Con él entras al portal y recibes nuestros avisos. Hoy es <strong>{currentEmail}</strong>.
      </p>
      {changedTo && (
        <FocusedStatus as="p" className="account-form__notice">
          Listo: tu correo ahora es {changedTo}. Avisamos al anterior.
        </FocusedStatus>
      )}
      {pending === null ? (
        <form
          className="account-inline-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            sendEmail();
          }}
        >
          <div className={`form-field${fieldError('email') ? ' has-error' : ''}`}>
            <label htmlFor="email-change-new">Correo nuevo</label>
            <input
              ref={emailInput}
              id="email-change-new"
              type="email"
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={fieldError('email') ? true : undefined}
              aria-describedby={fieldError('email') ? 'email-change-new-error' : undefined}
            />
            {fieldError('email') && (
              <p id="email-change-new-error" className="form-field__error">
                {fieldError('email')}
              </p>
            )}
          </div>
          <Button type="submit" pending={ask.isPending}>
            {ask.isPending ? 'Enviando código…' : 'Enviar código al correo nuevo'}
          </Button>
        </form>
      ) : (
        <form
          className="account-inline-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!/^\d{6}$/.test(code.trim())) {
              setProblem({ field: 'code', message: `Escribe los ${SIGN_IN_CODE.length} dígitos del código.` });
              codeInput.current?.focus();
              return;
            }
            confirm.mutate(code.trim());
          }}
        >
          <p>
            Enviamos un código a <strong>{pending}</strong>. Vale {SIGN_IN_CODE.validMinutes} minutos.
          </p>
          <div className={`form-field${fieldError('code') ? ' has-error' : ''}`}>
            <label htmlFor="email-change-code">Código</label>
            <input
              ref={codeInput}
              id="email-change-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={SIGN_IN_CODE.length}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              aria-invalid={fieldError('code') ? true : undefined}
              aria-describedby={fieldError('code') ? 'email-change-code-error' : undefined}
            />
            {fieldError('code') && (
              <p id="email-change-code-error" className="form-field__error" role="alert">
                {fieldError('code')}
              </p>
            )}
          </div>
          <Button type="submit" pending={confirm.isPending}>
            {confirm.isPending ? 'Confirmando…' : 'Confirmar el correo nuevo'}
          </Button>
          <button
            type="button"
            className="fvc-button fvc-button--secondary"
            onClick={() => {
              setPending(null);
              setProblem(null);
              requestAnimationFrame(() => emailInput.current?.focus());
            }}
          >
            Usar otro correo
          </button>
        </form>
      )}
      {needsStepUp && (
        <StepUpPrompt
          action="cambiar tu correo"
          onConfirmed={() => {
            setNeedsStepUp(false);
            sendEmail();
          }}
          onCancel={() => {
            setNeedsStepUp(false);
            emailInput.current?.focus();
          }}
        />
      )}
    </div>
  );
}

import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toApiError } from '@fvc/shared/api';
import type { DebitMandate, MandateCodeSent } from '@fvc/shared/contracts';
import { Button } from '@fvc/shared/ui';
import { acceptMandate, resendMandateCode } from './direct-debit-requests';

/** The code e-mailed to the customer: typing it accepts the mandate (the API keeps when and from where). */
export function MandateCodeStep({ sent, onAccepted }: { sent: MandateCodeSent; onAccepted: (mandate: DebitMandate) => void }) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState(sent.codeSentTo);
  const [resent, setResent] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const accept = useMutation({ mutationFn: (typed: string) => acceptMandate(sent.mandate.id, { code: typed }) });
  const resend = useMutation({ mutationFn: () => resendMandateCode(sent.mandate.id) });
  const id = `mandate-code-${sent.mandate.id}`;
  return (
    <form
      className="account-form account-form--inline"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const typed = code.replace(/\s/g, '');
        if (!/^\d{6}$/.test(typed)) {
          setProblem('Escribe los 6 dígitos del código.');
          input.current?.focus();
          return;
        }
        setProblem(null);
        try {
          onAccepted(await accept.mutateAsync(typed));
        } catch (error) {
          setProblem(toApiError(error).message);
          input.current?.focus();
        }
      }}
    >
      <h3 id={`${id}-title`}>Confirma con el código de tu correo</h3>
      <p>
        Enviamos un código de 6 dígitos a {sentTo} para autorizar el cargo a tu cuenta {sent.mandate.bankName} terminada en {sent.mandate.accountLast4}.
      </p>
      <div className={`form-field${problem ? ' has-error' : ''}`}>
        <label htmlFor={id}>Código</label>
        <input
          ref={input}
          id={id}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
        />
        {problem && (
          <p id={`${id}-error`} className="form-field__error" role="alert">
            {problem}
          </p>
        )}
      </div>
      <div className="account-form__actions">
        <Button type="submit" pending={accept.isPending}>
          {accept.isPending ? 'Confirmando…' : 'Confirmar domiciliación'}
        </Button>
        <Button
          variant="secondary"
          pending={resend.isPending}
          onClick={async () => {
            setProblem(null);
            try {
              setSentTo((await resend.mutateAsync()).codeSentTo);
              setResent(true);
            } catch (error) {
              setProblem(toApiError(error).message);
            }
          }}
        >
          Enviar otro código
        </Button>
      </div>
      {resent && (
        <p role="status" className="account-form__notice">
          Te enviamos otro código; el anterior ya no sirve.
        </p>
      )}
    </form>
  );
}

import { useState } from 'react';
import { toApiError } from '@fvc/shared/api';

/**
 * What a list's "Enviar de nuevo" did (a lead to the CRM, a bill to its dealer): the notice it
 * answered, or the API's refusal. `run` clears the last one first.
 */
export function useResendOutcome() {
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (resend: () => Promise<string>) => {
    setNotice('');
    setProblem(null);
    try {
      setNotice(await resend());
    } catch (error) {
      setProblem(toApiError(error).message);
    }
  };
  return { notice, problem, run };
}

/** The outcome under the page's heading. The status is always on the page, so what a resend did is announced when its text arrives. */
export function ResendOutcome({ notice, problem }: { notice: string; problem: string | null }) {
  return (
    <>
      <p role="status" className={notice ? 'bo-form__notice' : 'fvc-visually-hidden'}>
        {notice}
      </p>
      {problem && (
        <p role="alert" className="bo-form__error bo-form__error--page">
          {problem}
        </p>
      )}
    </>
  );
}

import { AppError } from '../app-error';

/** How an e-mailed code (a mandate's, an e-mail change's) can fail to check. */
export type CodeCheckFailure = { kind: 'wrong'; attemptsLeft: number } | { kind: 'expired' } | { kind: 'exhausted' } | { kind: 'not-pending' };

/**
 * The answer to a code that did not check, said the same way wherever a code is typed: a wrong
 * one with the tries left (a 400 whose count stays), an expired one, the tries used up; `notPending`
 * is what the caller says when nothing waits for a code.
 */
export function codeCheckError(failure: CodeCheckFailure, notPending: () => AppError): AppError {
  switch (failure.kind) {
    case 'wrong': {
      const left = failure.attemptsLeft === 1 ? 'intento' : 'intentos';
      return new AppError(400, 'WRONG_CODE', `El código no es correcto. Te quedan ${failure.attemptsLeft} ${left}.`, { code: 'El código no es correcto.' });
    }
    case 'expired':
      return new AppError(410, 'CODE_EXPIRED', 'El código venció. Pide otro.');
    case 'exhausted':
      return new AppError(429, 'TOO_MANY_ATTEMPTS', 'Usaste los intentos de este código. Pide otro.');
    case 'not-pending':
      return notPending();
  }
}

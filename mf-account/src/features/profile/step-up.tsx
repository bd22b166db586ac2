import { useEffect, useRef, useState } from 'react';
import { toApiError } from '@fvc/shared/api';
import { Button } from '@fvc/shared/ui';
import { confirmPassword } from './api/profile-queries';

/** The API's answer to a sensitive change without a recent password (decision 0043). */
export const isStepUpRequired = (error: unknown) => toApiError(error).code === 'STEP_UP_REQUIRED';

/**
 * "Confirma tu contraseña": shown where a sensitive change was refused for want of a recent
 * password; once confirmed, the change is tried again (`onConfirmed`), so nothing chosen is lost.
 */
export function StepUpPrompt({ action, onConfirmed, onCancel }: { action: string; onConfirmed: () => void; onCancel: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <form
      className="account-form account-form--inline step-up"
      aria-labelledby="step-up-title"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!password) {
          setError('Escribe tu contraseña.');
          return;
        }
        setPending(true);
        setError(null);
        try {
          await confirmPassword(password);
          onConfirmed();
        } catch (cause) {
          const apiError = toApiError(cause);
          setError(apiError.fields.password ?? apiError.message);
          input.current?.focus();
        } finally {
          setPending(false);
        }
      }}
      noValidate
    >
      <h3 id="step-up-title">Confirma tu contraseña</h3>
      <p>Por seguridad, para {action} escribe tu contraseña. No te la pediremos de nuevo en los próximos 5 minutos.</p>
      <div className={`form-field${error ? ' has-error' : ''}`}>
        <label htmlFor="step-up-password">Contraseña</label>
        <input
          ref={input}
          id="step-up-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'step-up-error' : undefined}
        />
        {error && (
          <p id="step-up-error" className="form-field__error">
            {error}
          </p>
        )}
      </div>
      <div className="account-form__actions">
        <Button type="submit" pending={pending}>
          {pending ? 'Confirmando…' : 'Confirmar y continuar'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

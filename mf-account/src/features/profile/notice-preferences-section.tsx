import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toApiError } from '@fvc/shared/api';
import type { NoticePreferences } from '@fvc/shared/contracts';
import { Button, ErrorState, LoadingState } from '@fvc/shared/ui';
import { noticePreferencesQuery, saveNoticePreferences } from './api/notice-queries';

type ReminderChoice = 'none' | '1' | '3' | '5';

/**
 * Mi perfil → Avisos (issue #70): what the customer wants to be told by e-mail. Nothing is sent
 * until chosen, but a rejected charge. Notices leave between 8:00 and 21:00 and carry a link to stop
 * them without signing in.
 */
export function NoticePreferencesSection() {
  const queryClient = useQueryClient();
  const saved = useQuery(noticePreferencesQuery);
  const [draft, setDraft] = useState<NoticePreferences | null>(null);
  useEffect(() => {
    if (saved.data && !draft) setDraft(saved.data);
  }, [saved.data, draft]);
  const save = useMutation({
    mutationFn: saveNoticePreferences,
    onSuccess: (preferences) => {
      queryClient.setQueryData(noticePreferencesQuery.queryKey, preferences);
      setDraft(preferences);
    },
  });
  const change = (next: Partial<NoticePreferences>) => {
    save.reset();
    setDraft((current) => (current ? { ...current, ...next } : current));
  };
  return (
    <section className="account-card" aria-labelledby="notices-title">
      <h2 id="notices-title">Avisos</h2>
      <p>Te avisamos por correo electrónico, de 8:00 a 21:00. Cada aviso trae un enlace para dejar de recibirlo.</p>
      {saved.isPending && <LoadingState label="Cargando tus avisos…" />}
      {saved.isError && <ErrorState message={toApiError(saved.error).message} onRetry={() => void saved.refetch()} />}
      {draft && (
        <form
          className="account-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(draft);
          }}
        >
          <div className="form-field">
            <label htmlFor="notice-reminder">Recordatorio de pago</label>
            <select
              id="notice-reminder"
              value={draft.reminderDays === null ? 'none' : String(draft.reminderDays)}
              onChange={(event) => {
                const value = event.target.value as ReminderChoice;
                change({ reminderDays: value === 'none' ? null : (Number(value) as 1 | 3 | 5) });
              }}
            >
              <option value="none">No recordarme</option>
              <option value="1">1 día antes de cada vencimiento</option>
              <option value="3">3 días antes de cada vencimiento</option>
              <option value="5">5 días antes de cada vencimiento</option>
            </select>
          </div>
          <fieldset className="account-checks">
            <legend>También avísame cuando</legend>
            <label>
              <input type="checkbox" checked={draft.overdue} onChange={(event) => change({ overdue: event.target.checked })} /> un pago se venza sin pagar
            </label>
            <label>
              <input type="checkbox" checked={draft.statement} onChange={(event) => change({ statement: event.target.checked })} /> mi estado de cuenta del mes
              esté disponible
            </label>
            <label>
              <input type="checkbox" checked={draft.debitRejected} onChange={(event) => change({ debitRejected: event.target.checked })} /> mi banco rechace un
              cargo domiciliado o programado
            </label>
          </fieldset>
          <div className="account-form__actions">
            <Button type="submit" pending={save.isPending}>
              {save.isPending ? 'Guardando…' : 'Guardar avisos'}
            </Button>
          </div>
          {save.isSuccess && (
            <p role="status" className="account-form__notice">
              Guardamos tus avisos.
            </p>
          )}
          {save.isError && (
            <p role="alert" className="account-form__error">
              {toApiError(save.error).message}
            </p>
          )}
        </form>
      )}
    </section>
  );
}

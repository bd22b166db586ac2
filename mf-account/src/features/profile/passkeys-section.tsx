import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toApiError } from '@fvc/shared/api';
import { PASSKEY_NAME_MAX } from '@fvc/shared/contracts/rules';
import type { AddPasskeyRequest, Passkey } from '@fvc/shared/contracts';
import { Button, ErrorState, LoadingState } from '@fvc/shared/ui';
import { createPasskey, isPasskeyCancelled, supportsPasskeys } from '../../lib/webauthn';
import { addPasskey, getPasskeyRegistrationOptions, passkeysQuery, removePasskey, renamePasskey } from './api/profile-queries';
import { formatDateTime } from './format-date';
import { isStepUpRequired, StepUpPrompt } from './step-up';

/** A change the API refused for want of a recent password, to try again once it is confirmed. */
interface PendingStepUp {
  action: string;
  retry: () => void;
}

function PasskeyRow({ passkey, onRemoved, onStepUp }: { passkey: Passkey; onRemoved: (name: string) => void; onStepUp: (pending: PendingStepUp) => void }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const refresh = () => queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey });
  // Opening the name field focuses it; saving or cancelling gives focus back to "Renombrar", where
  // it was (the element that had it is gone from the page either way).
  const nameInput = useRef<HTMLInputElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);
  const edit = (next: boolean) => {
    toggled.current = true;
    setEditing(next);
  };
  useEffect(() => {
    if (toggled.current) (editing ? nameInput.current : renameButton.current)?.focus();
  }, [editing]);
  const rename = useMutation({ mutationFn: () => renamePasskey(passkey.id, name.trim()), onSuccess: () => (edit(false), refresh()) });
  const remove = useMutation({
    mutationFn: () => removePasskey(passkey.id),
    onSuccess: async () => (await refresh(), onRemoved(passkey.name)),
    onError: (cause) => {
      if (isStepUpRequired(cause)) onStepUp({ action: `quitar la llave “${passkey.name}”`, retry: () => remove.mutate() });
    },
  });
  const error = rename.error ?? (remove.error && !isStepUpRequired(remove.error) ? remove.error : null);

  return (
    <li className="account-list__item">
      {editing ? (
        <form
          className="account-inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim()) rename.mutate();
          }}
        >
          <label htmlFor={`passkey-name-${passkey.id}`}>Nombre de la llave</label>
          <input ref={nameInput} id={`passkey-name-${passkey.id}`} value={name} maxLength={PASSKEY_NAME_MAX} required onChange={(event) => setName(event.target.value)} />
          <Button type="submit" disabled={!name.trim()} pending={rename.isPending}>
            Guardar
          </Button>
          <Button variant="secondary" onClick={() => (edit(false), setName(passkey.name))}>
            Cancelar
          </Button>
        </form>
      ) : (
        <>
          <div>
            <strong>{passkey.name}</strong>
            <p className="account-list__meta">
              Agregada el {formatDateTime(passkey.createdAt)}
              {passkey.lastUsedAt ? ` · usada por última vez el ${formatDateTime(passkey.lastUsedAt)}` : ' · sin usar todavía'}
            </p>
          </div>
          <div className="account-list__actions">
            <Button ref={renameButton} variant="secondary" onClick={() => edit(true)} aria-label={`Renombrar ${passkey.name}`}>
              Renombrar
            </Button>
            <Button
              variant="secondary"
              pending={remove.isPending}
              aria-label={`Quitar ${passkey.name}`}
              onClick={() => {
                if (window.confirm(`¿Quitar la llave “${passkey.name}”? Ya no podrás entrar con ella.`)) remove.mutate();
              }}
            >
              Quitar
            </Button>
          </div>
        </>
      )}
      {error && (
        <p role="alert" className="account-form__error">
          {toApiError(error).message}
        </p>
      )}
    </li>
  );
}

function defaultPasskeyName(): string {
  const agent = navigator.userAgent;
  const device = /Android/.test(agent) ? 'Android' : /iPhone|iPad/.test(agent) ? 'iPhone' : /Mac OS X/.test(agent) ? 'Mac' : /Windows/.test(agent) ? 'Windows' : 'este dispositivo';
  return `Llave de ${device}`;
}

/** Passkeys of the account: sign in without a password on a device that has one. */
export function PasskeysSection() {
  const queryClient = useQueryClient();
  const passkeys = useQuery(passkeysQuery);
  const [name, setName] = useState(defaultPasskeyName);
  // What the last action said: news (a key added or removed) or a failure.
  const [message, setMessage] = useState<{ text: string; tone: 'status' | 'alert' } | null>(null);
  // Adding or removing a key asks for the password first when it was not confirmed in 5 minutes.
  const [stepUp, setStepUp] = useState<PendingStepUp | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // The row that had focus is gone: focus goes to the section's title, and the removal is said.
  const onRemoved = (removedName: string) => {
    setMessage({ text: `Quitamos la llave “${removedName}”. Ya no podrás entrar con ella.`, tone: 'status' });
    heading.current?.focus();
  };
  const add = useMutation({
    mutationFn: async () => {
      const { challengeId, options } = await getPasskeyRegistrationOptions();
      const credential = await createPasskey(options);
      return addPasskey({ challengeId, credential: credential as unknown as AddPasskeyRequest['credential'], name: name.trim() });
    },
    onSuccess: (passkey) => {
      setMessage({ text: `Agregamos la llave “${passkey.name}”. La próxima vez elige “Entrar con llave de acceso”.`, tone: 'status' });
      setName(defaultPasskeyName());
      return queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey });
    },
    onError: (error) => {
      // Once confirmed, focus goes back to "Agregar", where it stays through the device's questions.
      if (isStepUpRequired(error)) setStepUp({ action: 'agregar una llave de acceso', retry: () => (addButton.current?.focus(), add.mutate()) });
      else setMessage({ text: isPasskeyCancelled(error) ? 'No se creó la llave: se canceló en el dispositivo.' : toApiError(error).message, tone: 'alert' });
    },
  });

  return (
    <section className="account-card" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title" ref={heading} tabIndex={-1}>
        Llaves de acceso
      </h2>
      <p>Con una llave de acceso entras con tu huella, tu rostro o el PIN de tu dispositivo, sin contraseña ni código.</p>
      {passkeys.isPending && <LoadingState label="Cargando tus llaves…" />}
      {passkeys.isError && <ErrorState message={toApiError(passkeys.error).message} onRetry={() => void passkeys.refetch()} />}
      {passkeys.data &&
        (passkeys.data.length === 0 ? (
          <p className="account-list__empty">Aún no tienes llaves de acceso.</p>
        ) : (
          <ul className="account-list">
            {passkeys.data.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} onRemoved={onRemoved} onStepUp={setStepUp} />
            ))}
          </ul>
        ))}
      {stepUp && (
        <StepUpPrompt
          action={stepUp.action}
          onConfirmed={() => {
            setStepUp(null);
            stepUp.retry();
          }}
          onCancel={() => {
            setStepUp(null);
            heading.current?.focus();
          }}
        />
      )}
      {supportsPasskeys() ? (
        <form
          className="account-inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            setMessage(null);
            if (name.trim()) add.mutate();
          }}
        >
          <label htmlFor="new-passkey-name">Nombre de la nueva llave</label>
          <input id="new-passkey-name" value={name} maxLength={PASSKEY_NAME_MAX} required onChange={(event) => setName(event.target.value)} />
          <Button ref={addButton} type="submit" disabled={!name.trim()} pending={add.isPending}>
            {add.isPending ? 'Sigue las instrucciones de tu dispositivo…' : 'Agregar llave de acceso'}
          </Button>
        </form>
      ) : (
        <p>Este navegador no admite llaves de acceso.</p>
      )}
      {/* Always on the page, so a screen reader hears news put in it (a key removed while focus moves). */}
      <div role="status">{message?.tone === 'status' && <p className="account-form__notice">{message.text}</p>}</div>
      {message?.tone === 'alert' && (
        <p role="alert" className="account-form__error">
          {message.text}
        </p>
      )}
    </section>
  );
}

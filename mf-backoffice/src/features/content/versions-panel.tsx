import { useState } from 'react';
import { toApiError } from '@fvc/shared/api';
import { Button, FocusedStatus } from '@fvc/shared/ui';
import { formatInstant } from '../../app/format';
import { useStaffSession } from '../../app/staff-session';
import { startStepUp, StepUpDialog, type StepUpRequest } from '../../app/step-up-dialog';
import { useContentAction } from './content-api';
import { capitalized, type ContentItem, type ContentKind, titleOf } from './content-kinds';
import { canPublish, CONTENT_STATE_NAMES } from './content-rules';
import { ScheduleForm } from './schedule-form';

/** What the site does with the item now, said once an action is done. */
function outcome(item: ContentItem, done: string): string {
  if (item.liveVersion === null) return `${done} Ya no se ve en el sitio.`;
  const live = item.versions.find((version) => version.version === item.liveVersion);
  // Only promotions have dates.
  if (item.state === 'scheduled' && live && 'startsAt' in live.data && live.data.startsAt) return `${done} Se verá en el sitio desde el ${formatInstant(live.data.startsAt)}.`;
  if (item.state === 'ended') return `${done} Su fecha de fin ya pasó: no se ve en el sitio.`;
  return `${done} Se verá en el sitio en menos de un minuto.`;
}

interface Pending {
  label: string;
  send: () => Promise<ContentItem>;
  done: string;
  /** The action changes nothing on the site now (a schedule): `done` says all. */
  siteUnchanged?: boolean;
}

/**
 * The item's versions, newest first, and which one the site shows. Publishers publish the
 * newest, go back to an older one (the rollback) or take it off the site; each asks for a recent
 * second factor when the session has none (the step-up), then goes again by itself.
 */
export function VersionsPanel({ kind, item }: { kind: ContentKind; item: ContentItem }) {
  const staff = useStaffSession((state) => state.staff);
  const publish = useContentAction(kind, item.id, 'publish');
  const unpublish = useContentAction(kind, item.id, 'unpublish');
  const schedule = useContentAction(kind, item.id, 'schedule');
  const unschedule = useContentAction(kind, item.id, 'unschedule');
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [stepUp, setStepUp] = useState<(StepUpRequest & { pending: Pending }) | null>(null);
  const publisher = canPublish(staff);
  const newest = item.versions[0]?.version;

  /** Sends an action, asking for the step-up when the API wants one. `rethrow`: a form shows the refusal at its fields. */
  const perform = async (pending: Pending, afterStepUp = false, rethrow = false) => {
    setNotice(null);
    setProblem(null);
    setBusy(pending.label);
    try {
      const updated = await pending.send();
      setStepUp(null);
      setNotice(pending.siteUnchanged ? pending.done : outcome(updated, pending.done));
    } catch (error) {
      const failure = toApiError(error);
      if (failure.code === 'STEP_UP_REQUIRED' && !afterStepUp) {
        try {
          const challenge = await startStepUp();
          setStepUp({ challenge, actionLabel: pending.label, pending });
        } catch (stepUpError) {
          setProblem(toApiError(stepUpError).message);
        }
      } else {
        setStepUp(null);
        if (rethrow) throw error;
        setProblem(failure.message);
      }
    } finally {
      setBusy(null);
    }
  };

  const publishVersion = (version: number, rollback: boolean) =>
    void perform({
      label: rollback ? `Volver a la versión ${version}` : `Publicar la versión ${version}`,
      send: () => publish.mutateAsync({ version }),
      done: rollback ? `Volviste a la versión ${version}.` : `Versión ${version} publicada.`,
    });

  return (
    <section className="bo-card" aria-labelledby="versions-heading">
      <h2 id="versions-heading">Versiones</h2>
      <p>
        Estado: <span className={`bo-state bo-state--${item.state}`}>{CONTENT_STATE_NAMES[item.state]}</span>
        {item.liveVersion !== null && item.publishedAt && (
          <span className="bo-muted">
            {' '}
            · versión {item.liveVersion} publicada el <time dateTime={item.publishedAt}>{formatInstant(item.publishedAt)}</time>
            {item.publishedBy && <> por {item.publishedBy}</>}
          </span>
        )}
      </p>
      {notice && (
        // The button pressed is often gone with what it did (a published version has none): focus comes here.
        <FocusedStatus key={notice} as="p" className="bo-form__notice">
          {notice}
        </FocusedStatus>
      )}
      {problem && (
        <p role="alert" className="bo-form__error">
          {problem}
        </p>
      )}
      {item.scheduled && (
        <p className="bo-schedule__pending">
          Programada: la versión {item.scheduled.version} se publicará el <time dateTime={item.scheduled.publishAt}>{formatInstant(item.scheduled.publishAt)}</time>
          <span className="bo-muted"> (programó {item.scheduled.scheduledBy})</span>
          {publisher && (
            <>
              {' '}
              <Button
                variant="secondary"
                pending={busy !== null}
                onClick={() => void perform({ label: 'Cancelar la programación', send: () => unschedule.mutateAsync(undefined), done: 'Programación cancelada.', siteUnchanged: true })}
              >
                Cancelar la programación
              </Button>
            </>
          )}
        </p>
      )}
      {!publisher && <p className="bo-muted">Publicar, programar y despublicar es del equipo de publicación.</p>}
      <ol className="bo-versions" aria-label={`Versiones de la ${kind.one}`}>
        {item.versions.map((version) => {
          const live = version.version === item.liveVersion;
          return (
            <li key={version.version} className={`bo-version${live ? ' bo-version--live' : ''}`}>
              <p className="bo-entry__head">
                <strong>Versión {version.version}</strong>
                {live && <span className="bo-state bo-state--published"> En el sitio</span>}
                <span className="bo-muted">
                  {' '}
                  · {version.createdBy} · <time dateTime={version.createdAt}>{formatInstant(version.createdAt)}</time>
                </span>
              </p>
              <p className="bo-text">{titleOf(version.data)}</p>
              {publisher && !live && (
                <div className="bo-form__actions">
                  {version.version === newest ? (
                    <Button pending={busy !== null} onClick={() => publishVersion(version.version, false)}>
                      Publicar la versión {version.version}
                    </Button>
                  ) : (
                    <Button variant="secondary" pending={busy !== null} onClick={() => publishVersion(version.version, true)}>
                      Volver a esta versión<span className="fvc-visually-hidden"> (versión {version.version})</span>
                    </Button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {publisher && (
        <ScheduleForm
          key={`${item.scheduled?.version}-${item.scheduled?.publishAt}`}
          item={item}
          busy={busy !== null}
          schedule={(version, publishAt) =>
            perform(
              {
                label: `Programar la versión ${version}`,
                send: () => schedule.mutateAsync({ version, publishAt }),
                done: `Versión ${version} programada para el ${formatInstant(publishAt)}.`,
                siteUnchanged: true,
              },
              false,
              true,
            )
          }
        />
      )}
      {publisher && !kind.fixedSet && item.liveVersion !== null && (
        <div className="bo-form__actions">
          <Button
            variant="secondary"
            pending={busy !== null}
            onClick={() => void perform({ label: 'Despublicar', send: () => unpublish.mutateAsync(undefined), done: `${capitalized(kind.one)} despublicada.` })}
          >
            Despublicar
          </Button>
        </div>
      )}
      <StepUpDialog
        request={stepUp}
        onCancel={() => setStepUp(null)}
        onConfirmed={async () => {
          if (stepUp) await perform(stepUp.pending, true);
        }}
      />
    </section>
  );
}

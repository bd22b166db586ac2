import { useEffect } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

/**
 * What the applicant typed in a step and the API has not saved yet, in this device's localStorage
 * under the application's id: a phone that loses its signal, a closed tab or the e-mailed link
 * opened later on the same phone finds the step as it was left (issue #72, "nothing typed is lost
 * offline"). localStorage rather than the tab's sessionStorage (decision 0027) because the link is
 * opened in a new tab. Personal data, so it is kept no longer than needed: a step's draft goes
 * once the API has it, every draft once the application is sent, and any draft after as long as
 * a link lives.
 */
const DRAFT_PREFIX = 'fvc-solicitud-borrador:';
/** An e-mailed link lasts 30 days (decision 0055); a draft older than that has nothing to resume. */
const DRAFT_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

const keyOf = (applicationId: string, step: string) => `${DRAFT_PREFIX}${applicationId}:${step}`;

interface StoredDraft {
  savedAt: number;
  values: unknown;
}

export function readStepDraft<T extends FieldValues>(applicationId: string, step: string, now = Date.now()): Partial<T> | null {
  try {
    const stored = JSON.parse(localStorage.getItem(keyOf(applicationId, step)) ?? 'null') as StoredDraft | null;
    if (!stored || typeof stored.values !== 'object' || stored.values === null) return null;
    if (!(now - stored.savedAt < DRAFT_LIFETIME_MS)) {
      localStorage.removeItem(keyOf(applicationId, step));
      return null;
    }
    return stored.values as Partial<T>;
  } catch {
    return null;
  }
}

function writeStepDraft(applicationId: string, step: string, values: unknown): void {
  try {
    localStorage.setItem(keyOf(applicationId, step), JSON.stringify({ savedAt: Date.now(), values } satisfies StoredDraft));
  } catch {
    // Storage full or refused (private mode): the form still works, without keeping its draft.
  }
}

export function clearStepDraft(applicationId: string, step: string): void {
  localStorage.removeItem(keyOf(applicationId, step));
}

/** Once sent, nothing of the application stays on the device. */
export function clearApplicationDrafts(applicationId: string): void {
  const prefix = `${DRAFT_PREFIX}${applicationId}:`;
  for (const key of Object.keys(localStorage)) if (key.startsWith(prefix)) localStorage.removeItem(key);
}

/** Writes the form's values as they are typed. */
export function useStepDraft<T extends FieldValues>(applicationId: string, step: string, watch: UseFormWatch<T>): void {
  useEffect(() => {
    const subscription = watch((values) => writeStepDraft(applicationId, step, values));
    return () => subscription.unsubscribe();
  }, [applicationId, step, watch]);
}

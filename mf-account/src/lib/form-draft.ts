import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FORM_DRAFT_KEY_PREFIX, selectCustomer, useAppStore } from '@fvc/shared/session';

/**
 * What a customer types in a form, kept in this tab's sessionStorage until it is sent. When the
 * session ends mid-form (signed out in another tab, expired), the shell sends them to sign in and
 * then back here, "para continuar donde estabas": the form comes back as they left it.
 *
 * Kept under the customer's id, so another customer signing in in the same tab never sees it; the
 * session store keeps drafts when a session ends on its own and clears them when the customer signs
 * out, and they go with the tab. Only for what a person writes: never passwords, codes or files.
 */
export function useFormDraft<T extends FieldValues>(name: string, form: Pick<UseFormReturn<T>, 'watch' | 'reset' | 'getValues'>): { clear: () => void } {
  const customerId = useAppStore(selectCustomer)?.id;
  const key = customerId ? `${FORM_DRAFT_KEY_PREFIX}${name}:${customerId}` : null;
  const { watch, reset, getValues } = form;
  const restored = useRef<string | null>(null);

  useEffect(() => {
    if (!key) return undefined;
    if (restored.current !== key) {
      restored.current = key;
      const saved = readDraft(key);
      if (saved) reset({ ...getValues(), ...saved }, { keepDefaultValues: true });
    }
    const subscription = watch((values) => writeDraft(key, values));
    return () => subscription.unsubscribe();
  }, [key, watch, reset, getValues]);

  return {
    clear: () => {
      if (key) sessionStorage.removeItem(key);
    },
  };
}

function readDraft(key: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function writeDraft(key: string, values: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or refused (private mode): the form still works, without its draft.
  }
}

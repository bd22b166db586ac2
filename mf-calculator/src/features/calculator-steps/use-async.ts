import { useCallback, useEffect, useState } from 'react';
import { toApiError } from '@fvc/shared/api';

export type AsyncState<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/**
 * Loads on mount and when `key` changes; `retry` runs it again after an error. `peek` gives what is
 * already known (the API client's cache, or the data a prerendered page carries): drawn at once,
 * with no loading state and no request (issue #15).
 */
export function useAsync<T>(load: () => Promise<T>, key: string, peek?: () => T | undefined): AsyncState<T> & { retry: () => void } {
  const [state, setState] = useState<AsyncState<T>>(() => {
    const known = peek?.();
    return known === undefined ? { status: 'loading' } : { status: 'ready', data: known };
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const known = attempt === 0 ? peek?.() : undefined;
    if (known !== undefined) {
      setState({ status: 'ready', data: known });
      return undefined;
    }
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => live && setState({ status: 'error', message: toApiError(error).message }),
    );
    return () => {
      live = false;
    };
    // `load` and `peek` are recreated each render; `key` says when they mean something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}

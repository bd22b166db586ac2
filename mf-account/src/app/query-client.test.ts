import type { Query } from '@tanstack/react-query';
import { ApiError } from '@fvc/shared/api';
import { queryClient } from './query-client';

/** The cache's rule for a query met in error as a screen mounts: ask again, or show the error. */
const asksAgainOnMount = (error: unknown): boolean => {
  const rule = queryClient.getDefaultOptions().queries?.retryOnMount;
  return typeof rule === 'function' ? rule({ state: { error } } as Query) : rule !== false;
};

describe('the account cache, for a query that failed before its screen mounts', () => {
  it.each([
    ['another customer’s contract (404)', 404],
    ['a refused value (400)', 400],
  ])('shows %s as it is: the answer will not change', (_case, status) => {
    expect(asksAgainOnMount(new ApiError(status, 'NOT_FOUND', 'No encontramos ese contrato en tu cuenta.'))).toBe(false);
  });

  it.each([
    ['the server failed (503)', new ApiError(503, 'SERVICE_UNAVAILABLE', 'El servicio no está disponible.')],
    ['the network failed', new ApiError(0, 'NETWORK', 'No hay conexión.')],
  ])('asks again when %s: a later visit can recover it', (_case, error) => {
    expect(asksAgainOnMount(error)).toBe(true);
  });
});

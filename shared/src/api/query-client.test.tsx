import { useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { appStore } from '@fvc/shared/session';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { http } from './http-client';
import { PageQueries } from './page-queries';
import { FAILURE_RELOADS_PAGE, createQueryClient } from './query-client';

afterEach(() => act(() => appStore.getState().setError(null)));

function cancelling(meta?: Record<string, unknown>) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <PageQueries client={client}>{children}</PageQueries>;
  return renderHook(() => useMutation({ mutationFn: () => http.post('/api/cancelar', {}), meta }), { wrapper }).result;
}

describe('a user action the page cannot recover from (SPEC §4, §8)', () => {
  it('opens the service-error popup when the server fails it', async () => {
    apiStub().post('/api/cancelar').reply(503, { code: 'SERVICE_UNAVAILABLE', message: 'El servicio no está disponible.' });
    const cancel = cancelling(FAILURE_RELOADS_PAGE);
    act(() => cancel.current.mutate());
    await waitFor(() => expect(cancel.current.isError).toBe(true));
    expect(appStore.getState().error).toBe('El servicio no está disponible.');
  });

  it('leaves a refusal (4xx) to the form, and any other action’s failure to its page', async () => {
    apiStub().post('/api/cancelar').reply(409, { code: 'ALREADY_CANCELLED', message: 'Ya estaba cancelado.' });
    apiStub().post('/api/cancelar').reply(503, { code: 'SERVICE_UNAVAILABLE', message: 'El servicio no está disponible.' });
    const refused = cancelling(FAILURE_RELOADS_PAGE);
    act(() => refused.current.mutate());
    await waitFor(() => expect(refused.current.isError).toBe(true));
    const unmarked = cancelling();
    act(() => unmarked.current.mutate());
    await waitFor(() => expect(unmarked.current.isError).toBe(true));
    expect(appStore.getState().error).toBeNull();
  });
});

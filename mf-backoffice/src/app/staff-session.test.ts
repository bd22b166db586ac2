import { ApiError } from '@fvc/shared/api';
import { appStore } from '@fvc/shared/session';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { AGENT, sessionOf } from '../testing/backoffice-screen';
import { SESSION_ENDED_MESSAGE, signOutStaff, staffApi, startStaffSession, useStaffSession } from './staff-session';

const REFRESH = '/api/backoffice/auth/refresh';

describe('the staff session', () => {
  it('keeps the token in this remote’s memory only: not in the customer’s store, not in web storage', () => {
    startStaffSession(sessionOf(AGENT, 'staff-jwt-secreto'));
    expect(useStaffSession.getState()).toMatchObject({ staff: AGENT, token: 'staff-jwt-secreto', phase: 'signed-in' });
    expect(appStore.getState().user).toBeNull();
    expect(JSON.stringify(appStore.getState())).not.toContain('staff-jwt-secreto');
    const stored = [sessionStorage, localStorage].flatMap((storage) => Object.keys(storage).map((key) => storage.getItem(key)));
    expect(stored.join(' ')).not.toContain('staff-jwt-secreto');
  });

  it('sends the staff token explicitly on each call', async () => {
    startStaffSession(sessionOf(AGENT, 'staff-jwt-1'));
    apiStub().get('/api/backoffice/staff').matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, []);
    await expect(staffApi.get('/api/backoffice/staff')).resolves.toEqual([]);
  });

  it('refreshes once on a 401 and sends the call again with the new token', async () => {
    startStaffSession(sessionOf(AGENT, 'staff-jwt-1'));
    apiStub().get('/api/backoffice/staff').matchHeader('authorization', 'Bearer staff-jwt-1').reply(401, { code: 'UNAUTHENTICATED', message: 'Expiró.' });
    const refresh = apiStub().post(REFRESH).reply(200, sessionOf(AGENT, 'staff-jwt-2'));
    apiStub().get('/api/backoffice/staff').matchHeader('authorization', 'Bearer staff-jwt-2').reply(200, [{ id: AGENT.id, name: AGENT.name, roles: AGENT.roles }]);

    await expect(staffApi.get('/api/backoffice/staff')).resolves.toHaveLength(1);
    expect(refresh.isDone()).toBe(true);
    expect(useStaffSession.getState().token).toBe('staff-jwt-2');
  });

  it('renews a token about to expire before the call, and one refresh serves calls made together', async () => {
    startStaffSession(sessionOf(AGENT, 'staff-jwt-viejo', 10_000));
    // nock answers each interceptor once: a second refresh would find none and fail the test.
    apiStub().post(REFRESH).reply(200, sessionOf(AGENT, 'staff-jwt-nuevo'));
    apiStub().get('/api/backoffice/staff').matchHeader('authorization', 'Bearer staff-jwt-nuevo').twice().reply(200, []);

    await expect(Promise.all([staffApi.get('/api/backoffice/staff'), staffApi.get('/api/backoffice/staff')])).resolves.toEqual([[], []]);
  });

  it('ends the session when the refresh is refused too: the pages wait for the same person to sign in again', async () => {
    startStaffSession(sessionOf(AGENT, 'staff-jwt-1'));
    apiStub().post('/api/backoffice/requests/x/notes').reply(401, { code: 'UNAUTHENTICATED', message: 'Expiró.' });
    apiStub().post(REFRESH).reply(401, { code: 'UNAUTHENTICATED', message: 'Tu sesión del back-office terminó.' });

    const failure = staffApi.post('/api/backoffice/requests/x/notes', { body: 'Hola' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401, message: SESSION_ENDED_MESSAGE });
    expect(useStaffSession.getState()).toMatchObject({ staff: null, token: null, phase: 'signed-out', keptFor: AGENT.id, notice: SESSION_ENDED_MESSAGE });
  });

  it('takes a lapsed step-up code as the answer it is, not as the end of the session', async () => {
    startStaffSession(sessionOf(AGENT, 'staff-jwt-1'));
    const over = { code: 'CHALLENGE_OVER', message: 'Este código ya no sirve. Pide uno nuevo.' };
    apiStub().post('/api/backoffice/auth/step-up/code').reply(401, over);
    const refresh = apiStub().post(REFRESH).reply(200, sessionOf(AGENT, 'staff-jwt-2'));

    await expect(staffApi.post('/api/backoffice/auth/step-up/code', { challengeId: 'c', code: '123456' })).rejects.toMatchObject({ status: 401, ...over });
    expect(refresh.isDone()).toBe(false);
    expect(useStaffSession.getState()).toMatchObject({ staff: AGENT, token: 'staff-jwt-1', phase: 'signed-in' });
  });

  it('sends a draft with PUT, as JSON', async () => {
    startStaffSession(sessionOf(AGENT, 'staff-jwt-1'));
    apiStub().put('/api/backoffice/content/promotions/7/draft', { title: 'Hola' }).matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, { id: 7 });
    await expect(staffApi.put('/api/backoffice/content/promotions/7/draft', { title: 'Hola' })).resolves.toEqual({ id: 7 });
  });

  it('signs out on the server even when the token in memory has lapsed, so a reload does not find the session open', async () => {
    startStaffSession(sessionOf(AGENT, 'staff-jwt-viejo', -1_000));
    const refresh = apiStub().post(REFRESH).reply(200, sessionOf(AGENT, 'staff-jwt-para-salir'));
    const signOut = apiStub().post('/api/backoffice/auth/sign-out').matchHeader('authorization', 'Bearer staff-jwt-para-salir').reply(204);

    await signOutStaff();
    expect(refresh.isDone()).toBe(true);
    expect(signOut.isDone()).toBe(true);
    // The renewal served the sign-out only: the page stays signed out.
    expect(useStaffSession.getState()).toMatchObject({ staff: null, token: null, phase: 'signed-out' });
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { EDITOR, PROMOTION_ID, promotionItem, PUBLISHER, renderBackoffice } from '../../testing/backoffice-screen';
import { toLocalInput } from './content-rules';
import { scheduleRule } from './schedule-form';

const ITEM = `/api/backoffice/content/promotions/${PROMOTION_ID}`;
const CHALLENGE = { challengeId: '5f0c6d2e-1111-4222-8333-444455556666', sentTo: 'p•••n@demo.mx', codeExpiresAt: '2099-01-01T00:05:00Z' };
const panel = () => screen.getByRole('region', { name: 'Versiones' });
const scheduleForm = () => within(panel()).getByRole('form', { name: 'Programar la publicación' });

function open(item = promotionItem(), as = PUBLISHER) {
  apiStub().get(ITEM).reply(200, item);
  renderBackoffice(`/backoffice/contenido/promociones/${PROMOTION_ID}`, { signedInAs: as });
  return screen.findByRole('heading', { level: 1, name: 'Tractocamión con 5% de enganche' });
}

describe('scheduling a publication', () => {
  const publishAt = new Date(Date.now() + 3 * 86_400_000);
  publishAt.setSeconds(0, 0);

  it('sends the chosen version and minute after the e-mailed code, and says when it will go out', async () => {
    const user = userEvent.setup();
    await open();
    const scheduled = promotionItem({ scheduled: { version: 2, publishAt: publishAt.toISOString(), scheduledBy: 'Jorge Paz' } });
    const firstTry = apiStub().post(`${ITEM}/schedule`, { version: 2, publishAt: publishAt.toISOString() }).reply(403, { code: 'STEP_UP_REQUIRED', message: 'Por seguridad, confirma que eres tú.' });
    apiStub().post('/api/backoffice/auth/step-up').reply(200, CHALLENGE);
    apiStub().post('/api/backoffice/auth/step-up/code', { challengeId: CHALLENGE.challengeId, code: '123456' }).reply(204);
    const secondTry = apiStub().post(`${ITEM}/schedule`, { version: 2, publishAt: publishAt.toISOString() }).reply(200, scheduled);

    expect(within(scheduleForm()).getByLabelText('Versión')).toHaveValue('2');
    await user.type(within(scheduleForm()).getByLabelText('Publicar el'), toLocalInput(publishAt.toISOString()));
    await user.click(within(scheduleForm()).getByRole('button', { name: 'Programar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirma que eres tú' });
    await user.type(within(dialog).getByLabelText('Código'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar y programar la versión 2' }));

    const status = await within(panel()).findByRole('status');
    expect(status).toHaveTextContent(/^Versión 2 programada para el .+\.$/);
    expect(status).not.toHaveTextContent('Se verá en el sitio');
    expect(firstTry.isDone() && secondTry.isDone()).toBe(true);
    expect(panel()).toHaveTextContent(/Programada: la versión 2 se publicará el .+ \(programó Jorge Paz\)/);
    expect(within(scheduleForm()).getByRole('button', { name: 'Cambiar la programación' })).toBeInTheDocument();
  });

  it('cancels a schedule', async () => {
    const user = userEvent.setup();
    await open(promotionItem({ scheduled: { version: 2, publishAt: publishAt.toISOString(), scheduledBy: 'Jorge Paz' } }));
    const cancel = apiStub().delete(`${ITEM}/schedule`).reply(200, promotionItem());

    await user.click(within(panel()).getByRole('button', { name: 'Cancelar la programación' }));

    expect(await within(panel()).findByRole('status')).toHaveTextContent('Programación cancelada.');
    expect(cancel.isDone()).toBe(true);
    expect(panel()).not.toHaveTextContent('Programada:');
  });

  it('refuses a moment in the past at its field, and shows the API’s refusal there too, keeping what was typed', async () => {
    const user = userEvent.setup();
    await open();
    const field = () => within(scheduleForm()).getByLabelText('Publicar el');
    await user.type(field(), '2020-01-01T09:00');
    await user.click(within(scheduleForm()).getByRole('button', { name: 'Programar' }));
    expect(field()).toHaveAccessibleDescription('Elige un momento en el futuro.');

    const message = 'Elige un momento en el futuro.';
    apiStub().post(`${ITEM}/schedule`).reply(400, { code: 'VALIDATION_ERROR', message, fields: { publishAt: message } });
    await user.clear(field());
    await user.type(field(), toLocalInput(publishAt.toISOString()));
    await user.click(within(scheduleForm()).getByRole('button', { name: 'Programar' }));
    expect(await within(scheduleForm()).findByText(message, { selector: '.form-field__error' })).toBeInTheDocument();
    expect(field()).toHaveValue(toLocalInput(publishAt.toISOString()));
  });

  it('is not offered to an editor, who reads the schedule', async () => {
    await open(promotionItem({ scheduled: { version: 2, publishAt: publishAt.toISOString(), scheduledBy: 'Jorge Paz' } }), EDITOR);
    expect(within(panel()).queryByRole('form', { name: 'Programar la publicación' })).not.toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Cancelar la programación' })).not.toBeInTheDocument();
    expect(panel()).toHaveTextContent(/Programada: la versión 2 se publicará el/);
  });
});

describe('the schedule’s rule, the API’s', () => {
  const now = Date.parse('2026-12-06T12:00:00Z');
  it('takes a moment ahead, up to the limit', () => {
    expect(scheduleRule(toLocalInput('2026-12-06T12:05:00Z'), now)).toBe(true);
    expect(scheduleRule(toLocalInput('2026-12-06T11:59:00Z'), now)).toBe('Elige un momento en el futuro.');
    expect(scheduleRule(toLocalInput('2028-01-10T12:00:00Z'), now)).toBe('Programa con no más de 366 días de anticipación.');
    expect(scheduleRule('', now)).toBe('Escribe la fecha y la hora de la publicación.');
  });
});

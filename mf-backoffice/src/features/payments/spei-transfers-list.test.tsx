import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffSpeiTransfer } from '@fvc/shared/contracts';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { ADMIN, AGENT, EDITOR, renderBackoffice } from '../../testing/backoffice-screen';

const SPEI = '/api/backoffice/payments/spei-transfers';
const ID = '9a8b7c6d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
const RESOLUTION = `${SPEI}/${ID}/resolution`;
const TRACKING = 'SIM2026120600000031';
const CHALLENGE = { challengeId: '5f0c6d2e-1111-4222-8333-444455556666', sentTo: 'a•••e@demo.mx', codeExpiresAt: '2099-01-01T00:05:00Z' };

function transfer(changes: Partial<StaffSpeiTransfer> = {}): StaffSpeiTransfer {
  return {
    id: ID,
    trackingKey: TRACKING,
    amount: 2500_00,
    senderName: 'Transportes del Bajío SA',
    senderBank: 'BANCO SIMULADO',
    referenceClabe: '646180420400999991',
    concept: 'Pago flotilla',
    parkedReason: 'unknown-reference',
    receivedAt: '2026-03-05T20:05:00.000Z',
    referenceContract: null,
    status: 'parked',
    appliedTo: null,
    resolvedAt: null,
    resolvedBy: null,
    ...changes,
  };
}

const applied = () =>
  transfer({ status: 'applied', appliedTo: { contractNumber: 'FVC-2025-000789', paymentFolio: 'PAG-2026-000042' }, resolvedAt: '2026-03-06T16:00:00.000Z', resolvedBy: 'Ana Torres' });
const rowOf = (tracking: string) => screen.getByRole('rowheader', { name: tracking }).closest('tr')!;
const CONTRACT = 'Número de contrato';

/** The parked list with one transfer, its panel open: the decision form. */
async function openTransfer(user: ReturnType<typeof userEvent.setup>) {
  apiStub().get(SPEI).reply(200, { items: [transfer()], total: 1 });
  renderBackoffice('/backoffice/pagos', { signedInAs: AGENT });
  const toggle = await screen.findByRole('button', { name: `Resolver la transferencia ${TRACKING}` });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(screen.getByRole('button', { name: `Ocultar la transferencia ${TRACKING}` })).toHaveAttribute('aria-expanded', 'true');
  return screen.getByRole('form', { name: `Resolver la transferencia ${TRACKING}` });
}

describe('the parked SPEI transfers', () => {
  it('lists each with its amount, payer, reference CLABE and its contract, concept, reason and date', async () => {
    apiStub()
      .get(SPEI)
      .matchHeader('authorization', 'Bearer staff-jwt-1')
      .reply(200, {
        items: [
          transfer(),
          transfer({
            id: 'b0000000-0000-4000-8000-000000000002',
            trackingKey: 'SIM2026120600000032',
            amount: 800_00,
            senderName: 'Mariana López',
            parkedReason: 'contract-settled',
            referenceContract: { number: 'FVC-2019-004567', customerName: 'Mariana López' },
            concept: '',
          }),
        ],
        total: 2,
      });
    renderBackoffice('/backoffice/pagos', { signedInAs: AGENT });

    expect(await screen.findByRole('heading', { level: 1, name: 'Pagos' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Transferencias apartadas: 2 transferencias' });
    expect(screen.getByRole('region', { name: 'Transferencias apartadas: 2 transferencias' })).toContainElement(table);
    const first = rowOf(TRACKING);
    for (const text of ['$2,500.00', 'Transportes del Bajío SA', 'BANCO SIMULADO', '646 180 42040099999 1', 'No es de ningún contrato', 'Pago flotilla', 'La CLABE de referencia no corresponde a ningún contrato.', '5 mar 2026']) {
      expect(first).toHaveTextContent(text);
    }
    const second = rowOf('SIM2026120600000032');
    expect(second).toHaveTextContent('Contrato FVC-2019-004567 (Mariana López)');
    expect(second).toHaveTextContent('El contrato ya está liquidado');
    expect(second).toHaveTextContent('Sin concepto');
    const tabs = screen.getByRole('navigation', { name: 'Listas de pagos' });
    expect(within(tabs).getByRole('link', { name: 'Transferencias SPEI apartadas' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the resolved ones when filtered, with what became of each, and keeps the filter in the address', async () => {
    const user = userEvent.setup();
    apiStub().get(SPEI).query({}).reply(200, { items: [transfer()], total: 1 });
    const resolved = apiStub().get(SPEI).query({ status: 'resolved' }).reply(200, {
      items: [applied(), transfer({ id: 'b0000000-0000-4000-8000-000000000003', trackingKey: 'SIM2026120600000033', status: 'returned', resolvedAt: '2026-03-06T17:00:00.000Z', resolvedBy: 'Luis Méndez' })],
      total: 2,
    });
    renderBackoffice('/backoffice/pagos', { signedInAs: AGENT });
    await screen.findByRole('rowheader', { name: TRACKING });

    await user.selectOptions(screen.getByLabelText('Estado'), 'Resueltas');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByRole('table', { name: 'Transferencias resueltas: 2 transferencias' })).toBeInTheDocument();
    expect(resolved.isDone()).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Transferencias SPEI resueltas' })).toBeInTheDocument();
    const appliedRow = rowOf(TRACKING);
    for (const text of ['Aplicada', 'Al contrato FVC-2025-000789 · pago PAG-2026-000042', 'Ana Torres']) expect(appliedRow).toHaveTextContent(text);
    expect(within(appliedRow).queryByRole('button')).not.toBeInTheDocument();
    expect(rowOf('SIM2026120600000033')).toHaveTextContent('Devuelta');
    expect(rowOf('SIM2026120600000033')).toHaveTextContent('Luis Méndez');
  });

  it('reads the filter and the page from the address', async () => {
    const asked = apiStub().get(SPEI).query({ status: 'resolved', page: '2' }).reply(200, { items: [], total: 0 });
    renderBackoffice('/backoffice/pagos?status=resolved&page=2', { signedInAs: ADMIN });
    expect(await screen.findByRole('heading', { name: 'No hay transferencias resueltas' })).toBeInTheDocument();
    expect(asked.isDone()).toBe(true);
    expect(screen.getByLabelText('Estado')).toHaveValue('resolved');
  });

  it('says when no transfer waits for a person', async () => {
    apiStub().get(SPEI).reply(200, { items: [], total: 0 });
    renderBackoffice('/backoffice/pagos', { signedInAs: AGENT });
    expect(await screen.findByRole('heading', { name: 'No hay transferencias apartadas' })).toBeInTheDocument();
  });

  it('applies a transfer to a contract once confirmed, and says so where focus goes', async () => {
    const user = userEvent.setup();
    const form = await openTransfer(user);
    const sent = apiStub()
      .post(RESOLUTION, { decision: 'apply', contractNumber: 'FVC-2025-000789' })
      .matchHeader('authorization', 'Bearer staff-jwt-1')
      .reply(200, applied());
    // The list is asked again: the transfer has left it.
    apiStub().get(SPEI).reply(200, { items: [], total: 0 });

    expect(within(form).getByRole('radio', { name: 'Aplicarla a un contrato' })).toBeChecked();
    await user.type(within(form).getByLabelText(CONTRACT), ' fvc-2025-000789 ');
    await user.click(within(form).getByRole('button', { name: 'Continuar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Aplicar la transferencia?' });
    expect(dialog).toHaveTextContent('Se aplicarán $2,500.00 de Transportes del Bajío SA al contrato FVC-2025-000789');
    expect(sent.isDone()).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar la transferencia' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(`La transferencia ${TRACKING} se aplicó al contrato FVC-2025-000789 (pago PAG-2026-000042).`);
    expect(status).toHaveFocus();
    expect(sent.isDone()).toBe(true);
    expect(await screen.findByRole('heading', { name: 'No hay transferencias apartadas' })).toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled, and the form keeps what was typed', async () => {
    const user = userEvent.setup();
    const form = await openTransfer(user);
    const sent = apiStub().post(RESOLUTION).reply(200, applied());

    await user.type(within(form).getByLabelText(CONTRACT), 'FVC-2025-000789');
    await user.click(within(form).getByRole('button', { name: 'Continuar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(form).getByLabelText(CONTRACT)).toHaveValue('FVC-2025-000789');
    expect(sent.isDone()).toBe(false);
  });

  it('refuses a contract number that is not one before asking anything', async () => {
    const user = userEvent.setup();
    const form = await openTransfer(user);
    const sent = apiStub().post(RESOLUTION).reply(200, applied());

    await user.click(within(form).getByRole('button', { name: 'Continuar' }));
    const field = within(form).getByLabelText(CONTRACT);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Escribe el número del contrato al que se aplica la transferencia.'));
    await user.type(field, '2025-789');
    await user.click(within(form).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('Escribe el número de contrato completo, como FVC-2024-000123.')));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.isDone()).toBe(false);
  });

  it('puts the API’s refusal beside the contract number, keeping what was typed', async () => {
    const user = userEvent.setup();
    const form = await openTransfer(user);
    const message = 'No existe el contrato FVC-2099-999999. Revisa el número.';
    apiStub().post(RESOLUTION).reply(400, { code: 'VALIDATION_ERROR', message, fields: { contractNumber: message } });

    await user.type(within(form).getByLabelText(CONTRACT), 'FVC-2099-999999');
    await user.click(within(form).getByRole('button', { name: 'Continuar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aplicar la transferencia' }));

    const field = within(form).getByLabelText(CONTRACT);
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(field).toHaveValue('FVC-2099-999999');
    expect(field).toHaveFocus();
  });

  it('asks for the e-mailed code when the session needs it, then applies', async () => {
    const user = userEvent.setup();
    const form = await openTransfer(user);
    const firstTry = apiStub().post(RESOLUTION, { decision: 'apply', contractNumber: 'FVC-2025-000789' }).reply(403, { code: 'STEP_UP_REQUIRED', message: 'Por seguridad, confirma que eres tú.' });
    const challenge = apiStub().post('/api/backoffice/auth/step-up').matchHeader('authorization', 'Bearer staff-jwt-1').reply(200, CHALLENGE);
    const code = apiStub().post('/api/backoffice/auth/step-up/code', { challengeId: CHALLENGE.challengeId, code: '123456' }).reply(204);
    const secondTry = apiStub().post(RESOLUTION, { decision: 'apply', contractNumber: 'FVC-2025-000789' }).reply(200, applied());
    apiStub().get(SPEI).reply(200, { items: [], total: 0 });

    await user.type(within(form).getByLabelText(CONTRACT), 'FVC-2025-000789');
    await user.click(within(form).getByRole('button', { name: 'Continuar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aplicar la transferencia' }));
    const stepUp = await screen.findByRole('dialog', { name: 'Confirma que eres tú' });
    expect(stepUp).toHaveTextContent('Escribe el código de 6 dígitos que enviamos a a•••e@demo.mx.');
    expect(within(stepUp).getByLabelText('Código')).toHaveFocus();
    await user.type(within(stepUp).getByLabelText('Código'), '123456');
    await user.click(within(stepUp).getByRole('button', { name: 'Confirmar y aplicar la transferencia' }));

    expect(await screen.findByRole('status')).toHaveTextContent(`La transferencia ${TRACKING} se aplicó al contrato FVC-2025-000789`);
    expect([firstTry, challenge, code, secondTry].map((call) => call.isDone())).toEqual([true, true, true, true]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks a transfer returned, with no contract to type', async () => {
    const user = userEvent.setup();
    const form = await openTransfer(user);
    const sent = apiStub()
      .post(RESOLUTION, (body: unknown) => JSON.stringify(body) === JSON.stringify({ decision: 'return' }))
      .reply(200, transfer({ status: 'returned', resolvedAt: '2026-03-06T16:00:00.000Z', resolvedBy: 'Ana Torres' }));
    apiStub().get(SPEI).reply(200, { items: [], total: 0 });

    await user.click(within(form).getByRole('radio', { name: 'Marcarla como devuelta al ordenante' }));
    expect(within(form).queryByLabelText(CONTRACT)).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Continuar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Marcarla como devuelta?' });
    expect(dialog).toHaveTextContent('La transferencia de $2,500.00 de Transportes del Bajío SA quedará como devuelta al ordenante');
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como devuelta' }));

    expect(await screen.findByRole('status')).toHaveTextContent(`La transferencia ${TRACKING} quedó como devuelta.`);
    expect(sent.isDone()).toBe(true);
  });

  it('says so when someone else decided it first, and asks for the list again', async () => {
    const user = userEvent.setup();
    const form = await openTransfer(user);
    const message = 'Esta transferencia ya se aplicó al contrato FVC-2025-000789.';
    apiStub().post(RESOLUTION).reply(409, { code: 'ALREADY_RESOLVED', message });
    const again = apiStub().get(SPEI).reply(200, { items: [], total: 0 });

    await user.click(within(form).getByRole('radio', { name: 'Marcarla como devuelta al ordenante' }));
    await user.click(within(form).getByRole('button', { name: 'Continuar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Marcar como devuelta' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(again.isDone()).toBe(true));
  });

  it('shows the API’s failure as the page’s message', async () => {
    apiStub().get(SPEI).reply(500, { code: 'INTERNAL', message: 'Algo falló de nuestro lado.' });
    renderBackoffice('/backoffice/pagos', { signedInAs: AGENT });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Algo falló de nuestro lado.');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('is not an editor’s: no entry in the bar, and the page says so without asking the API', async () => {
    renderBackoffice('/backoffice/pagos', { signedInAs: EDITOR });
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes permiso para ver esta sección.');
    expect(within(screen.getByRole('navigation', { name: 'Back-office' })).queryByRole('link', { name: 'Pagos' })).not.toBeInTheDocument();
  });

  it('is in an agent’s bar', async () => {
    apiStub().get(SPEI).reply(200, { items: [], total: 0 });
    renderBackoffice('/backoffice/pagos', { signedInAs: AGENT });
    const nav = screen.getByRole('navigation', { name: 'Back-office' });
    expect(within(nav).getByRole('link', { name: 'Pagos' })).toHaveAttribute('href', '/backoffice/pagos');
    expect(await screen.findByRole('heading', { name: 'No hay transferencias apartadas' })).toBeInTheDocument();
  });
});

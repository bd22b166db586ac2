import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { renderApp } from '@fvc/shared/testing/render-app';
import { signInForEachTest } from '../../testing/customer-screen';
import { NoticePreferencesSection } from './notice-preferences-section';

describe('NoticePreferencesSection', () => {
  signInForEachTest();

  it('shows what is chosen and saves a reminder three days before each due date', async () => {
    const initial = { channel: 'email', reminderDays: null, overdue: false, statement: false, debitRejected: true };
    apiStub().get('/api/customers/notices').reply(200, initial);
    apiStub()
      .put('/api/customers/notices', { ...initial, reminderDays: 3, overdue: true })
      .reply(200, { ...initial, reminderDays: 3, overdue: true });
    const user = userEvent.setup();
    renderApp(<NoticePreferencesSection />);
    const reminder = await screen.findByLabelText('Recordatorio de pago');
    expect(reminder).toHaveValue('none');
    expect(screen.getByRole('checkbox', { name: /mi banco rechace un cargo/ })).toBeChecked();
    await user.selectOptions(reminder, '3 días antes de cada vencimiento');
    await user.click(screen.getByRole('checkbox', { name: /un pago se venza sin pagar/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar avisos' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Guardamos tus avisos.');
  });

  it('says so when they cannot be saved, and keeps the choices', async () => {
    const initial = { channel: 'email', reminderDays: 5, overdue: false, statement: true, debitRejected: true };
    apiStub().get('/api/customers/notices').reply(200, initial);
    apiStub().put('/api/customers/notices').reply(503, { code: 'DATABASE_UNAVAILABLE', message: 'El servicio no está disponible por el momento.' });
    const user = userEvent.setup();
    renderApp(<NoticePreferencesSection />);
    await user.click(await screen.findByRole('checkbox', { name: /estado de cuenta/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar avisos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El servicio no está disponible por el momento.');
    expect(screen.getByRole('checkbox', { name: /estado de cuenta/ })).not.toBeChecked();
    expect(screen.getByLabelText('Recordatorio de pago')).toHaveValue('5');
  });
});

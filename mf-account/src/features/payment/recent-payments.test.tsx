import { screen } from '@testing-library/react';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { renderApp } from '@fvc/shared/testing/render-app';
import { signInForEachTest } from '../../testing/customer-screen';
import { RecentPayments } from './recent-payments';

const customer = { id: 'c-1', name: 'Logística Peninsular', email: 'empresa@demo.mx' };

describe('RecentPayments', () => {
  signInForEachTest(customer);

  it('dates a payment by the day it was made in Mexico City, the day its movement is posted on', async () => {
    apiStub()
      .get('/api/customers/payments')
      .reply(200, {
        payments: [
          {
            id: '22222222-2222-4222-8222-222222222222',
            folio: 'PAG-000123',
            method: 'card',
            contractId: '11111111-1111-4111-8111-111111111111',
            contractNumber: 'FVC-2024-000910',
            amount: 1_250_50,
            status: 'approved',
            authorization: '123456',
            bankMessage: null,
            // 20:30 on 24 November in Mexico City.
            createdAt: '2026-11-25T02:30:00.000Z',
            decidedAt: '2026-11-25T02:30:05.000Z',
          },
        ],
      });
    renderApp(<RecentPayments />);
    expect(await screen.findByText(/Tarjeta · Contrato FVC-2024-000910 · 24\/11\/2026 · autorización 123456/)).toBeInTheDocument();
  });

  it('says what an unanswered payment means: no charge if the customer left the bank page', async () => {
    apiStub()
      .get('/api/customers/payments')
      .reply(200, {
        payments: [
          {
            id: '33333333-3333-4333-8333-333333333333',
            folio: 'PAG-000124',
            method: 'card',
            contractId: '11111111-1111-4111-8111-111111111111',
            contractNumber: 'FVC-2024-000910',
            amount: 1_250_50,
            status: 'pending',
            authorization: null,
            bankMessage: null,
            createdAt: '2026-11-25T02:30:00.000Z',
            decidedAt: null,
          },
        ],
      });
    renderApp(<RecentPayments />);
    expect(await screen.findByText('En proceso')).toBeInTheDocument();
    expect(screen.getByText(/Si saliste de su página sin pagar, no se hizo ningún cargo/)).toBeInTheDocument();
  });

  it('names every way of paying: a transfer by its tracking key, a debit waiting for the bank', async () => {
    const base = { contractId: '11111111-1111-4111-8111-111111111111', contractNumber: 'FVC-2024-000910', amount: 1_250_50, bankMessage: null, createdAt: '2026-12-15T16:00:00.000Z' };
    apiStub()
      .get('/api/customers/payments')
      .reply(200, {
        payments: [
          { ...base, id: '44444444-4444-4444-8444-444444444444', folio: 'PAG-000125', method: 'spei', status: 'approved', authorization: 'SIM2026121500000001', decidedAt: base.createdAt },
          { ...base, id: '55555555-5555-4555-8555-555555555555', folio: 'PAG-000126', method: 'debit', status: 'pending', authorization: null, decidedAt: null },
        ],
      });
    renderApp(<RecentPayments />);
    expect(await screen.findByText(/Transferencia SPEI · Contrato FVC-2024-000910 · 15\/12\/2026 · rastreo SIM2026121500000001/)).toBeInTheDocument();
    expect(screen.getByText(/Domiciliación · Contrato FVC-2024-000910/)).toBeInTheDocument();
    expect(screen.getByText('Enviamos el cargo a tu banco; te avisamos por correo en cuanto responda.')).toBeInTheDocument();
    expect(screen.queryByText(/Si saliste de su página sin pagar/)).not.toBeInTheDocument();
  });
});

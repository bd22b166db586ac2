import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { contractCard } from '../../testing/contract-card';
import { invoicesQuery, statementsQuery } from '../../lib/document-queries';
import { renderApp, testQueryClient } from '@fvc/shared/testing/render-app';
import { signInForEachTest } from '../../testing/customer-screen';
import { billsFirstView } from './bills-first-view';
import { BillsPage } from './bills-page';
import { documentsFilter } from './documents-filter';

const contract = contractCard({ startDate: '2024-01-15' });
const statement = { id: 's-1', contractId: contract.id, contractNumber: contract.number, period: '2025-06-01' };

describe('BillsPage', () => {
  signInForEachTest();
  beforeEach(() => {
    apiStub().get('/api/customers/contracts').reply(200, { contracts: [contract] }).persist();
  });

  it('says the period is reversed at "Hasta", asks for no document, and the lists say what to fix', async () => {
    const user = userEvent.setup();
    // Only the first lists are answered: a request for the reversed period would find no answer.
    apiStub().get('/api/customers/statements').reply(200, { statements: [statement] });
    apiStub().get('/api/customers/invoices').reply(200, { invoices: [] });
    renderApp(<BillsPage />, { route: '/my-account/bills' });
    expect(await within(screen.getByRole('region', { name: 'Estados de cuenta' })).findByText('junio de 2025')).toBeInTheDocument();

    // "Desde" chosen alone is a period like any other; with "Hasta" before it, none is asked for.
    apiStub().get('/api/customers/statements').query({ from: '2025-10' }).reply(200, { statements: [] });
    apiStub().get('/api/customers/invoices').query({ from: '2025-10' }).reply(200, { invoices: [] });
    const reversedLists = [
      apiStub().get('/api/customers/statements').query({ from: '2025-10', to: '2025-01' }).reply(200, { statements: [] }),
      apiStub().get('/api/customers/invoices').query({ from: '2025-10', to: '2025-01' }).reply(200, { invoices: [] }),
    ];
    await user.selectOptions(screen.getByRole('combobox', { name: 'Desde' }), 'octubre de 2025');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hasta' }), 'enero de 2025');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reversedLists.map((list) => list.isDone())).toEqual([false, false]);

    const to = screen.getByRole('combobox', { name: 'Hasta' });
    expect(to).toHaveAccessibleDescription('El mes final debe ser igual o posterior al inicial.');
    expect(to).toBeInvalid();
    const statements = screen.getByRole('region', { name: 'Estados de cuenta' });
    expect(within(statements).getByText('Corrige el periodo para ver tus estados de cuenta.')).toBeInTheDocument();
    expect(within(statements).queryByText('Sin estados de cuenta')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Facturas (CFDI)' })).getByText('Corrige el periodo para ver tus facturas.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /Cargando/ })).not.toBeInTheDocument();
  });

  it('opened at a reversed period (a reload of one), asks for no list and shows none from the cache', async () => {
    const reversed = new URLSearchParams('desde=2025-10&hasta=2025-01');
    const lists = [
      apiStub().get('/api/customers/statements').query({ from: '2025-10', to: '2025-01' }).reply(200, { statements: [] }),
      apiStub().get('/api/customers/invoices').query({ from: '2025-10', to: '2025-01' }).reply(200, { invoices: [] }),
    ];
    const client = testQueryClient();
    await billsFirstView(client, { params: {}, search: reversed });
    expect(lists.map((list) => list.isDone())).toEqual([false, false]);

    // Answers kept from before (an earlier visit's cache) are not shown as "none in that period".
    client.setQueryData(statementsQuery(documentsFilter(reversed)).queryKey, []);
    client.setQueryData(invoicesQuery(documentsFilter(reversed)).queryKey, []);
    renderApp(<BillsPage />, { route: `/my-account/bills?${reversed}`, client });
    expect(await screen.findByText('Corrige el periodo para ver tus estados de cuenta.')).toBeInTheDocument();
    expect(screen.queryByText('Sin estados de cuenta')).not.toBeInTheDocument();
    expect(screen.queryByText('Sin facturas')).not.toBeInTheDocument();
  });
});

import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { useLocation } from '@fvc/shared/router';
import { appStore, selectCustomer, useAppStore } from '@fvc/shared/session';
import { companyQuery } from '../api/endpoints/get-company';
import { renderApp } from './render-app';

function World() {
  const { pathname } = useLocation();
  const customer = useAppStore(selectCustomer);
  const company = useQuery(companyQuery);
  return (
    <p>
      {pathname} · {customer?.name ?? 'sin sesión'} · {company.data?.name ?? 'sin empresa'}
    </p>
  );
}

describe('renderApp', () => {
  it('draws a component at its route, signed in, with what the page carried and no request', () => {
    renderApp(<World />, {
      route: '/my-account/home',
      session: { customer: { id: 'c-1', name: 'Mariana López', email: 'cliente@demo.mx' } },
      carried: [[companyQuery.queryKey, { name: 'Financiera Vial del Centro' }]],
    });
    expect(screen.getByText('/my-account/home · Mariana López · Financiera Vial del Centro')).toBeInTheDocument();
  });

  it('signs the customer out after the test that signed in', () => {
    expect(selectCustomer(appStore.getState())).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import type { Policy } from '@fvc/shared/contracts';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { renderApp } from '@fvc/shared/testing/render-app';
import { signInForEachTest } from '../../testing/customer-screen';
import { InsuranceSection } from './insurance-section';

const policy = (changes: Partial<Policy>): Policy => ({
  id: '33333333-3333-4333-8333-333333333333',
  contractId: '11111111-1111-4111-8111-111111111111',
  contractNumber: 'FVC-2024-000123',
  vehicle: 'Tractocamión quinta rueda 2023, 460 HP',
  policyNumber: 'POL-2024-000123',
  insurer: 'Seguros Demo',
  coverage: 'Amplia',
  startsOn: '2025-04-15',
  endsOn: '2029-04-15',
  premium: 259_000_00,
  contractStartsOn: '2025-04-15',
  contractEndsOn: '2029-04-15',
  termChange: null,
  ...changes,
});

describe('InsuranceSection', () => {
  signInForEachTest();

  it('says a policy matches its contract, and why one runs past a contract a contribution shortened', async () => {
    apiStub()
      .get('/api/customers/insurance')
      .reply(200, {
        policies: [
          policy({ contractEndsOn: '2028-10-15', termChange: 'capital_contribution' }),
          policy({ id: '44444444-4444-4444-8444-444444444444', policyNumber: 'POL-2025-000789' }),
        ],
      });
    renderApp(<InsuranceSection />);

    expect(
      await screen.findByText(
        'Tu aportación a capital acortó el plazo: su último pago es el 15 de octubre de 2028. La póliza sigue vigente hasta el 15 de abril de 2029, como se contrató; si quieres ajustarla, llama a atención a clientes.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Coincide con las fechas de tu contrato.')).toBeInTheDocument();
    // The blanket claim that every policy matches is gone.
    expect(screen.queryByText(/coincide con la del contrato de financiamiento/)).not.toBeInTheDocument();
  });
});

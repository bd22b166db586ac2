import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Dealer } from '@fvc/shared/contracts';
import { DealerList } from './dealer-list';

// The contact form is a chunk of its own: here its first download fails, as on a dropped connection.
let mockFormDownloads = 0;
jest.mock('./dealer-contact-form', () => {
  mockFormDownloads += 1;
  if (mockFormDownloads === 1) throw new Error('Loading chunk failed');
  return { DealerContactForm: ({ dealer }: { dealer: Dealer }) => <h4>{`Contactar a ${dealer.name}`}</h4> };
});

const DEALER: Dealer = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Centro Camionero 1',
  address: 'Blvd. Industrial 1',
  postalCode: '64000',
  city: { id: 50, name: 'Monterrey' },
  state: { id: 19, code: 'NL', name: 'Nuevo León' },
  phone: '81 5550 0101',
  email: 'ventas1@distribuidor.example',
  hours: 'Lunes a viernes de 8:00 a 18:00 h',
  latitude: 25.68,
  longitude: -100.31,
  vehicleTypes: ['truck'],
  services: ['sales'],
};

it('a contact form that could not be downloaded says so in its card, and "Reintentar" fetches it again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<DealerList dealers={[DEALER]} selectedId={DEALER.id} onSelect={() => undefined} onClose={() => undefined} />);

  expect(await screen.findByText('No pudimos abrir el formulario')).toBeInTheDocument();
  // The rest of the card, and so the page, stays.
  expect(screen.getByRole('article', { name: /Centro Camionero 1$/ })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByRole('heading', { name: 'Contactar a Centro Camionero 1' })).toBeInTheDocument();
  expect(mockFormDownloads).toBe(2);
});

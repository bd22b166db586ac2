import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Dealer } from '@fvc/shared/contracts';
import { dealer } from './dealer-fixture';
import { DealerList } from './dealer-list';
import { renderApp } from '@fvc/shared/testing/render-app';

// The contact form is a chunk of its own: here its first download fails, as on a dropped connection.
let mockFormDownloads = 0;
jest.mock('./dealer-contact-form', () => {
  mockFormDownloads += 1;
  if (mockFormDownloads === 1) throw new Error('Loading chunk failed');
  return { DealerContactForm: ({ dealer: shown }: { dealer: Dealer }) => <h4>{`Contactar a ${shown.name}`}</h4> };
});

const DEALER = dealer(1);

it('a contact form that could not be downloaded says so in its card, and "Reintentar" fetches it again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderApp(<DealerList dealers={[DEALER]} selectedId={DEALER.id} onSelect={() => undefined} onClose={() => undefined} />);

  expect(await screen.findByText('No pudimos abrir el formulario')).toBeInTheDocument();
  // The rest of the card, and so the page, stays.
  expect(screen.getByRole('article', { name: /Centro Camionero 1$/ })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByRole('heading', { name: 'Contactar a Centro Camionero 1' })).toBeInTheDocument();
  expect(mockFormDownloads).toBe(2);
});

it('offers directions to each dealer, from its coordinates, in a new tab (issue #69)', () => {
  renderApp(<DealerList dealers={[DEALER]} selectedId={undefined} onSelect={() => undefined} onClose={() => undefined} />);
  const directions = screen.getByRole('link', { name: `Cómo llegar a ${DEALER.name} (se abre en una pestaña nueva)` });
  expect(directions).toHaveAttribute('href', `https://www.google.com/maps/dir/?api=1&destination=${DEALER.latitude},${DEALER.longitude}`);
  expect(directions).toHaveAttribute('target', '_blank');
  expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
});

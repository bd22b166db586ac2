import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { MemoryRouter } from '@fvc/shared/router';
import type { Dealer, DealerPage, StateWithCities } from '@fvc/shared/contracts';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { dealer } from './dealer-fixture';
import { DealerLocatorPage } from './dealer-locator-page';
import { renderApp } from '@fvc/shared/testing/render-app';
// Leaflet needs a real layout engine; the map's contract with the page is its props.
jest.mock('./dealer-map', () => ({
  DealerMap: ({ dealers, onSelect }: { dealers: Dealer[]; onSelect: (id: string) => void }) => (
    <div data-testid="map">
      {dealers.map((dealer, index) => (
        <button key={dealer.id} type="button" onClick={() => onSelect(dealer.id)}>
          {`Marcador ${index + 1}`}
        </button>
      ))}
    </div>
  ),
}));

/** Each search the page made, as the API read its query (strings, as on the wire). */
let searches: Array<Record<string, string>> = [];
/** The API's next answers to searches, in order; then `standing`, as often as asked. */
let nextPages: DealerPage[] = [];
let standing: DealerPage;
/** The contact requests the page posted. */
let contacts: unknown[] = [];
const lastSearch = () => searches.at(-1) ?? {};

const STATES: StateWithCities[] = [
  { id: 14, code: 'JAL', name: 'Jalisco', cities: [{ id: 35, stateId: 14, name: 'Guadalajara', latitude: 20.66, longitude: -103.35 }] },
  {
    id: 19,
    code: 'NL',
    name: 'Nuevo León',
    cities: [
      { id: 49, stateId: 19, name: 'Apodaca', latitude: 25.78, longitude: -100.19 },
      { id: 50, stateId: 19, name: 'Monterrey', latitude: 25.69, longitude: -100.32 },
    ],
  },
];

const page = (items: Dealer[], total = items.length, n = 1): DealerPage => ({ items, total, page: n, pageSize: 20 });

const renderPage = () =>
  renderApp(
    <MemoryRouter>
      <DealerLocatorPage />
    </MemoryRouter>,
  );

function mockGeolocation(impl: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: jest.fn(impl) },
  });
}

/** The API answers the next contact request with this status and body, recording what was sent. */
function answerContact(status: number, body: object) {
  apiStub()
    .post('/api/auth/customers/contact-dealer', (sent: unknown) => {
      contacts.push(sent);
      return true;
    })
    .reply(status, body);
}

describe('DealerLocatorPage', () => {
  beforeEach(() => {
    searches = [];
    nextPages = [];
    contacts = [];
    standing = page([dealer(1), dealer(2)]);
    apiStub().get('/api/public/dealers/states').reply(200, { states: STATES }).persist();
    apiStub()
      .get('/api/public/dealers')
      .query(true)
      .reply((uri) => {
        searches.push(Object.fromEntries(new URL(uri, 'http://localhost').searchParams));
        return [200, nextPages.shift() ?? standing];
      })
      .persist();
  });
  // The states are kept for the visit: each test is a new one.

  it('lists dealers with address, phone link, e-mail and hours after a loading state', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Encuentra tu distribuidor' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Buscando distribuidores…');

    const card = (await screen.findByRole('article', { name: /Centro Camionero 1$/ }));
    expect(screen.getByRole('heading', { level: 2, name: '2 distribuidores' })).toBeInTheDocument();
    expect(within(card).getByText(/Blvd. Industrial 1, C.P. 64000/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '81 5550 0101' })).toHaveAttribute('href', 'tel:+528155500101');
    expect(within(card).getByRole('link', { name: 'ventas1@distribuidor.example' })).toHaveAttribute('href', 'mailto:ventas1@distribuidor.example');
    expect(within(card).getByText('Horario: Lunes a viernes de 8:00 a 18:00 h')).toBeInTheDocument();
    expect(searches).toEqual([{ page: '1', page_size: '20' }]);
  });

  it('filters by state, then city, then vehicle type', async () => {
    renderPage();
    const city = await screen.findByRole('combobox', { name: 'Ciudad' });
    expect(city).toBeDisabled();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Nuevo León');
    await waitFor(() => expect(lastSearch()).toEqual({ page: '1', page_size: '20', state_id: '19' }));
    expect(screen.getByRole('combobox', { name: 'Ciudad' })).toBeEnabled();
    expect(within(screen.getByRole('combobox', { name: 'Ciudad' })).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Todas las ciudades',
      'Apodaca',
      'Monterrey',
    ]);

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Ciudad' }), 'Monterrey');
    await waitFor(() => expect(lastSearch()).toEqual(expect.objectContaining({ state_id: '19', city_id: '50' })));

    await userEvent.click(await screen.findByRole('radio', { name: 'Autobuses' }));
    await waitFor(() => expect(lastSearch()).toEqual(expect.objectContaining({ city_id: '50', vehicle_type: 'bus' })));
  });

  it('says so when nothing matches, and clears the filters', async () => {
    renderPage();
    await screen.findByRole('article', { name: /Centro Camionero 1$/ });
    nextPages.push(page([]));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Jalisco');

    expect(await screen.findByRole('heading', { name: 'No encontramos distribuidores con esos filtros' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(await screen.findByRole('article', { name: /Centro Camionero 1$/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('');
    // The button is gone with the empty state; focus waits on the filters, not on the page's top.
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveFocus();
  });

  it('shows a Spanish error with a retry that works', async () => {
    nock.cleanAll();
    apiStub().get('/api/public/dealers/states').reply(200, { states: STATES }).persist();
    apiStub().get('/api/public/dealers').query(true).replyWithError('conexión cerrada');
    apiStub().get('/api/public/dealers').query(true).reply(200, standing).persist();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar los distribuidores');
    expect(alert).toHaveTextContent('No pudimos conectar con el servidor.');

    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article', { name: /Centro Camionero 2$/ })).toBeInTheDocument();
  });

  it('"Cerca de mí" sorts by distance from the browser position and shows it', async () => {
    mockGeolocation((ok) => ok({ coords: { latitude: 25.7, longitude: -100.3 } } as GeolocationPosition));
    renderPage();
    await screen.findByRole('article', { name: /Centro Camionero 1$/ });
    nextPages.push(page([dealer(2, { distanceKm: 0.4 }), dealer(1, { distanceKm: 12.4 })]));

    await userEvent.click(screen.getByRole('button', { name: 'Cerca de mí' }));
    await waitFor(() => expect(lastSearch()).toEqual(expect.objectContaining({ lat: '25.7', lng: '-100.3' })));
    // The nearest first, once the answer is drawn.
    await screen.findByText('a menos de 1 km');
    const cards = screen.getAllByRole('article', { name: /Centro Camionero/ });
    expect(within(cards[0]!).getByText('a menos de 1 km')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('a 12.4 km')).toBeInTheDocument();
    expect(screen.getByText('Ordenados del más cercano al más lejano de tu ubicación.')).toBeInTheDocument();

    // Back to the list without a location: the answer already had in this visit, not asked again.
    const asked = searches.length;
    await userEvent.click(screen.getByRole('button', { name: 'Quitar mi ubicación' }));
    await waitFor(() => expect(screen.queryByText('a menos de 1 km')).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: /Centro Camionero 1$/ })).toBeInTheDocument();
    expect(searches).toHaveLength(asked);
  });

  it('"Cerca de mí" clears the state and city chosen before, so a dealer across the line is not missed', async () => {
    mockGeolocation((ok) => ok({ coords: { latitude: 25.7, longitude: -100.3 } } as GeolocationPosition));
    renderPage();
    await screen.findByRole('article', { name: /Centro Camionero 1$/ });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Nuevo León');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Ciudad' }), 'Monterrey');
    await userEvent.click(screen.getByRole('button', { name: 'Cerca de mí' }));
    await waitFor(() => expect(lastSearch()).toEqual({ page: '1', page_size: '20', lat: '25.7', lng: '-100.3' }));
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('');
  });

  it('keeps a state chosen while the browser was still locating', async () => {
    let answer: PositionCallback = () => undefined;
    mockGeolocation((ok) => {
      answer = ok;
    });
    renderPage();
    await screen.findByRole('article', { name: /Centro Camionero 1$/ });
    await userEvent.click(screen.getByRole('button', { name: 'Cerca de mí' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Nuevo León');
    act(() => answer({ coords: { latitude: 25.7, longitude: -100.3 } } as GeolocationPosition));
    await waitFor(() => expect(lastSearch()).toEqual(expect.objectContaining({ lat: '25.7' })));
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveDisplayValue('Nuevo León');
  });

  it('explains in Spanish when the location permission is denied, and keeps the state and city chosen', async () => {
    mockGeolocation((_ok, fail) => fail({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: '' } as GeolocationPositionError));
    renderPage();
    await screen.findByRole('article', { name: /Centro Camionero 1$/ });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Nuevo León');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Ciudad' }), 'Monterrey');
    await waitFor(() => expect(lastSearch()).toHaveProperty('city_id'));
    const searchesBefore = searches.length;
    await userEvent.click(screen.getByRole('button', { name: 'Cerca de mí' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No tenemos permiso para usar tu ubicación.');
    expect(screen.getByRole('button', { name: 'Cerca de mí' })).toHaveAccessibleDescription(/No tenemos permiso/);
    // The message suggests choosing a state: the one chosen stays, and the list with it.
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveDisplayValue('Nuevo León');
    expect(screen.getByRole('combobox', { name: 'Ciudad' })).toHaveDisplayValue('Monterrey');
    expect(searches).toHaveLength(searchesBefore);
  });

  it('loads more dealers after the first page', async () => {
    nextPages.push(page([dealer(1)], 2), page([dealer(2)], 2, 2));
    renderPage();
    await screen.findByRole('article', { name: /Centro Camionero 1$/ });
    await userEvent.click(screen.getByRole('button', { name: 'Ver más distribuidores (1 más)' }));
    expect(await screen.findByRole('article', { name: /Centro Camionero 2$/ })).toBeInTheDocument();
    // The button is gone with the last page: focus is on the first dealer it brought.
    await waitFor(() => expect(screen.getByRole('heading', { name: /Centro Camionero 2$/ })).toHaveFocus());
    expect(lastSearch()).toEqual(expect.objectContaining({ page: '2' }));
    expect(screen.queryByRole('button', { name: /Ver más/ })).not.toBeInTheDocument();
  });

  it('on a phone the map is a toggle, and a marker opens that dealer’s contact form', async () => {
    renderPage();
    await screen.findByRole('article', { name: /Centro Camionero 1$/ });
    expect(screen.queryByTestId('map')).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Ver mapa' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(await screen.findByTestId('map')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ocultar mapa' })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Marcador 2' }));
    expect(await screen.findByRole('heading', { name: 'Contactar a Centro Camionero 2' })).toHaveFocus();
  });

  describe('contact form', () => {
    async function openForm() {
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Contactar a Centro Camionero 1' }));
      return screen.findByRole('region', { name: 'Contactar a Centro Camionero 1' });
    }

    it('validates in Spanish, marks the fields and sends nothing', async () => {
      const form = await openForm();
      await userEvent.type(within(form).getByLabelText('Correo electrónico'), 'no-es-correo');
      await userEvent.click(within(form).getByRole('button', { name: 'Enviar' }));

      expect(await within(form).findByText('Escribe tu nombre.')).toBeInTheDocument();
      expect(within(form).getByText('Escribe un correo electrónico válido.')).toBeInTheDocument();
      expect(within(form).getByText('Escribe tu teléfono.')).toBeInTheDocument();
      expect(within(form).getByText('Escribe tu mensaje.')).toBeInTheDocument();
      expect(within(form).getByText('Es necesario aceptar el aviso de privacidad.')).toBeInTheDocument();
      expect(within(form).getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
      expect(within(form).getByLabelText('Nombre')).toHaveAccessibleDescription('Escribe tu nombre.');
      expect(contacts).toEqual([]);
    });

    async function fill(form: HTMLElement) {
      await userEvent.type(within(form).getByLabelText('Nombre'), 'Ana Torres');
      await userEvent.type(within(form).getByLabelText('Correo electrónico'), 'ana@example.com');
      await userEvent.type(within(form).getByLabelText('Teléfono'), '81 1234 5678');
      await userEvent.type(within(form).getByLabelText('Mensaje'), 'Quiero cotizar dos tractocamiones.');
      await userEvent.click(within(form).getByRole('checkbox', { name: /Acepto que mis datos se compartan/ }));
    }

    it('counts the message and refuses a pasted text over 2,000 characters without cutting it', async () => {
      const form = await openForm();
      await fill(form);
      const message = within(form).getByLabelText('Mensaje');
      await userEvent.clear(message);
      await userEvent.click(message);
      await userEvent.paste('b'.repeat(2001));
      expect(message).toHaveValue('b'.repeat(2001));
      expect(message).toHaveAccessibleDescription('Te pasaste por 1 carácter: el límite es 2,000.');
      await userEvent.click(within(form).getByRole('button', { name: 'Enviar' }));
      expect(await within(form).findByText('Escribe como máximo 2,000 caracteres.')).toBeInTheDocument();
      expect(contacts).toEqual([]);
    });

    it('keeps what was typed when sending fails', async () => {
      answerContact(500, { code: 'SERVER_ERROR', message: 'Hubo un error en el servidor. Intenta de nuevo más tarde.' });
      const form = await openForm();
      await fill(form);
      await userEvent.click(within(form).getByRole('button', { name: 'Enviar' }));

      expect(await within(form).findByRole('alert')).toHaveTextContent('Hubo un error en el servidor.');
      expect(within(form).getByLabelText('Nombre')).toHaveValue('Ana Torres');
      expect(within(form).getByLabelText('Mensaje')).toHaveValue('Quiero cotizar dos tractocamiones.');
    });

    it('sends the request for that dealer and confirms it; closing returns focus', async () => {
      answerContact(201, { id: 'abcdef12-0000-4000-8000-000000000000', distributorName: 'Centro Camionero 1' });
      const form = await openForm();
      await fill(form);
      await userEvent.click(within(form).getByRole('button', { name: 'Enviar' }));

      expect(await screen.findByRole('heading', { name: 'Solicitud enviada' })).toHaveFocus();
      expect(screen.getByText(/Enviamos tus datos a Centro Camionero 1. Te contactarán pronto. Folio: ABCDEF12./)).toBeInTheDocument();
      expect(contacts).toEqual([{
        distributorId: dealer(1).id,
        name: 'Ana Torres',
        email: 'ana@example.com',
        phone: '81 1234 5678',
        message: 'Quiero cotizar dos tractocamiones.',
        acceptsPrivacy: true,
      }]);

      await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
      expect(screen.getByRole('button', { name: 'Contactar a Centro Camionero 1' })).toHaveFocus();
    });
  });
});

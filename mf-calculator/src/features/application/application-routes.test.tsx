import { screen, waitFor, within } from '@testing-library/react';
import { BrowserRouter, Route, Routes } from '@fvc/shared/router';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { renderApp } from '@fvc/shared/testing/render-app';
import { APPLICATION_ID, QUOTE_ID, TOKEN, answerApplication, applicationView, doc, holdLink, renderApplication } from '../../testing/application';
import { tokenInFragment } from './application-link';
import { ApplicationRoutes } from './application-routes';

const storedLink = () => JSON.parse(sessionStorage.getItem('fvc-solicitud-enlace') ?? 'null') as unknown;
const location = () => screen.getByTestId('location').textContent;

describe('starting from a quote (/solicitud/nueva)', () => {
  it('starts the application of the quote, keeps its link for the tab and opens paso 1 with its heading focused', async () => {
    apiStub().post('/api/applications', { quoteId: QUOTE_ID }).reply(201, { applicationId: APPLICATION_ID, token: TOKEN, sentTo: 'an•••@example.com' });
    answerApplication(applicationView());
    renderApplication(`/solicitud/nueva?cotizacion=${QUOTE_ID}`);

    const heading = await screen.findByRole('heading', { level: 2, name: 'Paso 1 de 6: Datos del solicitante' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(location()).toBe('/solicitud/solicitante');
    expect(storedLink()).toEqual({ token: TOKEN, applicationId: APPLICATION_ID });
    // Where the link to come back went, and the quote it continues.
    expect(screen.getByText(/un enlace para continuar tu solicitud/)).toHaveTextContent('Te enviamos a an•••@example.com');
    expect(screen.getByText(/Crédito para Cumbre C45 Chasis: 48 meses, 20 % de enganche/)).toHaveTextContent('$45,231.00 al mes. Cotización COT-2026-000123.');
    const steps = screen.getByRole('navigation', { name: 'Pasos de la solicitud' });
    expect(within(steps).getAllByRole('link')).toHaveLength(6);
    expect(within(steps).getByRole('link', { current: 'step' })).toHaveAccessibleName('Paso 1: Datos del solicitante');
  });

  it('a quote that already has an application: its link goes only to the quote’s e-mail, and the page says so', async () => {
    apiStub().post('/api/applications', { quoteId: QUOTE_ID }).reply(200, { applicationId: APPLICATION_ID, token: null, sentTo: 'an•••@example.com' });
    renderApplication(`/solicitud/nueva?cotizacion=${QUOTE_ID}`);
    expect(await screen.findByRole('heading', { name: 'Esta cotización ya tiene una solicitud' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('se abre solo con el enlace que enviamos a an•••@example.com');
    expect(storedLink()).toBeNull();
  });

  it('that same application, with its link already in this tab, simply goes on', async () => {
    holdLink();
    apiStub().post('/api/applications', { quoteId: QUOTE_ID }).reply(200, { applicationId: APPLICATION_ID, token: null, sentTo: 'an•••@example.com' });
    answerApplication(applicationView({ applicantType: 'fisica', steps: { solicitante: { applicantType: 'fisica', firstName: 'Ana', lastNames: 'Gómez', ...PERSON_DATA } } }));
    renderApplication(`/solicitud/nueva?cotizacion=${QUOTE_ID}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Paso 2 de 6: Domicilio' })).toBeInTheDocument();
  });

  it('explains a quote the API does not know, and offers the calculator', async () => {
    apiStub().post('/api/applications').reply(404, { code: 'NOT_FOUND', message: 'No encontramos esa cotización o ya venció.' });
    renderApplication(`/solicitud/nueva?cotizacion=${QUOTE_ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos esa cotización o ya venció.');
    expect(screen.getByRole('link', { name: 'Ir a la calculadora' })).toHaveAttribute('href', '/calculadora/paso-1');
  });

  it('sends nothing for an address without a quote', async () => {
    renderApplication('/solicitud/nueva');
    expect(await screen.findByRole('alert')).toHaveTextContent('Este enlace no trae una cotización.');
  });
});

const PERSON_DATA = { rfc: 'GOMA850412AB5', curp: 'GOMA850412HJCMRN04', birthDate: '1985-04-12', phone: '5512345678', email: 'ana@example.com' };

describe('the e-mailed link (/solicitud/continuar#t=…)', () => {
  it('keeps the token for the tab, takes it out of the address and opens the application where it was left', async () => {
    answerApplication(applicationView({ applicantType: 'fisica', steps: { solicitante: { applicantType: 'fisica', firstName: 'Ana', lastNames: 'Gómez', ...PERSON_DATA } } }));
    renderApplication(`/solicitud/continuar#t=${encodeURIComponent(TOKEN)}`);

    expect(await screen.findByRole('heading', { level: 2, name: 'Paso 2 de 6: Domicilio' })).toBeInTheDocument();
    expect(location()).toBe('/solicitud/domicilio');
    expect(location()).not.toContain(TOKEN);
    expect(storedLink()).toEqual({ token: TOKEN, applicationId: APPLICATION_ID });
  });

  it('leaves no trace of the token in the browser’s address or history', async () => {
    window.history.pushState(null, '', `/solicitud/continuar#t=${TOKEN}`);
    const entries = window.history.length;
    answerApplication(applicationView());
    renderApp(
      <BrowserRouter>
        <Routes>
          <Route path="/solicitud/*" element={<ApplicationRoutes />} />
        </Routes>
      </BrowserRouter>,
    );
    await screen.findByRole('heading', { level: 2, name: 'Paso 1 de 6: Datos del solicitante' });
    expect(window.location.href).not.toContain(TOKEN);
    expect(window.location.pathname).toBe('/solicitud/solicitante');
    // Replaced, not added: Back does not return to the address with the token.
    expect(window.history.length).toBe(entries);
    window.history.replaceState(null, '', '/');
  });

  it('opens the status of an application already sent', async () => {
    answerApplication(applicationView({ status: 'received', folio: 'SOL-2026-000001', editable: false, events: [{ status: 'received', at: '2026-03-02T17:00:00.000Z', note: null }] }));
    renderApplication(`/solicitud/continuar#t=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Folio SOL-2026-000001' })).toBeInTheDocument();
    expect(location()).toBe('/solicitud/estado');
  });

  it('reads the token as the e-mail writes it, and nothing else', () => {
    expect(tokenInFragment('#t=abc.def_ghi-jkl')).toBe('abc.def_ghi-jkl');
    expect(tokenInFragment('#t=a%2Bb')).toBe('a+b');
    expect(tokenInFragment('#x=1&t=abc')).toBe('abc');
    expect(tokenInFragment('#t=')).toBeNull();
    expect(tokenInFragment('#t=a%20b')).toBeNull();
    expect(tokenInFragment('')).toBeNull();
  });

  it('a link the API refuses (expired, or replaced by a newer one) says what to do', async () => {
    holdLink();
    apiStub().get('/api/applications/current').reply(401, { code: 'APPLICATION_LINK_INVALID', message: 'El enlace venció.' });
    renderApplication('/solicitud/domicilio');
    expect(await screen.findByRole('heading', { name: 'Tu enlace ya no es válido' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Abre el último correo que te enviamos');
  });

  it('without a link in the tab, says where to find it and asks nothing of the API', async () => {
    renderApplication('/solicitud/estado');
    expect(await screen.findByRole('heading', { level: 2, name: 'Abre tu enlace para continuar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Solicitud de crédito' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cotizar mi unidad' })).toHaveAttribute('href', '/calculadora/paso-1');
  });
});

describe('resuming', () => {
  it('goes to the first step not done: documents missing after the four forms', async () => {
    holdLink();
    answerApplication(
      applicationView({
        applicantType: 'fisica',
        steps: {
          solicitante: { applicantType: 'fisica', firstName: 'Ana', lastNames: 'Gómez', ...PERSON_DATA },
          domicilio: { postalCode: '44100', colonia: 'Centro', street: 'Juárez', exteriorNumber: '10', interiorNumber: null, municipality: 'Guadalajara', state: 'Jalisco' },
          actividad: { kind: 'income', occupation: 'Operador', employer: 'Transportes Ana', monthlyIncome: 35000, yearsInActivity: 5 },
          referencias: { references: [{ name: 'Luis', phone: '5511112222', relationship: 'Hermano' }, { name: 'Eva', phone: '5533334444', relationship: 'Cliente' }] },
        },
        documents: [doc('identificacion', 'Identificación oficial vigente (INE o pasaporte)')],
      }),
    );
    renderApplication('/solicitud');
    expect(await screen.findByRole('heading', { level: 2, name: 'Paso 5 de 6: Documentos' })).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Pasos de la solicitud' });
    expect(within(steps).getByRole('link', { name: 'Paso 4: Referencias (completo)' })).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddressStep } from '@fvc/shared/contracts';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { TOKEN, answerApplication, applicationView, holdLink, renderApplication } from '../../../testing/application';

const STEP_URL = '/api/applications/current/steps/domicilio';
const DRAFT_KEY = 'fvc-solicitud-borrador:5f0c6d2e-1111-4222-8333-444455556666:domicilio';
const OFFLINE = 'Sin conexión: guardamos lo que escribiste en este dispositivo.';

async function openStep() {
  holdLink();
  answerApplication(applicationView({ applicantType: 'fisica' }));
  const page = renderApplication('/solicitud/domicilio');
  await screen.findByRole('heading', { level: 2, name: 'Paso 2 de 6: Domicilio' });
  return page;
}

function recordSaves() {
  const saved: unknown[] = [];
  apiStub()
    .put(STEP_URL, (sent: unknown) => {
      saved.push(sent);
      return true;
    })
    .matchHeader('x-application-token', TOKEN)
    .reply((_uri, sent) => [200, applicationView({ applicantType: 'fisica', steps: { domicilio: sent as AddressStep } })]);
  return saved;
}

describe('Paso 2: the address', () => {
  it('the postal code brings its colonias as a list, and its municipality and state', async () => {
    const user = userEvent.setup();
    apiStub().get('/api/postal-codes/44100').reply(200, { postalCode: '44100', state: 'Jalisco', municipality: 'Guadalajara', colonias: ['Centro', 'Americana', 'Artesanos'] });
    const saved = recordSaves();
    await openStep();
    // Before the code, the colonia is text.
    expect(screen.getByRole('textbox', { name: 'Colonia' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Código postal'), '44100');
    const colonia = await screen.findByRole('combobox', { name: 'Colonia' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Elige tu colonia', 'Centro', 'Americana', 'Artesanos']);
    expect(screen.getByLabelText('Municipio o alcaldía')).toHaveValue('Guadalajara');
    expect(screen.getByLabelText('Estado')).toHaveValue('Jalisco');

    await user.selectOptions(colonia, 'Americana');
    await user.type(screen.getByLabelText('Calle'), 'Av. Chapultepec');
    await user.type(screen.getByLabelText('Número exterior'), '120');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Paso 3 de 6: Ingresos o actividad' })).toBeInTheDocument();
    expect(saved).toEqual([
      { postalCode: '44100', colonia: 'Americana', street: 'Av. Chapultepec', exteriorNumber: '120', interiorNumber: null, municipality: 'Guadalajara', state: 'Jalisco' },
    ]);
  });

  it('a code the catalog does not have: the colonia is typed, and the page says why', async () => {
    const user = userEvent.setup();
    apiStub().get('/api/postal-codes/99999').reply(404, { code: 'NOT_FOUND', message: 'No está en el catálogo.' });
    await openStep();
    await user.type(screen.getByLabelText('Código postal'), '99999');
    expect(await screen.findByText(/No encontramos el código postal 99999 en el catálogo del Servicio Postal Mexicano/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Colonia' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Colonia' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Municipio o alcaldía')).toHaveValue('');
  });

  it('asks for the five digits, at the field', async () => {
    const user = userEvent.setup();
    await openStep();
    await user.type(screen.getByLabelText('Código postal'), '441');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() => expect(screen.getByLabelText('Código postal')).toHaveAccessibleDescription('Escribe los 5 dígitos del código postal.'));
    expect(screen.getByLabelText('Código postal')).toHaveFocus();
  });
});

describe('nothing typed is lost offline', () => {
  it('a save that cannot reach the API keeps the form, says so, and the draft comes back when the step is opened again', async () => {
    const user = userEvent.setup();
    apiStub().get('/api/postal-codes/99999').reply(404, { code: 'NOT_FOUND', message: 'No está en el catálogo.' }).persist();
    apiStub().put(STEP_URL).replyWithError('socket hang up');
    const page = await openStep();
    await user.type(screen.getByLabelText('Código postal'), '99999');
    await user.type(screen.getByRole('textbox', { name: 'Colonia' }), 'Lomas del Valle');
    await user.type(screen.getByLabelText('Calle'), 'Encino');
    await user.type(screen.getByLabelText('Número exterior'), '5');
    await user.type(screen.getByLabelText('Municipio o alcaldía'), 'Zapopan');
    await user.type(screen.getByLabelText('Estado'), 'Jalisco');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE);
    expect(screen.getByLabelText('Calle')).toHaveValue('Encino');
    expect(screen.getByRole('heading', { level: 2, name: 'Paso 2 de 6: Domicilio' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}').values).toMatchObject({ postalCode: '99999', colonia: 'Lomas del Valle', street: 'Encino' });

    // The tab closed, the e-mailed link opened later on the same phone: the step is as it was left.
    page.unmount();
    sessionStorage.clear();
    holdLink();
    renderApplication('/solicitud/domicilio');
    expect(await screen.findByText('Recuperamos lo que escribiste en este dispositivo y aún no se ha guardado en tu solicitud.')).toBeInTheDocument();
    expect(screen.getByLabelText('Calle')).toHaveValue('Encino');
    expect(screen.getByLabelText('Código postal')).toHaveValue('99999');
    expect(await screen.findByRole('textbox', { name: 'Colonia' })).toHaveValue('Lomas del Valle');
  });

  it('a draft goes once the API has the step', async () => {
    const user = userEvent.setup();
    apiStub().get('/api/postal-codes/44100').reply(200, { postalCode: '44100', state: 'Jalisco', municipality: 'Guadalajara', colonias: ['Centro'] });
    recordSaves();
    await openStep();
    await user.type(screen.getByLabelText('Código postal'), '44100');
    // One colonia alone is chosen for the applicant.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Colonia' })).toHaveValue('Centro'));
    await user.type(screen.getByLabelText('Calle'), 'Juárez');
    await user.type(screen.getByLabelText('Número exterior'), '10');
    expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await screen.findByRole('heading', { level: 2, name: 'Paso 3 de 6: Ingresos o actividad' });
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});

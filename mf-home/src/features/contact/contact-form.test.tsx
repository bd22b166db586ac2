import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@fvc/shared/router';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { ContactForm } from './contact-form';
import { LeadForm } from './lead-form';
import { renderApp } from '@fvc/shared/testing/render-app';

/** What the forms posted to the API, in order: the network edge answers (apiStub), the real client sends. */
const posted: Record<string, unknown[]> = { '/api/contact': [], '/api/leads': [] };
beforeEach(() => {
  posted['/api/contact'] = [];
  posted['/api/leads'] = [];
});
/** The API's next answer to a form: an answer, or an error status and body. */
function answerNext(path: '/api/contact' | '/api/leads', status: number, body: object) {
  apiStub()
    .post(path, (sent: unknown) => {
      posted[path]!.push(sent);
      return true;
    })
    .reply(status, body);
}
const SERVER_ERROR = { code: 'SERVER_ERROR', message: 'Hubo un error en el servidor. Intenta de nuevo más tarde.' };

const renderIn = (ui: React.ReactElement) => renderApp(<MemoryRouter>{ui}</MemoryRouter>);

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nombre completo'), 'Ana Torres');
  await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
  await user.type(screen.getByLabelText('Asunto'), 'Cotización');
  await user.type(screen.getByLabelText('Mensaje'), 'Me interesa un tractocamión.');
  await user.click(screen.getByRole('checkbox', { name: /aviso de privacidad/ }));
}

/** The contact form filled in and sent, with the server failing once: its alert is shown. */
async function sendAndFail(user: ReturnType<typeof userEvent.setup>) {
  answerNext('/api/contact', 500, SERVER_ERROR);
  renderIn(<ContactForm />);
  await fillContact(user);
  await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Hubo un error en el servidor');
}

describe('ContactForm', () => {
  it('says in Spanish what is missing, next to each field', async () => {
    const user = userEvent.setup();
    renderIn(<ContactForm />);
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@');
    await user.type(screen.getByLabelText('Teléfono (opcional)'), 'llámame');
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    const name = screen.getByLabelText('Nombre completo');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Escribe tu nombre.');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription('Escribe un correo válido, por ejemplo nombre@empresa.com.');
    expect(screen.getByLabelText('Teléfono (opcional)')).toHaveAccessibleDescription(/al menos 8 dígitos/);
    expect(screen.getByText('Es necesario aceptar el aviso de privacidad.')).toBeInTheDocument();
    expect(posted['/api/contact']).toEqual([]);
  });

  it('counts the message live and refuses, without cutting, a text over the limit', async () => {
    const user = userEvent.setup();
    renderIn(<ContactForm />);
    await fillContact(user);
    const message = screen.getByLabelText('Mensaje');
    expect(message).toHaveAccessibleDescription('Te quedan 2,972 caracteres de 3,000.');
    await user.clear(message);
    await user.click(message);
    await user.paste('a'.repeat(3005));
    expect(message).toHaveValue('a'.repeat(3005));
    expect(screen.getByText('Te pasaste por 5 caracteres: el límite es 3,000.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription(/Escribe como máximo 3,000 caracteres\./);
    expect(posted['/api/contact']).toEqual([]);
  });

  it('keeps everything typed when the server fails, and confirms once it is stored', async () => {
    const user = userEvent.setup();
    await sendAndFail(user);
    expect(screen.getByLabelText('Nombre completo')).toHaveValue('Ana Torres');
    expect(screen.getByLabelText('Mensaje')).toHaveValue('Me interesa un tractocamión.');
    expect(screen.getByRole('checkbox', { name: /aviso de privacidad/ })).toBeChecked();

    answerNext('/api/contact', 201, { id: 'abcdef12-0000-4000-8000-000000000000', acknowledgedTo: 'ana@example.com' });
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Recibimos tu mensaje');
    expect(screen.getByRole('status')).toHaveTextContent('ABCDEF12');
    expect(screen.getByRole('status')).toHaveTextContent('Te enviamos un acuse con tu folio a ana@example.com.');
    // The form and its button are gone: focus goes to the answer, not to the page's start.
    expect(screen.getByRole('status')).toHaveFocus();
    expect(posted['/api/contact']!.at(-1)).toEqual({
      name: 'Ana Torres',
      email: 'ana@example.com',
      subject: 'Cotización',
      message: 'Me interesa un tractocamión.',
      acceptsPrivacy: true,
    });
  });

  it('says an acknowledgment went out only when the API sent one', async () => {
    const user = userEvent.setup();
    await sendAndFail(user);
    // Past the per-recipient limit the API stores the message and sends no copy.
    answerNext('/api/contact', 201, { id: 'abcdef12-0000-4000-8000-000000000000' });
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ABCDEF12');
    expect(screen.getByRole('status')).not.toHaveTextContent(/acuse/);
  });

  it('drops the server’s answer once a new try stops at a field', async () => {
    const user = userEvent.setup();
    await sendAndFail(user);

    await user.clear(screen.getByLabelText('Nombre completo'));
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    expect(await screen.findByLabelText('Nombre completo')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Hubo un error en el servidor/)).not.toBeInTheDocument();
    expect(posted['/api/contact']).toHaveLength(1);
  });
});

describe('LeadForm', () => {
  it('syntage asks for a valid RFC and the tax-data consent, then stores the lead', async () => {
    const user = userEvent.setup();
    answerNext('/api/leads', 201, { id: 'x' });
    renderIn(<LeadForm source="syntage" title="Autoriza la consulta" />);
    await user.type(screen.getByLabelText('Nombre o razón social'), 'Transportes del Bajío');
    await user.type(screen.getByLabelText('Correo electrónico'), 'finanzas@bajio.example');
    // Its shape is right, but there is no 13th month nor 32nd day.
    await user.type(screen.getByLabelText('RFC'), 'TRAX991332AB1');
    await user.click(screen.getByRole('checkbox', { name: /aviso de privacidad/ }));
    await user.click(screen.getByRole('button', { name: 'AUTORIZAR Y ENVIAR' }));
    expect(screen.getByLabelText('RFC')).toHaveAccessibleDescription(/Escribe un RFC válido/);
    expect(screen.getByText('Es necesario autorizar la consulta de tu información fiscal.')).toBeInTheDocument();
    expect(posted['/api/leads']).toEqual([]);

    await user.clear(screen.getByLabelText('RFC'));
    await user.type(screen.getByLabelText('RFC'), 'tba010203ab1');
    await user.click(screen.getByRole('checkbox', { name: /Autorizo/ }));
    await user.click(screen.getByRole('button', { name: 'AUTORIZAR Y ENVIAR' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Recibimos tus datos');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(posted['/api/leads']).toEqual([expect.objectContaining({ source: 'syntage', rfc: 'TBA010203AB1', acceptsTaxDataConsent: true, acceptsPrivacy: true })]);
  });

  it('campaign has no RFC and keeps the data on a server error', async () => {
    const user = userEvent.setup();
    apiStub().post('/api/leads').replyWithError('conexión cerrada');
    renderIn(<LeadForm source="campaign" title="Déjanos tus datos" />);
    expect(screen.queryByLabelText('RFC')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Nombre completo'), 'Luis Pérez');
    await user.type(screen.getByLabelText('Correo electrónico'), 'luis@example.com');
    await user.click(screen.getByRole('checkbox', { name: /aviso de privacidad/ }));
    await user.click(screen.getByRole('button', { name: 'QUIERO QUE ME CONTACTEN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos conectar');
    expect(screen.getByLabelText('Nombre completo')).toHaveValue('Luis Pérez');
  });

  it('syntage takes an RFC typed with spaces or dashes, and sends it as the API reads it', async () => {
    const user = userEvent.setup();
    answerNext('/api/leads', 201, { id: 'x' });
    renderIn(<LeadForm source="syntage" title="Autoriza la consulta" />);
    await user.type(screen.getByLabelText('Nombre o razón social'), 'Transportes del Bajío');
    await user.type(screen.getByLabelText('Correo electrónico'), 'finanzas@bajio.example');
    await user.type(screen.getByLabelText('RFC'), 'tba-010203-ab1');
    expect(screen.getByLabelText('RFC')).toHaveValue('tba-010203-ab1');
    await user.click(screen.getByRole('checkbox', { name: /Autorizo/ }));
    await user.click(screen.getByRole('checkbox', { name: /aviso de privacidad/ }));
    await user.click(screen.getByRole('button', { name: 'AUTORIZAR Y ENVIAR' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Recibimos tus datos');
    expect(posted['/api/leads']!.at(-1)).toEqual(expect.objectContaining({ rfc: 'TBA010203AB1' }));

    // Another request starts from the empty form, with the keyboard at its first field.
    await user.click(screen.getByRole('button', { name: 'Enviar otra solicitud' }));
    expect(screen.getByLabelText('Nombre o razón social')).toHaveFocus();
    expect(screen.getByLabelText('Nombre o razón social')).toHaveValue('');
  });

  it('puts a field the API refused beside that field, with focus, and keeps what was typed', async () => {
    const user = userEvent.setup();
    answerNext('/api/leads', 400, {
      code: 'VALIDATION_ERROR',
      message: 'Revisa los datos marcados.',
      fields: { email: 'El campo “Correo electrónico” debe ser un correo electrónico válido.' },
    });
    renderIn(<LeadForm source="campaign" title="Déjanos tus datos" />);
    await user.type(screen.getByLabelText('Nombre completo'), 'Luis Pérez');
    await user.type(screen.getByLabelText('Correo electrónico'), 'luis@example.com');
    await user.click(screen.getByRole('checkbox', { name: /aviso de privacidad/ }));
    await user.click(screen.getByRole('button', { name: 'QUIERO QUE ME CONTACTEN' }));

    const email = screen.getByLabelText('Correo electrónico');
    expect(await screen.findByText('El campo “Correo electrónico” debe ser un correo electrónico válido.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('luis@example.com');
    // Not "try again": sending the same again would fail the same way.
    expect(screen.queryByText(/intenta enviar de nuevo/)).not.toBeInTheDocument();
  });

  it('refuses in the browser an address the API would refuse (an accent)', async () => {
    const user = userEvent.setup();
    renderIn(<LeadForm source="campaign" title="Déjanos tus datos" />);
    await user.type(screen.getByLabelText('Correo electrónico'), 'josé@correo.mx');
    await user.click(screen.getByRole('button', { name: 'QUIERO QUE ME CONTACTEN' }));
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription('Escribe un correo válido, por ejemplo nombre@empresa.com.');
  });
});

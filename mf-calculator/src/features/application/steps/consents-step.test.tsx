import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { TOKEN, answerApplication, applicationView, holdLink, renderApplication } from '../../../testing/application';

const CODE_URL = '/api/applications/current/consents/code';
const SIGN_URL = '/api/applications/current/consents';

async function openConsents(view = applicationView({ applicantType: 'fisica' })) {
  holdLink();
  answerApplication(view);
  renderApplication('/solicitud/consentimientos');
  await screen.findByRole('heading', { level: 2, name: 'Paso 6 de 6: Autorizaciones' });
}

describe('Paso 6: the consents, signed with an e-mailed code', () => {
  it('shows each text as it is signed, and asks for the privacy notice and the credit bureau before sending a code', async () => {
    const user = userEvent.setup();
    let codes = 0;
    apiStub()
      .post(CODE_URL)
      .reply(() => {
        codes += 1;
        return [200, { sentTo: 'an•••@example.com', expiresAt: '2026-03-02T17:10:00.000Z' }];
      });
    await openConsents();
    expect(screen.getByRole('heading', { level: 3, name: 'Aviso de privacidad' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Autorización para consultar tu historial crediticio' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Autorización para consultar tu información fiscal (SAT)' })).toBeInTheDocument();
    // The box is described by the very text it signs.
    expect(screen.getByRole('checkbox', { name: 'Autorizo la consulta de mi historial crediticio' })).toHaveAccessibleDescription(expect.stringContaining('Sociedades de Información Crediticia'));

    await user.click(screen.getByRole('button', { name: 'Enviarme el código por correo' }));
    const privacy = screen.getByRole('checkbox', { name: 'Leí y acepto el aviso de privacidad' });
    expect(privacy).toHaveFocus();
    expect(privacy).toHaveAccessibleDescription(expect.stringContaining('Para continuar necesitamos que aceptes el aviso de privacidad.'));
    expect(screen.getByRole('checkbox', { name: 'Autorizo la consulta de mi historial crediticio' })).toHaveAttribute('aria-invalid', 'true');
    // The SAT's is optional.
    expect(screen.getByRole('checkbox', { name: /información fiscal en el SAT \(opcional\)/ })).not.toHaveAttribute('aria-invalid');
    expect(codes).toBe(0);
  });

  it('signs with the code: a wrong code is said at its field, the right one signs and opens the review', async () => {
    const user = userEvent.setup();
    apiStub().post(CODE_URL).matchHeader('x-application-token', TOKEN).reply(200, { sentTo: 'an•••@example.com', expiresAt: '2026-03-02T17:10:00.000Z' });
    const signed: unknown[] = [];
    apiStub()
      .post(SIGN_URL, (body: { code: string }) => {
        signed.push(body);
        return body.code === '111111';
      })
      .reply(400, { code: 'CONSENT_CODE_WRONG', message: 'El código no es correcto. Te quedan 4 intentos.', fields: { code: 'El código no es correcto. Te quedan 4 intentos.' } });
    apiStub()
      .post(SIGN_URL, (body: { code: string }) => {
        signed.push(body);
        return body.code === '482913';
      })
      .reply(200, applicationView({ applicantType: 'fisica', consents: [{ kind: 'privacy', version: 'privacidad-2026-01', signedAt: '2026-03-02T17:05:00.000Z' }, { kind: 'buro', version: 'buro-2026-01', signedAt: '2026-03-02T17:05:00.000Z' }] }));
    await openConsents();
    await user.click(screen.getByRole('checkbox', { name: 'Leí y acepto el aviso de privacidad' }));
    await user.click(screen.getByRole('checkbox', { name: 'Autorizo la consulta de mi historial crediticio' }));
    await user.click(screen.getByRole('button', { name: 'Enviarme el código por correo' }));

    expect(await screen.findByText(/Te enviamos un código a/)).toHaveTextContent('an•••@example.com');
    const code = screen.getByLabelText('Código de 6 dígitos');
    await waitFor(() => expect(code).toHaveFocus());

    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Firmar autorizaciones' }));
    expect(code).toHaveAccessibleDescription('Escribe los 6 dígitos del código que te enviamos.');
    expect(signed).toEqual([]);

    await user.clear(code);
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Firmar autorizaciones' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('El código no es correcto. Te quedan 4 intentos.'));

    await user.clear(code);
    await user.type(code, '482 913');
    await user.click(screen.getByRole('button', { name: 'Firmar autorizaciones' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Revisa y envía tu solicitud' })).toBeInTheDocument();
    expect(signed).toEqual([
      { privacy: true, buro: true, sat: false, code: '111111' },
      { privacy: true, buro: true, sat: false, code: '482913' },
    ]);
  });

  it('already signed: says what and when, and goes on to the review', async () => {
    await openConsents(
      applicationView({
        applicantType: 'fisica',
        consents: [
          { kind: 'privacy', version: 'privacidad-2026-01', signedAt: '2026-03-02T17:05:00.000Z' },
          { kind: 'buro', version: 'buro-2026-01', signedAt: '2026-03-02T17:05:00.000Z' },
          { kind: 'sat', version: 'sat-2026-01', signedAt: '2026-03-02T17:05:00.000Z' },
        ],
      }),
    );
    expect(screen.getByText('Autorización para consultar tu información fiscal (SAT), el 2 de marzo de 2026')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Revisar y enviar' })).toHaveAttribute('href', '/solicitud/revision');
  });
});

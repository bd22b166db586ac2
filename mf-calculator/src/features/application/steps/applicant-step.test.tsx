import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicantStep } from '@fvc/shared/contracts';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { COMPANY, PERSON, TOKEN, answerApplication, applicationView, holdLink, renderApplication } from '../../../testing/application';

const STEP_URL = '/api/applications/current/steps/solicitante';

/** What the step sent to the API, in order; the API answers the application with it, or `refusal`. */
function recordSaves(refusal?: object) {
  const saved: unknown[] = [];
  apiStub()
    .put(STEP_URL, (sent: unknown) => {
      saved.push(sent);
      return true;
    })
    .matchHeader('x-application-token', TOKEN)
    .reply((_uri, sent) => {
      const step = sent as ApplicantStep;
      return refusal ? [400, refusal] : [200, applicationView({ applicantType: step.applicantType, steps: { solicitante: step } })];
    })
    .persist();
  return saved;
}

async function openStep(view = applicationView()) {
  holdLink();
  answerApplication(view);
  renderApplication('/solicitud/solicitante');
  await screen.findByRole('heading', { level: 2, name: 'Paso 1 de 6: Datos del solicitante' });
}

async function fillPerson(user: ReturnType<typeof userEvent.setup>, { rfc = PERSON.rfc, birthDate = PERSON.birthDate } = {}) {
  await user.type(screen.getByLabelText('Nombre(s)'), 'Ana');
  await user.type(screen.getByLabelText('Apellidos'), 'Gómez Martínez');
  await user.type(screen.getByLabelText('RFC'), rfc);
  await user.type(screen.getByLabelText('CURP'), PERSON.curp);
  await user.type(screen.getByLabelText('Fecha de nacimiento'), birthDate);
  await user.type(screen.getByLabelText('Teléfono'), '55 1234 5678');
  await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
}

describe('Paso 1: the applicant', () => {
  it('offers only the applicant types of the quote’s person type: física, with or without business activity', async () => {
    const user = userEvent.setup();
    await openStep();
    const types = screen.getByRole('group', { name: 'Tipo de solicitante' });
    expect(types).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Persona física' })).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Persona moral' })).not.toBeInTheDocument();
    // Nothing else is asked until the type is chosen: the fields depend on it.
    expect(screen.queryByLabelText('RFC')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Persona física con actividad empresarial' }));
    expect(screen.getByLabelText('Actividad empresarial')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Persona física' }));
    expect(screen.queryByLabelText('Actividad empresarial')).not.toBeInTheDocument();
    expect(screen.getByLabelText('CURP')).toBeInTheDocument();
  });

  it('a moral quote applies as a moral: the company and its legal representative, no personal CURP', async () => {
    await openStep(applicationView({ quote: { personType: 'moral' } }));
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText(/Solicitas como/)).toHaveTextContent('persona moral');
    expect(screen.getByLabelText('Razón social')).toBeInTheDocument();
    expect(screen.getByLabelText('RFC de la empresa')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Representante legal' })).toBeInTheDocument();
    expect(screen.getByLabelText('CURP del representante')).toBeInTheDocument();
    expect(screen.queryByLabelText('CURP')).not.toBeInTheDocument();
  });

  it('checks the RFC’s and the CURP’s check digits as the last character is typed, with the message at the field', async () => {
    const user = userEvent.setup();
    await openStep();
    await user.click(screen.getByRole('radio', { name: 'Persona física' }));
    const rfc = screen.getByLabelText('RFC');
    await user.type(rfc, PERSON.rfc.slice(0, 12));
    expect(rfc).not.toHaveAttribute('aria-invalid');
    // A wrong check digit: said at once, before leaving the field.
    await user.type(rfc, '9');
    await waitFor(() => expect(rfc).toHaveAccessibleDescription(expect.stringContaining('El dígito verificador del RFC (el último carácter) no corresponde.')));
    expect(rfc).toHaveAttribute('aria-invalid', 'true');
    await user.type(rfc, '{Backspace}5');
    await waitFor(() => expect(rfc).not.toHaveAttribute('aria-invalid'));

    const curp = screen.getByLabelText('CURP');
    await user.type(curp, `${PERSON.curp.slice(0, 17)}7`);
    await waitFor(() => expect(curp).toHaveAccessibleDescription(expect.stringContaining('El dígito verificador de la CURP (el último) no corresponde.')));
    // Typed in lower case with spaces, as people do: the same CURP.
    await user.clear(curp);
    await user.type(curp, `${PERSON.curp.slice(0, 9).toLowerCase()} ${PERSON.curp.slice(9).toLowerCase()}`);
    await waitFor(() => expect(curp).not.toHaveAttribute('aria-invalid'));
  });

  it('says the length a física’s RFC must have when the field is left short', async () => {
    const user = userEvent.setup();
    await openStep();
    await user.click(screen.getByRole('radio', { name: 'Persona física' }));
    await user.type(screen.getByLabelText('RFC'), 'GOMA8504');
    await user.tab();
    expect(screen.getByLabelText('RFC')).toHaveAccessibleDescription(expect.stringContaining('El RFC de una persona física tiene 13 caracteres; este tiene 8.'));
  });

  it('saves the step as the API takes it (RFC and CURP normalized) and goes on to the address', async () => {
    const user = userEvent.setup();
    const saved = recordSaves();
    await openStep();
    await user.click(screen.getByRole('radio', { name: 'Persona física' }));
    await fillPerson(user, { rfc: 'goma-850412-ab5' });
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));

    // The next step's heading takes focus: the form the keyboard was in is gone.
    const next = await screen.findByRole('heading', { level: 2, name: 'Paso 2 de 6: Domicilio' });
    await waitFor(() => expect(next).toHaveFocus());
    expect(saved).toEqual([
      {
        applicantType: 'fisica',
        firstName: 'Ana',
        lastNames: 'Gómez Martínez',
        rfc: PERSON.rfc,
        curp: PERSON.curp,
        birthDate: PERSON.birthDate,
        phone: '55 1234 5678',
        email: 'ana@example.com',
      },
    ]);
    // Saved: the device keeps no copy of it.
    expect(Object.keys(localStorage).filter((key) => key.includes('solicitante'))).toEqual([]);
  });

  it('refuses an RFC whose date is not the birth date typed, at the RFC, and sends nothing', async () => {
    const user = userEvent.setup();
    const saved = recordSaves();
    await openStep();
    await user.click(screen.getByRole('radio', { name: 'Persona física' }));
    await fillPerson(user, { birthDate: '1985-04-13' });
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() => expect(screen.getByLabelText('RFC')).toHaveAccessibleDescription(expect.stringContaining('La fecha del RFC no coincide con la fecha de nacimiento.')));
    expect(screen.getByLabelText('RFC')).toHaveFocus();
    expect(saved).toEqual([]);
  });

  it('a moral’s step: the company’s RFC of 12 characters and the representative’s, sent as one', async () => {
    const user = userEvent.setup();
    const saved = recordSaves();
    await openStep(applicationView({ quote: { personType: 'moral' } }));
    await user.type(screen.getByLabelText('Razón social'), 'Transportes del Bajío SA de CV');
    await user.type(screen.getByLabelText('RFC de la empresa'), COMPANY.rfc);
    await user.type(screen.getByLabelText('Fecha de constitución'), COMPANY.incorporationDate);
    await user.type(screen.getByLabelText('Teléfono'), '4421234567');
    await user.type(screen.getByLabelText('Correo electrónico'), 'flota@bajio.mx');
    await user.type(screen.getByLabelText('Nombre(s) del representante'), 'Juan');
    await user.type(screen.getByLabelText('Apellidos del representante'), 'López Pérez');
    await user.type(screen.getByLabelText('RFC del representante'), COMPANY.representativeRfc);
    await user.type(screen.getByLabelText('CURP del representante'), COMPANY.representativeCurp);
    await user.type(screen.getByLabelText('Cargo'), 'Director general');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));

    await screen.findByRole('heading', { level: 2, name: 'Paso 2 de 6: Domicilio' });
    expect(saved).toEqual([
      {
        applicantType: 'moral',
        companyName: 'Transportes del Bajío SA de CV',
        rfc: COMPANY.rfc,
        incorporationDate: COMPANY.incorporationDate,
        phone: '4421234567',
        email: 'flota@bajio.mx',
        representative: { firstName: 'Juan', lastNames: 'López Pérez', rfc: COMPANY.representativeRfc, curp: COMPANY.representativeCurp, position: 'Director general' },
      },
    ]);
  });

  it('shows the API’s refusal at the field it names, with focus, and keeps everything typed', async () => {
    const user = userEvent.setup();
    recordSaves({ code: 'VALIDATION_ERROR', message: 'Ese correo no recibe mensajes.', fields: { email: 'Ese correo no recibe mensajes.' } });
    await openStep();
    await user.click(screen.getByRole('radio', { name: 'Persona física' }));
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));

    const email = screen.getByLabelText('Correo electrónico');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Ese correo no recibe mensajes.'));
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Nombre(s)')).toHaveValue('Ana');
    expect(screen.getByRole('heading', { level: 2, name: 'Paso 1 de 6: Datos del solicitante' })).toBeInTheDocument();
  });
});

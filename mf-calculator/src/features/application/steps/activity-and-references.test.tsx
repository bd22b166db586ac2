import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationView } from '@fvc/shared/contracts';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { answerApplication, applicationView, holdLink, renderApplication } from '../../../testing/application';

function recordSaves(step: 'actividad' | 'referencias') {
  const saved: unknown[] = [];
  apiStub()
    .put(`/api/applications/current/steps/${step}`, (sent: unknown) => {
      saved.push(sent);
      return true;
    })
    .reply((_uri, sent) => [200, applicationView({ applicantType: 'fisica', steps: { [step]: sent } })]);
  return saved;
}

async function open(url: string, heading: string, view: ApplicationView) {
  holdLink();
  answerApplication(view);
  renderApplication(url);
  await screen.findByRole('heading', { level: 2, name: heading });
}

describe('Paso 3: income or activity, by applicant type', () => {
  it('a persona física gives her income; amounts are read as people type them', async () => {
    const user = userEvent.setup();
    const saved = recordSaves('actividad');
    await open('/solicitud/actividad', 'Paso 3 de 6: Ingresos o actividad', applicationView({ applicantType: 'fisica' }));
    expect(screen.queryByLabelText('Unidades en tu flotilla hoy')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Ocupación'), 'Operadora de tractocamión');
    await user.type(screen.getByLabelText('Empresa o fuente de tus ingresos'), 'Fletes del Norte');
    await user.type(screen.getByLabelText('Ingreso mensual (pesos)'), 'treinta mil');
    await user.type(screen.getByLabelText('Años en esta actividad'), '7');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    const income = screen.getByLabelText('Ingreso mensual (pesos)');
    await waitFor(() => expect(income).toHaveAccessibleDescription(expect.stringContaining('Escribe tu ingreso mensual con números, sin centavos; por ejemplo 35,000.')));
    expect(saved).toEqual([]);

    await user.clear(income);
    await user.type(income, '$ 35,000');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await screen.findByRole('heading', { level: 2, name: 'Paso 4 de 6: Referencias' });
    expect(saved).toEqual([{ kind: 'income', occupation: 'Operadora de tractocamión', employer: 'Fletes del Norte', monthlyIncome: 35000, yearsInActivity: 7 }]);
  });

  it('a business (física with business activity, or moral) gives its fleet and sales', async () => {
    const user = userEvent.setup();
    const saved = recordSaves('actividad');
    await open('/solicitud/actividad', 'Paso 3 de 6: Ingresos o actividad', applicationView({ applicantType: 'fisica-empresarial' }));
    expect(screen.queryByLabelText('Ingreso mensual (pesos)')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Giro del negocio'), 'Transporte de carga refrigerada');
    await user.type(screen.getByLabelText('Ventas anuales (pesos)'), '12,500,000');
    await user.type(screen.getByLabelText('Unidades en tu flotilla hoy'), '0');
    await user.type(screen.getByLabelText('Años de operación'), '4');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await screen.findByRole('heading', { level: 2, name: 'Paso 4 de 6: Referencias' });
    expect(saved).toEqual([{ kind: 'fleet', businessActivity: 'Transporte de carga refrigerada', annualSales: 12500000, fleetSize: 0, yearsInOperation: 4 }]);
  });

  it('before the applicant type is known, sends the applicant to paso 1', async () => {
    await open('/solicitud/actividad', 'Paso 3 de 6: Ingresos o actividad', applicationView());
    expect(screen.getByRole('heading', { name: 'Primero dinos quién solicita' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al paso 1' })).toHaveAttribute('href', '/solicitud/solicitante');
  });
});

describe('Paso 4: two references', () => {
  it('asks for two, checks each phone, and saves both', async () => {
    const user = userEvent.setup();
    const saved = recordSaves('referencias');
    await open('/solicitud/referencias', 'Paso 4 de 6: Referencias', applicationView({ applicantType: 'fisica' }));
    expect(screen.getByRole('group', { name: 'Referencia 1' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Referencia 2' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nombre de la referencia 1'), 'Luis Gómez');
    await user.type(screen.getByLabelText('Teléfono de la referencia 1'), '55 1111 2222');
    await user.type(screen.getByLabelText('Relación con la referencia 1'), 'Hermano');
    await user.type(screen.getByLabelText('Nombre de la referencia 2'), 'Frutas del Valle');
    await user.type(screen.getByLabelText('Teléfono de la referencia 2'), '12-34');
    await user.type(screen.getByLabelText('Relación con la referencia 2'), 'Cliente');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    const phone = screen.getByLabelText('Teléfono de la referencia 2');
    await waitFor(() => expect(phone).toHaveAccessibleDescription(expect.stringContaining('Escribe al menos 8 dígitos')));
    expect(phone).toHaveFocus();

    await user.clear(phone);
    await user.type(phone, '442 333 4444');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await screen.findByRole('heading', { level: 2, name: 'Paso 5 de 6: Documentos' });
    expect(saved).toEqual([
      {
        references: [
          { name: 'Luis Gómez', phone: '55 1111 2222', relationship: 'Hermano' },
          { name: 'Frutas del Valle', phone: '442 333 4444', relationship: 'Cliente' },
        ],
      },
    ]);
  });

  it('the API’s refusal of one reference’s field is said at that field', async () => {
    const user = userEvent.setup();
    apiStub()
      .put('/api/applications/current/steps/referencias')
      .reply(400, { code: 'VALIDATION_ERROR', message: 'Las referencias deben ser personas distintas.', fields: { 'references.1.phone': 'Las referencias deben tener teléfonos distintos.' } });
    await open(
      '/solicitud/referencias',
      'Paso 4 de 6: Referencias',
      applicationView({
        applicantType: 'fisica',
        steps: { referencias: { references: [{ name: 'Luis', phone: '5511112222', relationship: 'Hermano' }, { name: 'Eva', phone: '5511112222', relationship: 'Prima' }] } },
      }),
    );
    // What the API has is what the form starts with.
    expect(screen.getByLabelText('Nombre de la referencia 2')).toHaveValue('Eva');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    const phone = screen.getByLabelText('Teléfono de la referencia 2');
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Las referencias deben tener teléfonos distintos.'));
    expect(phone).toHaveFocus();
  });
});

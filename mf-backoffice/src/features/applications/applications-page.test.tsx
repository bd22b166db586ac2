import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { APPLICATION_ID, applicationItem } from '../../testing/application-fixtures';
import { ADMIN, AGENT, EDITOR, renderBackoffice } from '../../testing/backoffice-screen';

const API = '/api/backoffice/applications';
const PAGE = '/backoffice/solicitudes-de-credito';
const rowOf = (folio: string) => screen.getByRole('rowheader', { name: folio }).closest('tr')!;

describe('the credit applications inbox', () => {
  it('lists each application with its applicant, RFC, vehicle and plan, status, assignee and date, linked to its detail', async () => {
    apiStub()
      .get(API)
      .matchHeader('authorization', 'Bearer staff-jwt-1')
      .reply(200, {
        items: [
          applicationItem(),
          applicationItem({
            id: 'b0000000-0000-4000-8000-000000000002',
            folio: 'SOL-2026-000008',
            status: 'documents_missing',
            applicantType: 'fisica-empresarial',
            applicantName: 'Bruno Díaz Peña',
            assignee: { id: AGENT.id, name: 'Ana Torres' },
          }),
        ],
        total: 2,
      });
    renderBackoffice(PAGE, { signedInAs: AGENT });

    const table = await screen.findByRole('table', { name: 'Solicitudes de crédito: 2 solicitudes' });
    expect(screen.getByRole('region', { name: 'Solicitudes de crédito: 2 solicitudes' })).toContainElement(table);
    const first = rowOf('SOL-2026-000007');
    for (const text of ['Ana Torres Álvarez', 'Persona física · TOAA800101AB3', 'Camión Cumbre C45', 'Crédito directo', 'Recibida', 'Sin asignar', '5 mar 2026']) {
      expect(first).toHaveTextContent(text);
    }
    expect(within(first).getByRole('link', { name: 'SOL-2026-000007' })).toHaveAttribute('href', `${PAGE}/${APPLICATION_ID}`);
    const second = rowOf('SOL-2026-000008');
    expect(second).toHaveTextContent('Persona física con actividad empresarial');
    expect(second).toHaveTextContent('Faltan documentos');
    expect(second).toHaveTextContent('Ana Torres');
  });

  it('sends the filters and keeps them in the address; “Quitar filtros” lists them all again', async () => {
    const user = userEvent.setup();
    apiStub().get(API).query({}).reply(200, { items: [applicationItem()], total: 1 });
    const filtered = apiStub()
      .get(API)
      .query({ status: 'in_review', minAgeDays: '3', applicant: 'TOAA800101' })
      .reply(200, { items: [applicationItem({ folio: 'SOL-2026-000099', status: 'in_review' })], total: 1 });
    renderBackoffice(PAGE, { signedInAs: AGENT });
    await screen.findByRole('rowheader', { name: 'SOL-2026-000007' });

    await user.selectOptions(screen.getByLabelText('Estado'), 'En revisión');
    await user.type(screen.getByLabelText('Antigüedad mínima (días)'), '3');
    await user.type(screen.getByLabelText('Solicitante'), ' TOAA800101 ');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByRole('rowheader', { name: 'SOL-2026-000099' })).toBeInTheDocument();
    expect(filtered.isDone()).toBe(true);

    // The unfiltered list was read a moment ago: it is drawn again from what the page holds.
    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(await screen.findByRole('rowheader', { name: 'SOL-2026-000007' })).toBeInTheDocument();
    expect(screen.getByLabelText('Solicitante')).toHaveValue('');
  });

  it('reads the filters and the page from the address, leaving out what it does not know', async () => {
    const asked = apiStub().get(API).query({ status: 'approved', applicant: 'ana', page: '2' }).reply(200, { items: [], total: 0 });
    renderBackoffice(`${PAGE}?status=approved&applicant=ana&page=2&minAgeDays=mucho`, { signedInAs: ADMIN });
    expect(await screen.findByRole('heading', { name: 'No hay solicitudes de crédito' })).toBeInTheDocument();
    expect(screen.getByText('Ninguna solicitud enviada cumple estos filtros.')).toBeInTheDocument();
    expect(asked.isDone()).toBe(true);
    expect(screen.getByLabelText('Estado')).toHaveValue('approved');
    expect(screen.getByLabelText('Solicitante')).toHaveValue('ana');
  });

  it('says at the field when the age is no number of days, and asks nothing', async () => {
    const user = userEvent.setup();
    apiStub().get(API).query({}).reply(200, { items: [applicationItem()], total: 1 });
    const asked = apiStub().get(API).query(true).reply(200, { items: [], total: 0 });
    renderBackoffice(PAGE, { signedInAs: AGENT });
    await screen.findByRole('rowheader', { name: 'SOL-2026-000007' });

    await user.type(screen.getByLabelText('Antigüedad mínima (días)'), 'dos');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(screen.getByLabelText('Antigüedad mínima (días)')).toHaveAccessibleDescription(expect.stringContaining('Escribe un número de días'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked.isDone()).toBe(false);
  });

  it('shows the loading state, then a failure with a retry that works', async () => {
    const user = userEvent.setup();
    apiStub().get(API).delay(100).reply(503, { code: 'UNAVAILABLE', message: 'El servicio no está disponible.' });
    renderBackoffice(PAGE, { signedInAs: AGENT });
    expect(await screen.findByText('Cargando solicitudes de crédito…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('El servicio no está disponible.');

    apiStub().get(API).reply(200, { items: [applicationItem()], total: 1 });
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('rowheader', { name: 'SOL-2026-000007' })).toBeInTheDocument();
  });

  it('is in the navigation of agents and admins, not of an editor, who is told they may not open it', async () => {
    apiStub().get(API).reply(200, { items: [], total: 0 });
    const { unmount } = renderBackoffice(PAGE, { signedInAs: AGENT });
    const nav = screen.getByRole('navigation', { name: 'Back-office' });
    expect(within(nav).getByRole('link', { name: 'Solicitudes de crédito' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Solicitudes' })).not.toHaveAttribute('aria-current');
    await screen.findByRole('heading', { name: 'No hay solicitudes de crédito' });
    unmount();

    renderBackoffice(PAGE, { signedInAs: EDITOR });
    expect(await screen.findByRole('heading', { level: 1, name: 'No tienes permiso' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Back-office' })).queryByRole('link', { name: 'Solicitudes de crédito' })).not.toBeInTheDocument();
  });
});

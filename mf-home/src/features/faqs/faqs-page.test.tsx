import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@fvc/shared/router';
import { apiStub } from '@fvc/shared/testing/api-stub';
import type { Faqs } from '@fvc/shared/contracts';
import { FaqsPage } from './faqs-page';
import { firstRenderHtml, renderApp, type AppWorld } from '@fvc/shared/testing/render-app';

afterEach(() => {
});

const FAQS: Faqs = {
  groups: [
    {
      title: 'Portal de clientes',
      items: [
        { question: '¿Cómo consulto mi saldo?', answerHtml: '<p>Entra a <strong>Saldos</strong>.</p><img src=x onerror="window.hacked=1">' },
        { question: '¿Puedo pagar con tarjeta?', answerHtml: '<p>Sí, desde Pagar.</p>' },
      ],
    },
  ],
};

const renderPage = (world: AppWorld = {}) =>
  renderApp(
    <MemoryRouter>
      <FaqsPage />
    </MemoryRouter>,
    world,
  );

describe('FaqsPage', () => {
  it('draws the answers a prerendered page carries in its first render, sanitized, without asking the API', () => {
    // Nothing is stubbed: a request would fail the test (net connect is off).
    // The first render alone (no effects): what hydration compares with the page's HTML.
    const firstRender = firstRenderHtml(
      <MemoryRouter>
        <FaqsPage />
      </MemoryRouter>,
      { carried: [[['faqs'], FAQS]] },
    );
    expect(firstRender).toContain('Portal de clientes');
    expect(firstRender).toContain('¿Cómo consulto mi saldo?');
    expect(firstRender).not.toMatch(/onerror|Cargando/);
  });

  it('keeps the answers the page carries once its effects run, without asking the API again', async () => {
    // Net connect is off and nothing is stubbed: a request would fail and show the error state.
    const { client } = renderPage({ carried: [[['faqs'], FAQS]] });
    expect(screen.getByRole('heading', { level: 2, name: 'Portal de clientes' })).toBeInTheDocument();
    // Its effects have run: a request they started would be on its way now.
    await act(async () => undefined);
    expect(client.getQueryState(['faqs'])?.fetchStatus).toBe('idle');
    expect(screen.queryByText('No pudimos cargar las preguntas.')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Portal de clientes' })).toBeInTheDocument();
  });

  it('loads the questions by group and opens one answer at a time', async () => {
    apiStub().get('/api/faqs').reply(200, FAQS);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Portal de clientes' })).toBeInTheDocument();
    const question = screen.getByRole('button', { name: '¿Cómo consulto mi saldo?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    expect(await screen.findByRole('region', { name: '¿Cómo consulto mi saldo?' })).toHaveTextContent('Entra a Saldos.');
    expect(document.body.innerHTML).not.toContain('onerror');
    expect(screen.getByRole('link', { name: 'CONTÁCTANOS' })).toHaveAttribute('href', '/contacto');
  });

  it('says so when there are no questions yet', async () => {
    apiStub().get('/api/faqs').reply(200, { groups: [] });
    renderPage();
    expect(await screen.findByText('Sin preguntas por ahora')).toBeInTheDocument();
  });

  it('offers a retry when the questions cannot load', async () => {
    apiStub().get('/api/faqs').reply(500, { code: 'INTERNAL', message: 'x' });
    const second = apiStub().get('/api/faqs').reply(200, FAQS);
    renderPage();
    expect(await screen.findByText('No pudimos cargar las preguntas.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Portal de clientes' })).toBeInTheDocument();
    expect(second.isDone()).toBe(true);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@fvc/shared/router';
import nock from 'nock';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { appStore, collectPageHead } from '@fvc/shared/session';
import { ContentPage } from './content-page';
import { LegalPage } from './legal-page';
import { firstRenderHtml, renderApp, type AppWorld } from '@fvc/shared/testing/render-app';

afterEach(() => {
});

const PAGE = {
  slug: 'privacy',
  title: 'Aviso de privacidad',
  intro: 'Conforme a la ley de 2025.',
  bodyHtml: '<h2>Derechos ARCO</h2><p>Texto</p><img src=x onerror="window.hacked=1"><script>window.hacked=2</script>',
  updatedAt: '2026-11-22T18:00:00Z',
  revisedOn: '2026-01-15',
  validUntil: null,
};

describe('ContentPage', () => {
  it('draws the text a prerendered page carries in its first render, sanitized, without asking the API', () => {
    // Nothing is stubbed: a request would fail the test (net connect is off).
    // The first render alone (no effects): what hydration compares with the page's HTML.
    const firstRender = firstRenderHtml(
      <MemoryRouter>
        <ContentPage slug="privacy" title="Aviso de privacidad" />
      </MemoryRouter>,
      { carried: [[['content-page', 'privacy'], PAGE]] },
    );
    expect(firstRender).toContain('Derechos ARCO');
    expect(firstRender).toContain('15 de enero de 2026');
    expect(firstRender).not.toMatch(/onerror|<script|Cargando/);
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('shows the heading at once, then the sanitized text and its date', async () => {
    apiStub().get('/api/pages/privacy').reply(200, PAGE);
    const { container } = renderApp(
      <MemoryRouter>
        <ContentPage slug="privacy" title="Aviso de privacidad" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Aviso de privacidad' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Derechos ARCO' })).toBeInTheDocument();
    expect(screen.getByText('Conforme a la ley de 2025.')).toBeInTheDocument();
    // The text's revision date, not when the record was last saved.
    expect(screen.getByText(/Última actualización: 15 de enero de 2026/)).toBeInTheDocument();
    expect(screen.queryByText(/22 de noviembre/)).not.toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/onerror|<script/);
  });

  it('offers a retry when the text cannot load', async () => {
    apiStub().get('/api/pages/privacy').reply(500, { code: 'INTERNAL', message: 'x' });
    const second = apiStub().get('/api/pages/privacy').reply(200, PAGE);
    renderApp(
      <MemoryRouter initialEntries={['/legales/aviso-de-privacidad']}>
        <LegalPage page="privacy" />
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Derechos ARCO' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute('aria-current', 'page');
    expect(second.isDone()).toBe(true);
  });

  it('names each legal text in the page title by its own heading, in the browser and in the prerendered head', () => {
    const carrying: AppWorld = { carried: [[['content-page', 'revocation'], { ...PAGE, slug: 'revocation', title: 'Revocación del consentimiento (ARCO)' }]] };
    const page = () => (
      <MemoryRouter initialEntries={['/legales/revocacion']}>
        <LegalPage page="revocation" />
      </MemoryRouter>
    );
    const head = collectPageHead();
    firstRenderHtml(page(), carrying);
    expect(head.title).toBe('Revocación del consentimiento (ARCO)');

    renderApp(page(), carrying);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Revocación del consentimiento (ARCO)');
    expect(appStore.getState().pageTitle).toMatchObject({ path: '/legales/revocacion', title: 'Revocación del consentimiento (ARCO)' });
  });
});

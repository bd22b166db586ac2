import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@fvc/shared/router';
import { getContentPage } from '@fvc/shared/api';
import { ContentPage } from './content-page';
import { LegalPage } from './legal-page';

// `peek` is what a prerendered page carries (nothing here).
jest.mock('@fvc/shared/api', () => ({ getContentPage: Object.assign(jest.fn(), { peek: jest.fn() }) }));
const getPage = getContentPage as unknown as jest.Mock;

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
    jest.mocked(getContentPage.peek).mockImplementation((slug) => (slug === 'privacy' ? PAGE : undefined));
    // The first render alone (no effects): what hydration compares with the page's HTML.
    const firstRender = renderToString(
      <MemoryRouter>
        <ContentPage slug="privacy" title="Aviso de privacidad" />
      </MemoryRouter>,
    );
    expect(firstRender).toContain('Derechos ARCO');
    expect(firstRender).toContain('15 de enero de 2026');
    expect(firstRender).not.toMatch(/onerror|<script|Cargando/);
    expect(getPage).not.toHaveBeenCalled();
    jest.mocked(getContentPage.peek).mockReset();
  });

  it('shows the heading at once, then the sanitized text and its date', async () => {
    getPage.mockResolvedValue(PAGE);
    const { container } = render(
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
    getPage.mockRejectedValueOnce(new Error('x')).mockResolvedValue(PAGE);
    render(
      <MemoryRouter initialEntries={['/legales/aviso-de-privacidad']}>
        <LegalPage page="privacy" />
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Derechos ARCO' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute('aria-current', 'page');
    expect(getPage).toHaveBeenCalledWith('privacy');
  });
});

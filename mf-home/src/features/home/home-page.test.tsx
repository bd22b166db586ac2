import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@fvc/shared/router';
import type { HomeContent } from '@fvc/shared/contracts';
import { apiStub } from '@fvc/shared/testing/api-stub';
import nock from 'nock';
import { HomePage } from './home-page';
import { firstRenderHtml, renderApp } from '@fvc/shared/testing/render-app';

/** How many times the page asked the API for its content. */
let asked = 0;
/** The API answers the home's content (`/api/banners`) with this, as often as asked. */
function serveHome(content: HomeContent) {
  apiStub()
    .get('/api/banners')
    .reply(() => {
      asked += 1;
      return [200, content];
    })
    .persist();
}

// Swiper is ESM-only and measures layout jsdom does not have: a stand-in that records when the
// carousel loads it and where it asks it to go, and, like Swiper, reports a change of slide
// through `on.slideChange`.
interface SwiperOptions {
  speed: number;
  initialSlide: number;
  on: { slideChange: (swiper: { activeIndex: number }) => void };
}
const slideTo = jest.fn();
const mockSwiper = jest.fn((_element: HTMLElement, options: SwiperOptions) => {
  const swiper = {
    activeIndex: options.initialSlide,
    destroy: jest.fn(),
    update: jest.fn(),
    slideTo: (index: number) => {
      slideTo(index);
      if (index === swiper.activeIndex) return;
      swiper.activeIndex = index;
      options.on.slideChange(swiper);
    },
  };
  return swiper;
});
jest.mock('swiper', () => ({ __esModule: true, default: jest.fn((...args: [HTMLElement, SwiperOptions]) => mockSwiper(...args)) }));

const card = (id: number, title: string) => ({
  id,
  title,
  icnsummary: '/i.webp',
  summary: `Resumen ${title}`,
  summaryhover: `Más de ${title}`,
  urlsummary: `/planes-financiamiento/${id}`,
});
const promo = (id: number) => ({
  id,
  title: `Promo ${id}`,
  subtitle: `Detalle ${id}`,
  imgback: '/p.webp',
  urlbutton: '/calculadora/paso-1',
  vehiculo: 'Tractocamión',
  textbutton: 'COTIZAR',
});
const news = (id: number) => ({
  id,
  title: `Noticia ${id}`,
  subtitle: 's',
  imgback: '/n.webp',
  urlbutton: `/noticias/${id}`,
  textbutton: 'CONOCE MÁS',
  body: '<p>x</p>',
  publishedAt: '2026-01-01T00:00:00Z',
  publishedOn: '2025-12-31',
});

const CONTENT: HomeContent = {
  mainbanners: [
    { id: 1, title: 'Primera', imgcontent: '/1.webp', imgmobilecontent: '/1m.webp', videourl: null, textfooter: 'Aplican condiciones', urlfooter: '/legales' },
    { id: 2, title: 'Segunda', imgcontent: '/2.webp', imgmobilecontent: '/2m.webp', videourl: 'https://video.example/2', textfooter: null, urlfooter: null },
    { id: 3, title: 'Tercera', imgcontent: '/3.webp', imgmobilecontent: '/3m.webp', videourl: null, textfooter: null, urlfooter: null },
  ],
  plansbanners: { plansarray: [1, 2, 3, 4, 5, 6].map((id) => card(id, `Plan ${id}`)) },
  promocionesbanners: [1, 2, 3].map(promo),
  marcasbanners: [{ id: 1, title: 'Cumbre Camiones', subtitle: 's', imgmobileback: '/c.webp', urlbutton: '/brand-daimler' }],
  noticiasbanners: [1, 2, 3].map(news),
};

/** The home drawn in a new visit, with the API answering `content` (anything cached or served before is forgotten). */
function renderHome(content: Partial<HomeContent> = {}) {
  nock.cleanAll();
  serveHome({ ...CONTENT, ...content });
  return renderApp(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
}

/** The first move waits for the carousel's import of Swiper: until the slide asked for is shown. */
const shownSlide = (name: string) => waitFor(() => expect(screen.getByRole('group', { name })).toBeVisible());

const activeDot = () => screen.getAllByRole('button', { name: /Ir a la diapositiva/ }).find((dot) => dot.getAttribute('aria-current') === 'true');

beforeEach(() => {
  jest.useFakeTimers();
  slideTo.mockClear();
  mockSwiper.mockClear();
  asked = 0;
});
// Each test is a new visit: its own query client, nothing carried (renderApp).
afterEach(() => jest.useRealTimers());

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe('HomePage', () => {
  it('draws the content a prerendered page carries in its first render, without asking the API', () => {
    // The first render alone (no effects): what hydration compares with the page's HTML.
    const firstRender = firstRenderHtml(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
      { carried: [[['home'], CONTENT]] },
    );
    expect(firstRender).toContain('Planes de financiamiento');
    expect(firstRender).toContain('Primera');
    expect(firstRender).not.toContain('Cargando contenido');
    expect(asked).toBe(0);
  });

  it('shows the sections of SPEC §2 in order, with their anchors', async () => {
    const { container } = renderHome();
    await screen.findByRole('heading', { name: 'Planes de financiamiento' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Financiamiento para camiones y autobuses');
    const ids = Array.from(container.querySelectorAll('section[id]')).map((section) => section.id);
    expect(ids).toEqual(['planes', 'cotizar', 'promociones', 'aboutus', 'marcas', 'news', 'contacto']);
    expect(screen.getByRole('link', { name: /CONOCE MÁS sobre nosotros/ })).toHaveAttribute('href', '/acerca');
    expect(screen.getByRole('link', { name: /CONOCE MÁS de Cumbre/ })).toHaveAttribute('href', '/brand-daimler');
    const cta = within(container.querySelector('#contacto') as HTMLElement);
    expect(cta.getByRole('link', { name: 'CONTÁCTANOS' })).toHaveAttribute('href', '/contacto');
    expect(cta.getByRole('link', { name: 'ENCUENTRA TU DISTRIBUIDOR' })).toHaveAttribute('href', '/distribuidores');
    expect(cta.getByRole('link', { name: 'COTIZAR' })).toHaveAttribute('href', '/calculadora/paso-1');
  });

  it('offers a retry when the content cannot load, keeping the static sections', async () => {
    apiStub().get('/api/banners').reply(() => {
      asked += 1;
      return [500, { code: 'SERVER_ERROR', message: 'x' }];
    });
    serveHome(CONTENT);
    renderApp(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar los destacados');
    expect(screen.getByRole('heading', { name: 'Calcula tu financiamiento' })).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Planes de financiamiento' })).toBeInTheDocument();
    expect(asked).toBe(2);
  });

  describe('carousel (SPEC §2: 5000 ms, indicators, previous/next)', () => {
    it('advances every 5000 ms and wraps to the first slide', async () => {
      renderHome();
      await screen.findByRole('heading', { name: 'Planes de financiamiento' });
      expect(activeDot()).toHaveAccessibleName('Ir a la diapositiva 1');
      act(() => jest.advanceTimersByTime(4999));
      expect(activeDot()).toHaveAccessibleName('Ir a la diapositiva 1');
      await act(async () => jest.advanceTimersByTime(1));
      expect(activeDot()).toHaveAccessibleName('Ir a la diapositiva 2');
      expect(slideTo).toHaveBeenLastCalledWith(1);
      await act(async () => jest.advanceTimersByTime(10_000));
      expect(activeDot()).toHaveAccessibleName('Ir a la diapositiva 1');
      expect(slideTo).toHaveBeenLastCalledWith(0);
    });

    it('loads Swiper only when the carousel first moves, once, on the slides it drew', async () => {
      renderHome();
      await screen.findByRole('heading', { name: 'Planes de financiamiento' });
      await act(async () => jest.advanceTimersByTime(4999));
      expect(mockSwiper).not.toHaveBeenCalled();
      await act(async () => jest.advanceTimersByTime(1));
      expect(mockSwiper).toHaveBeenCalledTimes(1);
      const [element, options] = mockSwiper.mock.calls[0] ?? [];
      expect(element).toHaveClass('swiper');
      expect(within(element as HTMLElement).getAllByRole('group', { hidden: true })).toHaveLength(3);
      expect(options).toMatchObject({ speed: 500, initialSlide: 0 });
      await act(async () => jest.advanceTimersByTime(5000));
      expect(mockSwiper).toHaveBeenCalledTimes(1);
      expect(slideTo).toHaveBeenLastCalledWith(2);
    });

    it('reads a swipe made before Swiper has arrived', async () => {
      // jsdom has no PointerEvent; a MouseEvent carries the coordinates the carousel reads.
      window.PointerEvent ??= class extends MouseEvent {} as typeof PointerEvent;
      renderHome();
      await screen.findByRole('heading', { name: 'Planes de financiamiento' });
      const slides = screen.getByRole('region', { name: 'Destacados' }).querySelector('.swiper') as HTMLElement;
      await act(async () => {
        fireEvent.pointerDown(slides, { clientX: 300 });
        fireEvent.pointerUp(slides, { clientX: 200 });
      });
      expect(activeDot()).toHaveAccessibleName('Ir a la diapositiva 2');
      expect(slideTo).toHaveBeenLastCalledWith(1);
      // Swiper is there now and reads swipes itself: a drag is no longer counted twice.
      await act(async () => {
        fireEvent.pointerDown(slides, { clientX: 200 });
        fireEvent.pointerUp(slides, { clientX: 300 });
      });
      expect(activeDot()).toHaveAccessibleName('Ir a la diapositiva 2');
    });

    it('goes back, jumps by indicator, restarts the timer after a manual move, and pauses', async () => {
      renderHome();
      await screen.findByRole('heading', { name: 'Planes de financiamiento' });
      const u = user();
      await u.click(screen.getByRole('button', { name: 'Diapositiva anterior' }));
      // The first move waits for Swiper to load: the indicator follows the slide shown.
      expect(activeDot()).toHaveAccessibleName('Ir a la diapositiva 1');
      await shownSlide('3 de 3: Tercera');
      expect(activeDot()).toHaveAccessibleName('Ir a la diapositiva 3');
      await u.click(screen.getByRole('button', { name: 'Ir a la diapositiva 2' }));
      expect(activeDot()).toHaveAccessibleName('Ir a la diapositiva 2');
      act(() => (document.activeElement as HTMLElement).blur());
      act(() => jest.advanceTimersByTime(4999));
      expect(activeDot()).toHaveAccessibleName('Ir a la diapositiva 2');
      await u.click(screen.getByRole('button', { name: /Pausar/ }));
      act(() => (document.activeElement as HTMLElement).blur());
      act(() => jest.advanceTimersByTime(20_000));
      expect(activeDot()).toHaveAccessibleName('Ir a la diapositiva 2');
    });

    it('shows the footer text with its link and opens the video overlay (50 ms in, 400 ms out)', async () => {
      renderHome();
      await screen.findByRole('heading', { name: 'Planes de financiamiento' });
      expect(screen.getByRole('link', { name: 'Aplican condiciones' })).toHaveAttribute('href', '/legales');
      const u = user();
      await u.click(screen.getByRole('button', { name: 'Ir a la diapositiva 2' }));
      await shownSlide('2 de 3: Segunda');
      await u.click(screen.getByRole('button', { name: 'Ver video: Segunda' }));
      const dialog = screen.getByRole('dialog', { name: 'Video' });
      expect(dialog).not.toHaveClass('is-visible');
      act(() => jest.advanceTimersByTime(50));
      expect(dialog).toHaveClass('is-visible');
      await u.click(screen.getByRole('button', { name: 'Cerrar video' }));
      expect(dialog).not.toHaveClass('is-visible');
      act(() => jest.advanceTimersByTime(399));
      expect(screen.getByRole('dialog', { name: 'Video' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('holds still while its video plays, so closing the video returns focus to the slide that opened it', async () => {
      renderHome();
      await screen.findByRole('heading', { name: 'Planes de financiamiento' });
      const u = user();
      await u.click(screen.getByRole('button', { name: 'Ir a la diapositiva 2' }));
      await shownSlide('2 de 3: Segunda');
      const play = screen.getByRole('button', { name: 'Ver video: Segunda' });
      await u.click(play);
      act(() => jest.advanceTimersByTime(50));
      // Focus is in the video, not on a carousel control: only the open video holds the carousel.
      act(() => screen.getByRole('button', { name: 'Cerrar video' }).focus());
      await act(async () => jest.advanceTimersByTime(5000));
      await act(async () => jest.advanceTimersByTime(5000));
      expect(activeDot()).toHaveAccessibleName('Ir a la diapositiva 2');
      await u.keyboard('{Escape}');
      act(() => jest.advanceTimersByTime(400));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(play).toHaveFocus();
    });
  });

  describe('plans (SPEC §2: 4 per page, pager only above one page)', () => {
    it('pages 4 at a time with arrows disabled at the ends', async () => {
      renderHome();
      const section = within(await screen.findByRole('region', { name: 'Planes de financiamiento' }));
      expect(section.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Plan 1', 'Plan 2', 'Plan 3', 'Plan 4']);
      const previous = section.getByRole('button', { name: 'Planes anteriores' });
      const next = section.getByRole('button', { name: 'Planes siguientes' });
      expect(previous).toHaveAttribute('aria-disabled', 'true');
      await user().click(next);
      expect(section.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Plan 5', 'Plan 6']);
      expect(next).toHaveAttribute('aria-disabled', 'true');
      expect(previous).toHaveAttribute('aria-disabled', 'false');
      // At the end the arrow does nothing, and keeps the focus it was pressed with.
      expect(next).toHaveFocus();
      await user().click(next);
      expect(section.getByText('Página 2 de 2')).toBeInTheDocument();
      expect(section.getByText('Página 2 de 2')).toBeInTheDocument();
    });

    it('has no pager with 4 cards or fewer', async () => {
      renderHome({ plansbanners: { plansarray: [1, 2, 3, 4].map((id) => card(id, `Plan ${id}`)) } });
      const section = within(await screen.findByRole('region', { name: 'Planes de financiamiento' }));
      expect(section.queryByRole('navigation')).not.toBeInTheDocument();
    });
  });

  describe('promotions (SPEC §2 home 4)', () => {
    it('is absent without promotions', async () => {
      renderHome({ promocionesbanners: [] });
      await screen.findByRole('heading', { name: 'Planes de financiamiento' });
      expect(screen.queryByRole('heading', { name: 'Promociones' })).not.toBeInTheDocument();
    });

    it('expands one card at a time, with subtitle, call to action and CERRAR', async () => {
      const { container } = renderHome();
      await screen.findByRole('heading', { name: 'Promociones' });
      const u = user();
      const first = screen.getByRole('button', { name: /Promo 1/ });
      const second = screen.getByRole('button', { name: /Promo 2/ });
      expect(screen.queryByText('Detalle 1')).not.toBeVisible();
      await u.click(first);
      expect(first).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByText('Detalle 1')).toBeVisible();
      expect(screen.getByRole('link', { name: /^COTIZAR\s?: Promo 1$/ })).toHaveAttribute('href', '/calculadora/paso-1');
      expect(container.querySelector('.promotions__track')).toHaveClass('has-expanded');
      await u.click(second);
      expect(first).toHaveAttribute('aria-expanded', 'false');
      expect(second).toHaveAttribute('aria-expanded', 'true');
      expect(container.querySelectorAll('.promotion-card.is-expanded')).toHaveLength(1);
      await u.click(screen.getAllByRole('button', { name: 'CERRAR' })[1] as HTMLElement);
      expect(container.querySelectorAll('.promotion-card.is-expanded')).toHaveLength(0);
      expect(container.querySelector('.promotions__track')).not.toHaveClass('has-expanded');
      // CERRAR hid itself: focus is back on the card it closed, not at the page's start.
      expect(second).toHaveFocus();
    });

    it('shows desktop arrows only above 4 items (mobile always has them)', async () => {
      const { container, unmount } = renderHome();
      await screen.findByRole('heading', { name: 'Promociones' });
      expect(container.querySelector('.promotions__arrows')).toHaveClass('promotions__arrows--mobile-only');
      unmount();
      const five = renderHome({ promocionesbanners: [1, 2, 3, 4, 5].map(promo) });
      await screen.findByRole('heading', { name: 'Promociones' });
      expect(five.container.querySelector('.promotions__arrows')).not.toHaveClass('promotions__arrows--mobile-only');
    });

    it('shows desktop arrows with 4 items while one is open: the open card leaves the last out of sight', async () => {
      const { container, unmount } = renderHome();
      await screen.findByRole('heading', { name: 'Promociones' });
      await user().click(screen.getByRole('button', { name: /Promo 1/ }));
      // Three fit: half and two quarters.
      expect(container.querySelector('.promotions__arrows')).toHaveClass('promotions__arrows--mobile-only');
      unmount();
      const four = renderHome({ promocionesbanners: [1, 2, 3, 4].map(promo) });
      await screen.findByRole('heading', { name: 'Promociones' });
      const arrows = four.container.querySelector('.promotions__arrows');
      expect(arrows).toHaveClass('promotions__arrows--mobile-only');
      await user().click(screen.getByRole('button', { name: /Promo 2/ }));
      expect(arrows).not.toHaveClass('promotions__arrows--mobile-only');
      await user().click(screen.getByRole('button', { name: /Promo 2/ }));
      expect(arrows).toHaveClass('promotions__arrows--mobile-only');
    });
  });

  it('news slider: counter, ends blocked and the 350 ms animation lock', async () => {
    renderHome();
    const section = within(await screen.findByRole('region', { name: 'Lo más nuevo' }));
    const previous = section.getByRole('button', { name: 'Noticia anterior' });
    const next = section.getByRole('button', { name: 'Noticia siguiente' });
    expect(section.getByText('1 / 3')).toBeInTheDocument();
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user().click(next);
    expect(section.getByText('2 / 3')).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    // Locked, a press does nothing, and the pressed button keeps the keyboard's focus.
    await user().keyboard('{Enter}');
    expect(section.getByText('2 / 3')).toBeInTheDocument();
    expect(next).toHaveFocus();
    act(() => jest.advanceTimersByTime(350));
    expect(next).toHaveAttribute('aria-disabled', 'false');
    await user().keyboard('{Enter}');
    expect(section.getByText('3 / 3')).toBeInTheDocument();
    expect(next).toHaveFocus();
  });
});

import { screen, within } from '@testing-library/react';
import { MemoryRouter } from '@fvc/shared/router';
import type { Promotion } from '@fvc/shared/contracts';
import { PromotionsSection } from './promotions-section';
import { renderApp } from '@fvc/shared/testing/render-app';

const promotion: Promotion = {
  id: 7,
  title: 'Enganche desde 10 %',
  subtitle: 'En tractocamiones',
  imgback: '/media/promo-1.webp',
  urlbutton: '/calculadora/paso-1',
  vehiculo: 'Tractocamión',
  textbutton: 'COTIZAR',
};

describe('PromotionsSection', () => {
  it('draws each card\'s picture as a lazy image, so the section, below the fold, costs nothing at load', () => {
    renderApp(
      <MemoryRouter>
        <PromotionsSection promotions={[promotion]} />
      </MemoryRouter>,
    );
    const card = screen.getByRole('listitem');
    // Decorative (the card's title says what it shows), so hidden from the accessibility tree.
    const picture = within(card).getByRole('presentation');
    expect(picture).toHaveAttribute('src', '/media/promo-1.webp');
    expect(picture).toHaveAttribute('loading', 'lazy');
    // Not a CSS background, which the browser fetches at load wherever the card is.
    expect(card).not.toHaveAttribute('style');
  });
});

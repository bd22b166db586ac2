import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@fvc/shared/router';
import nock from 'nock';
import { getNews } from '@fvc/shared/api';
import type { NewsItem } from '@fvc/shared/contracts';
import { NewsListPage } from './news-list-page';

// The API at the network edge: the real client and its cache, `fetch` answered by nock.
beforeAll(() => nock.disableNetConnect());
afterAll(() => nock.enableNetConnect());
afterEach(() => {
  nock.cleanAll();
  getNews.clear();
});

const item: NewsItem = {
  id: 7,
  title: 'Año nuevo en la sucursal',
  subtitle: 'Horario de fin de año.',
  imgback: 'http://localhost/media/news-1.webp',
  urlbutton: '/noticias/7',
  textbutton: 'CONOCE MÁS',
  body: '<p>x</p>',
  // 23:30 on Dec 31 in Mexico City: the API gives that day.
  publishedAt: '2026-01-01T05:30:00Z',
  publishedOn: '2025-12-31',
};

describe('NewsListPage', () => {
  it('dates each item with the day the API gives for Mexico City, and keeps the instant for machines', async () => {
    nock('http://localhost').get('/api/news').reply(200, { items: [item] });
    render(
      <MemoryRouter>
        <NewsListPage />
      </MemoryRouter>,
    );
    const date = await screen.findByText('31 de diciembre de 2025');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2026-01-01T05:30:00Z');
    expect(screen.getByRole('link', { name: 'Año nuevo en la sucursal' })).toHaveAttribute('href', '/noticias/7');
  });
});

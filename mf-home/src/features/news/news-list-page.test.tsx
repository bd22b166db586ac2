import { screen } from '@testing-library/react';
import { MemoryRouter } from '@fvc/shared/router';
import { apiStub } from '@fvc/shared/testing/api-stub';
import type { NewsItem } from '@fvc/shared/contracts';
import { newsItem } from './news-item.fixture';
import { NewsListPage } from './news-list-page';
import { renderApp } from '@fvc/shared/testing/render-app';

afterEach(() => {
});

const item: NewsItem = newsItem;

describe('NewsListPage', () => {
  it('dates each item with the day the API gives for Mexico City, and keeps the instant for machines', async () => {
    apiStub().get('/api/news').reply(200, { items: [item] });
    renderApp(
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

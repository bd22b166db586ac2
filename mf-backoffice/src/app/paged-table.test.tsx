import { useState } from 'react';
import { keepPreviousData, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BACKOFFICE_LIMITS } from '@fvc/shared/contracts/rules';
import { PagedTable, type ListPage } from './paged-table';

interface Fruit {
  id: string;
  name: string;
}

const TOTAL = BACKOFFICE_LIMITS.pageSize + 1;
const pageOf = (page: number): ListPage<Fruit> => ({ items: [{ id: `f${page}`, name: `Fruta ${page}` }], total: TOTAL });

/** The pages the list asks for, each answered when and how the test says. */
function pagesServer() {
  const asked = new Map<number, { resolve: (page: ListPage<Fruit>) => void; reject: (error: Error) => void }>();
  const settle = async (page: number, how: 'answer' | 'fail') => {
    await waitFor(() => expect(asked.has(page)).toBe(true));
    const request = asked.get(page)!;
    asked.delete(page);
    await act(async () => (how === 'answer' ? request.resolve(pageOf(page)) : request.reject(new Error('red caída'))));
  };
  return {
    fetch: (page: number) => new Promise<ListPage<Fruit>>((resolve, reject) => asked.set(page, { resolve, reject })),
    answer: (page: number) => settle(page, 'answer'),
    fail: (page: number) => settle(page, 'fail'),
  };
}

function renderList(server: ReturnType<typeof pagesServer>, options: { errorReplacesRows?: boolean } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function Fruits() {
    const [page, setPage] = useState(1);
    const fruits = useQuery({ queryKey: ['fruits', page], queryFn: () => server.fetch(page), placeholderData: keepPreviousData });
    return (
      <>
        {/* So a test knows the failure has reached the screen, whatever the table does with it. */}
        {fruits.isError && <p>La consulta falló</p>}
        <PagedTable
          query={fruits}
          errorReplacesRows={options.errorReplacesRows}
          loadingLabel="Cargando frutas…"
          empty={{ title: 'No hay frutas', message: 'Ninguna fruta.' }}
          captionId="fruits-caption"
          caption={(total) => `Frutas: ${total}`}
          columns={['Nombre']}
          row={(fruit) => (
            <tr>
              <td>{fruit.name}</td>
            </tr>
          )}
          page={page}
          onPageChange={setPage}
          pagesLabel="Páginas de frutas"
        />
      </>
    );
  }
  render(
    <QueryClientProvider client={client}>
      <Fruits />
    </QueryClientProvider>,
  );
  return { refetch: () => void client.refetchQueries() };
}

describe('a paged table', () => {
  it('is reached with the keyboard, so a wide table can be scrolled without a mouse', async () => {
    const server = pagesServer();
    renderList(server);
    await server.answer(1);
    const region = await screen.findByRole('region', { name: `Frutas: ${TOTAL}` });

    await userEvent.setup().tab();
    expect(region).toHaveFocus();
  });

  it('keeps the page shown, marked busy, until the next one arrives', async () => {
    const server = pagesServer();
    renderList(server);
    await server.answer(1);
    expect(await screen.findByRole('table')).not.toHaveAttribute('aria-busy');

    await userEvent.setup().click(within(screen.getByRole('navigation', { name: 'Páginas de frutas' })).getByRole('button', { name: 'Página 2' }));
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('cell', { name: 'Fruta 1' })).toBeInTheDocument();

    await server.answer(2);
    expect(await screen.findByRole('cell', { name: 'Fruta 2' })).toBeInTheDocument();
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
  });

  it('keeps the rows shown when asking again fails', async () => {
    const server = pagesServer();
    const list = renderList(server);
    await server.answer(1);
    await screen.findByRole('cell', { name: 'Fruta 1' });

    list.refetch();
    await server.fail(1);
    await screen.findByText('La consulta falló');
    expect(screen.getByRole('cell', { name: 'Fruta 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('or, when told so, shows the failure instead of them', async () => {
    const server = pagesServer();
    const list = renderList(server, { errorReplacesRows: true });
    await server.answer(1);
    await screen.findByRole('cell', { name: 'Fruta 1' });

    list.refetch();
    await server.fail(1);
    expect(within(await screen.findByRole('alert')).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

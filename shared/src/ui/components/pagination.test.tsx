import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Pagination, type PaginationProps } from './pagination';
import { renderApp } from '@fvc/shared/testing/render-app';

function Harness({ initialPage = 1, ...props }: Partial<PaginationProps> & { initialPage?: number }) {
  const [page, setPage] = useState(initialPage);
  return <Pagination page={page} pageSize={10} totalItems={200} onPageChange={setPage} {...props} />;
}

const pageButton = (n: number) => screen.getByRole('button', { name: `Página ${n}` });
const current = () => screen.getByRole('button', { current: 'page' });

describe('Pagination', () => {
  it('is a named navigation whose current page is marked', () => {
    renderApp(<Harness initialPage={10} />);
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    expect(nav).toContainElement(current());
    expect(current()).toHaveAccessibleName('Página 10');
    expect(current()).toHaveTextContent('10');
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual(['‹ Anterior', '1', '9', '10', '11', '20', 'Siguiente ›']);
  });

  it('moves with Next, Previous and the page buttons', async () => {
    const user = userEvent.setup();
    renderApp(<Harness />);

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(current()).toHaveAccessibleName('Página 2');
    await user.click(pageButton(5));
    expect(current()).toHaveAccessibleName('Página 5');
    expect(pageButton(5)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(current()).toHaveAccessibleName('Página 4');
    await user.click(pageButton(20));
    expect(current()).toHaveAccessibleName('Página 20');
  });

  it('marks Previous and Next unavailable at the ends and ignores them there', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    const { rerender } = renderApp(<Pagination page={1} pageSize={10} totalItems={30} onPageChange={onPageChange} />);
    const previous = screen.getByRole('button', { name: 'Anterior' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Siguiente' })).not.toHaveAttribute('aria-disabled');
    await user.click(previous);
    await user.click(pageButton(1));
    expect(onPageChange).not.toHaveBeenCalled();

    rerender(<Pagination page={3} pageSize={10} totalItems={30} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Anterior' })).not.toHaveAttribute('aria-disabled');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('keeps focus on Next when it reaches the last page', async () => {
    const user = userEvent.setup();
    renderApp(<Harness initialPage={19} />);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(current()).toHaveAccessibleName('Página 20');
    expect(screen.getByRole('button', { name: 'Siguiente' })).toHaveFocus();
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    renderApp(<Harness initialPage={3} />);
    pageButton(4).focus();
    await user.keyboard('{Enter}');
    expect(current()).toHaveAccessibleName('Página 4');
  });

  it('hides the gaps from assistive technology and from the tab order', () => {
    const { container } = renderApp(<Harness initialPage={10} />);
    const gaps = Array.from(container.querySelectorAll('[aria-hidden="true"]')).filter((node) => node.textContent === '…');
    expect(gaps).toHaveLength(2);
    for (const gap of gaps) expect(gap.querySelector('button, a, [tabindex]')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
  });

  it('shows the corrected page when asked for one out of range', () => {
    renderApp(<Pagination page={99} pageSize={10} totalItems={45} onPageChange={jest.fn()} />);
    expect(current()).toHaveAccessibleName('Página 5');
  });

  it('renders nothing when everything fits on one page', () => {
    const { container, rerender } = renderApp(<Pagination page={1} pageSize={10} totalItems={10} onPageChange={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Pagination page={1} pageSize={10} totalItems={0} onPageChange={jest.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('takes its own labels', () => {
    renderApp(<Harness label="Páginas de concesionarios" previousLabel="Atrás" nextLabel="Adelante" />);
    expect(screen.getByRole('navigation', { name: 'Páginas de concesionarios' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adelante' })).toBeInTheDocument();
  });
});

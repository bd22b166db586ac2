import { Suspense, use } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { getCompany } from '@fvc/shared/api';
import { useCompany } from './use-company';

const COMPANY = { name: 'Financiera de Vehículos Comerciales' };

function answerCompany() {
  const headers = { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null), forEach: () => undefined };
  let answer: () => void = () => undefined;
  const fetch = jest.fn(
    () =>
      new Promise((resolve) => {
        answer = () => resolve({ ok: true, status: 200, headers, text: async () => JSON.stringify(COMPANY) });
      }),
  );
  Object.assign(globalThis, { fetch });
  return { fetch, answer: () => answer() };
}

const waitsForever = new Promise<never>(() => undefined);

/** A section already drawn whose next render waits (as a customer screen waits for its data). */
function Section({ waits }: { waits: boolean }) {
  if (waits) use(waitsForever);
  return <p>Sección dibujada</p>;
}

function CompanyName() {
  const company = useCompany();
  return <p>{company ? company.name : 'Sin datos de la empresa'}</p>;
}

function Chrome() {
  const company = useCompany();
  return (
    <>
      <p>{company ? company.name : 'Sin datos de la empresa'}</p>
      <Suspense fallback={<p>Cargando la sección…</p>}>
        <Section waits={company !== null} />
      </Suspense>
    </>
  );
}

describe('useCompany', () => {
  beforeEach(() => getCompany.clear());

  it('draws the company once it answers', async () => {
    const { fetch, answer } = answerCompany();
    render(<CompanyName />);
    expect(screen.getByText('Sin datos de la empresa')).toBeInTheDocument();
    await waitFor(() => expect(fetch).toHaveBeenCalled());

    await act(async () => answer());

    expect(screen.getByText('Financiera de Vehículos Comerciales')).toBeInTheDocument();
  });

  it("draws the company's arrival as a transition: what is drawn never goes back to a loading state for it", async () => {
    // The layout draws the whole page again with the company. As a plain update that render could
    // not yield, and drew the customer home inside it (issue #15); in a transition it can, and a
    // section that would have to wait keeps what it shows instead.
    const { fetch, answer } = answerCompany();
    render(<Chrome />);
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/company', expect.anything()));
    expect(screen.getByText('Sección dibujada')).toBeInTheDocument();

    await act(async () => answer());

    expect(screen.getByText('Sección dibujada')).toBeInTheDocument();
    expect(screen.queryByText('Cargando la sección…')).not.toBeInTheDocument();
  });
});

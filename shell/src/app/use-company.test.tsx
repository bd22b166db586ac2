import { Suspense, use } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { useCompany } from './use-company';
import { renderApp } from '@fvc/shared/testing/render-app';

const COMPANY = { name: 'Financiera de Vehículos Comerciales' };


function CompanyName() {
  const company = useCompany();
  return <p>{company ? company.name : 'Sin datos de la empresa'}</p>;
}

const waitsForever = new Promise<never>(() => undefined);

/** A section already drawn whose next render waits (as a customer screen waits for its data). */
function Section({ waits }: { waits: boolean }) {
  if (waits) use(waitsForever);
  return <p>Sección dibujada</p>;
}

function SectionUnderTheCompany() {
  const company = useCompany();
  return (
    <Suspense fallback={<p>Cargando la sección…</p>}>
      <Section waits={company !== null} />
    </Suspense>
  );
}

describe('useCompany', () => {
  it('draws the company once it answers', async () => {
    apiStub().get('/api/company').reply(200, COMPANY);
    renderApp(<CompanyName />);
    expect(screen.getByText('Sin datos de la empresa')).toBeInTheDocument();

    expect(await screen.findByText('Financiera de Vehículos Comerciales')).toBeInTheDocument();
  });

  it("draws the company's arrival as a transition: what is drawn never goes back to a loading state for it", async () => {
    // The layout draws the whole page again with the company. As a plain update that render could
    // not yield, and drew the customer home inside it (issue #15); in a transition it can, and a
    // section that would have to wait keeps what it shows instead.
    const company = apiStub().get('/api/company').reply(200, COMPANY);
    const { client } = renderApp(<SectionUnderTheCompany />);
    expect(screen.getByText('Sección dibujada')).toBeInTheDocument();

    await waitFor(() => expect(client.getQueryData(['company'])).toEqual(COMPANY));
    // The renders the answer sets off have run.
    await act(async () => undefined);

    expect(company.isDone()).toBe(true);
    expect(screen.getByText('Sección dibujada')).toBeInTheDocument();
    expect(screen.queryByText('Cargando la sección…')).not.toBeInTheDocument();
  });
});

import { Suspense, use } from 'react';
import { act, render, screen } from '@testing-library/react';
import { getCompany } from '@fvc/shared/api';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { useCompany } from './use-company';

const COMPANY = { name: 'Financiera de Vehículos Comerciales' };

afterEach(() => getCompany.clear());

/** Until the company's answer has reached the hook's update (the request cache hands it on first). */
const companyAnswered = () => act(async () => void (await getCompany()));

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
    render(<CompanyName />);
    expect(screen.getByText('Sin datos de la empresa')).toBeInTheDocument();

    await companyAnswered();

    expect(screen.getByText('Financiera de Vehículos Comerciales')).toBeInTheDocument();
  });

  it("draws the company's arrival as a transition: what is drawn never goes back to a loading state for it", async () => {
    // The layout draws the whole page again with the company. As a plain update that render could
    // not yield, and drew the customer home inside it (issue #15); in a transition it can, and a
    // section that would have to wait keeps what it shows instead.
    const company = apiStub().get('/api/company').reply(200, COMPANY);
    render(<SectionUnderTheCompany />);
    expect(screen.getByText('Sección dibujada')).toBeInTheDocument();

    await companyAnswered();

    expect(company.isDone()).toBe(true);
    expect(screen.getByText('Sección dibujada')).toBeInTheDocument();
    expect(screen.queryByText('Cargando la sección…')).not.toBeInTheDocument();
  });
});

import { Link } from 'react-router-dom';
import { PageHeading } from '@fvc/shared/ui';

const SECTIONS = {
  balances: { title: 'Saldos y movimientos', intro: 'Consulta el saldo de tus contratos y sus movimientos.' },
  bills: { title: 'Estados de cuenta y facturas', intro: 'Descarga tus estados de cuenta y facturas.' },
};

export function AccountSectionPage({ section }: { section: keyof typeof SECTIONS }) {
  const { title, intro } = SECTIONS[section];
  return (
    <section>
      <PageHeading title={title}>
        <p>{intro}</p>
      </PageHeading>
      <Link to="/my-account/home">Volver a mi cuenta</Link>
    </section>
  );
}

import { Link, useSearchParams } from '@fvc/shared/router';
import { usePageTitle } from '@fvc/shared/session';
import { PageHeading } from '@fvc/shared/ui';
import { RejectedDebitsList } from './rejected-debits-list';
import { SpeiTransfersList } from './spei-transfers-list';

const PAYMENTS_PATH = '/backoffice/pagos';

const LISTS = [
  { key: 'spei', name: 'Transferencias SPEI apartadas', to: PAYMENTS_PATH },
  { key: 'debits', name: 'Domiciliaciones rechazadas', to: `${PAYMENTS_PATH}?list=debits` },
] as const;

/**
 * /backoffice/pagos: the payments that need a person, one list at a time (its tab in the address,
 * `?list=debits`, beside its own filters): SPEI transfers parked for a person, and direct debits
 * the bank rejected.
 */
export function PaymentsPage() {
  const [search] = useSearchParams();
  const list = search.get('list') === 'debits' ? LISTS[1] : LISTS[0];
  usePageTitle(`Pagos: ${list.name}`);

  return (
    <section className="bo-page">
      <PageHeading title="Pagos">
        <p>Los pagos que necesitan a una persona: transferencias que no encontraron su contrato y cargos domiciliados que el banco rechazó.</p>
      </PageHeading>
      <nav aria-label="Listas de pagos">
        <ul className="bo-tabs">
          {LISTS.map((entry) => (
            <li key={entry.key}>
              <Link to={entry.to} aria-current={entry.key === list.key ? 'page' : undefined}>
                {entry.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {list.key === 'debits' ? <RejectedDebitsList /> : <SpeiTransfersList />}
    </section>
  );
}

import type { Movement } from '@fvc/shared/contracts';
import { formatMxn, formatShortDate } from '../../lib/format';

export function MovementsTable({ movements }: { movements: readonly Movement[] }) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Movimientos (se desplaza a los lados)">
      <table className="account-table">
        <thead>
          <tr>
            <th scope="col">Fecha</th>
            <th scope="col">Concepto</th>
            <th scope="col">Referencia</th>
            <th scope="col" className="num">Cargo</th>
            <th scope="col" className="num">Abono</th>
            <th scope="col" className="num">Saldo</th>
          </tr>
        </thead>
        <tbody>
          {movements.map((movement) => (
            <tr key={movement.id}>
              <td>{formatShortDate(movement.postedOn)}</td>
              <td>{movement.description}</td>
              <td>{movement.reference}</td>
              <td className="num">{movement.charge ? formatMxn(movement.charge) : ''}</td>
              <td className="num">{movement.credit ? formatMxn(movement.credit) : ''}</td>
              <td className="num">{formatMxn(movement.balanceAfter)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

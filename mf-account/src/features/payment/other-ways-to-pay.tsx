import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { companyQuery } from '@fvc/shared/api';
import type { ContractCard } from '@fvc/shared/contracts';
import { groupedClabe, MEXICAN_BANKS } from '@fvc/shared/contracts/rules';
import { Link } from '@fvc/shared/router';
import { Button } from '@fvc/shared/ui';

/**
 * The ways to pay besides a card (issue #70): a SPEI transfer to the contract's own reference
 * CLABE (applied by itself when the bank tells us), direct debit and scheduled payments.
 */
export function OtherWaysToPay({ contract }: { contract: ContractCard }) {
  const company = useQuery(companyQuery);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const clabe = contract.speiReference;
  return (
    <section className="account-card other-ways" aria-labelledby="other-ways-title">
      <h2 id="other-ways-title">Otras formas de pagar</h2>
      <h3 className="account-card__subtitle">Transferencia SPEI</h3>
      <p>
        Desde la banca en línea de tu banco, transfiere a la CLABE de referencia del contrato {contract.number}. Es solo de este contrato: tu pago se
        aplica en cuanto el banco nos avisa, sin que nos mandes el comprobante, y te enviamos el recibo.
      </p>
      <dl className="account-facts">
        <dt>CLABE de referencia</dt>
        <dd>
          <strong className="clabe">{groupedClabe(clabe)}</strong>{' '}
          <Button
            variant="secondary"
            onClick={async () => {
              try {
                await navigator.clipboard.writeText(clabe);
                setCopied('yes');
              } catch {
                setCopied('no');
              }
            }}
          >
            Copiar CLABE
          </Button>
          <span role="status" className="account-list__meta">
            {copied === 'yes' ? ' CLABE copiada.' : copied === 'no' ? ' No se pudo copiar: selecciónala y cópiala.' : ''}
          </span>
        </dd>
        <dt>Banco</dt>
        <dd>{MEXICAN_BANKS[clabe.slice(0, 3)]}</dd>
        <dt>Beneficiario</dt>
        <dd>{company.data?.legalName ?? company.data?.name ?? '…'}</dd>
      </dl>
      <h3 className="account-card__subtitle">Domiciliación y pagos programados</h3>
      <p>Que tus pagos se carguen solos a tu cuenta en cada vencimiento, sin comisión; o programa un pago para la fecha que elijas.</p>
      <p className="account-links">
        <Link to={`/my-account/direct-debit?contrato=${contract.id}`}>Domiciliar mis pagos</Link>
        <Link to="/my-account/scheduled-payments">Pagos programados</Link>
      </p>
    </section>
  );
}

import { AppError } from '../../../app-error';

/** Unknown and someone else's ids get the same answer: existence is not revealed. */
export const notFound = (what: 'contract' | 'statement' | 'invoice' | 'policy' | 'request' | 'distributor') =>
  new AppError(404, 'NOT_FOUND', {
    contract: 'No encontramos ese contrato en tu cuenta.',
    statement: 'No encontramos ese estado de cuenta en tu cuenta.',
    invoice: 'No encontramos esa factura en tu cuenta.',
    policy: 'No encontramos esa póliza en tu cuenta.',
    request: 'No encontramos esa solicitud en tu cuenta.',
    distributor: 'No encontramos ese distribuidor.',
  }[what]);

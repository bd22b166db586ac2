import { AppError } from '../../../app-error';

/**
 * How the applicant's routes declare themselves (decision 0055): no session, the link's token in
 * `X-Application-Token`, which each route checks itself (applications/application-store.ts). The
 * default-deny guard lets them through because the scheme is not the bearer token's.
 */
export const APPLICATION_SECURITY = [{ applicationToken: [] }];

export const notEditable = () =>
  new AppError(409, 'APPLICATION_NOT_EDITABLE', 'Tu solicitud ya se envió: sus datos ya no se pueden cambiar. Sigue su estado en esta página.');

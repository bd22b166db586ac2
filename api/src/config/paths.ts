import { fileURLToPath } from 'node:url';

/** The repository root, so `var/` is the same folder whichever directory the API starts from. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const VAR_DIR = `${REPO_ROOT}var`;
export const DEFAULT_DATA_DIR = `${VAR_DIR}/db`;
export const DEFAULT_MAIL_DIR = `${VAR_DIR}/mail`;
export const JWT_SECRET_FILE = `${VAR_DIR}/jwt-secret`;
export const DEALER_DATA_KEY_FILE = `${VAR_DIR}/dealer-data-key`;
export const DEFAULT_UPLOAD_DIR = `${VAR_DIR}/uploads`;
export const GATEWAY_SECRET_FILE = `${VAR_DIR}/gateway-secret`;

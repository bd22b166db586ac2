import { existsSync } from 'node:fs';

export const NGINX = '/usr/sbin/nginx';

/**
 * The containers' nginx template is tested with a real nginx (README "Requirements"; .ci/run
 * installs it). Without one the test fails saying what to install: a skip would pass proving nothing.
 */
export function requireNginx(): void {
  if (!existsSync(NGINX)) throw new Error(`Estas pruebas necesitan nginx en ${NGINX}: apt-get install -y nginx-light`);
}

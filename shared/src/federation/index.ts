import type { ComponentType } from 'react';

/**
 * The contract between the shell and a remote: every remote exposes `./routes`, whose default
 * export renders that remote's routes (absolute paths) under the shell's router.
 */
export interface RemoteRoutesModule {
  default: ComponentType;
}

export const REMOTE_NAMES = ['home', 'plans', 'calculator', 'dealers', 'account', 'backoffice'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export { renderStandalone } from './render-standalone';

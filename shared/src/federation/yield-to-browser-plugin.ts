import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToBrowser } from './yield-to-browser';

/**
 * Negotiating the shared modules (React, the router facade, the store...) is a chain of promises
 * that, left alone, runs as one task of about 90 ms on a phone: a visitor who taps during it waits
 * (issue #15, Total Blocking Time). Each negotiation starts in a task of its own instead.
 * Registered at build time (`runtimePlugins`), so it also covers the start-up's own negotiations.
 * A remote's container is started in a task of its own too: it used to run in the task that ran
 * the remote's entry script: 15-44 ms together here, up to 20 ms of it the container's start-up.
 */
export default function yieldToBrowserPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'fvc-yield-to-browser',
    async beforeLoadShare(args) {
      await yieldToBrowser();
      return args;
    },
    async beforeInitContainer(args) {
      await yieldToBrowser();
      return args;
    },
  };
}

/**
 * The Module Federation runtime for a remote's standalone page. Remotes are built with the
 * runtime as an external (`experiments.externalRuntime`): inside the site the shell provides its
 * copy, so a page does not download the runtime once per remote. Standalone there is no shell,
 * so this script, loaded before the remote's own, provides it the same way the shell does
 * (`@module-federation/inject-external-runtime-core-plugin`).
 */
import * as runtimeCore from '@module-federation/runtime-core';

Object.assign(globalThis, { _FEDERATION_RUNTIME_CORE: runtimeCore });

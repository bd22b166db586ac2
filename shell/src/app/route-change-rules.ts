import type { AppStore } from '@fvc/shared/session';
import {
  CAPITAL_CONTRIBUTION_SCROLL_KEY,
  MODEL_SELECTION_KEYS,
  TRANSIENT_STORAGE_KEYS,
} from '@fvc/shared/session';
import { isUnder } from './match-route';

export interface RouteChange {
  pathname: string;
  search: string;
  hash: string;
}

export interface RouteChangeContext {
  store: AppStore;
  session: Storage;
  local: Storage;
  document: Document;
}

/**
 * The flow each transient key belongs to: it survives only while the visitor stays in it. The
 * online application continues the quote (decision 0055): Back from it finds the quote as it was.
 */
const CALCULATOR_FLOW = ['/calculadora', '/calculator', '/solicitud'];
const KEY_OWNERS: Record<(typeof TRANSIENT_STORAGE_KEYS)[number], readonly string[]> = {
  calculator_selection: CALCULATOR_FLOW,
  calculator_result: CALCULATOR_FLOW,
  calculator_model_index: CALCULATOR_FLOW,
  calculator_contact: CALCULATOR_FLOW,
  scroll_capital_contribution: ['/my-account'],
};

const STANDALONE_CALCULATOR = /^\/calculadora\/independiente\/([^/]+)\/([^/]+)\/?$/;
const CAPITAL_CONTRIBUTION_HASH = '#aportacion-capital';
export const SUPPORT_CHAT_SCRIPT_ID = 'support-chat';

/**
 * docs/product.md §4 "Route changes", applied by the shell on every navigation.
 * - Outside my-account, transient flow keys are cleared, except those of the flow being entered
 *   (docs/product.md §10: the signed-in session itself is kept; a calculator step must not wipe the
 *   selection of the previous step).
 * - The standalone calculator stores type/model/version and blanks the support-chat script.
 * - Home clears the stored model selection, result and model index in both storages.
 * - my-account with the capital-contribution hash stores the auto-scroll marker.
 */
export function applyRouteChangeRules(change: RouteChange, context: RouteChangeContext): void {
  const { pathname } = change;
  const { store, session, local } = context;

  if (!isUnder(pathname, '/my-account')) {
    for (const key of TRANSIENT_STORAGE_KEYS) {
      if (!KEY_OWNERS[key].some((prefix) => isUnder(pathname, prefix))) session.removeItem(key);
    }
  }

  const standalone = STANDALONE_CALCULATOR.exec(pathname);
  if (standalone) {
    const [, type = '', model = ''] = standalone;
    store.getState().updateCalculator({
      calculator_type: decodeURIComponent(type),
      calculator_model: decodeURIComponent(model),
      calculator_version: new URLSearchParams(change.search).get('version') ?? '',
    });
    const chat = context.document.getElementById(SUPPORT_CHAT_SCRIPT_ID);
    if (chat instanceof HTMLScriptElement) chat.src = '';
  }

  if (pathname === '/') {
    for (const key of MODEL_SELECTION_KEYS) {
      session.removeItem(key);
      local.removeItem(key);
    }
  }

  if (isUnder(pathname, '/my-account') && change.hash === CAPITAL_CONTRIBUTION_HASH) {
    session.setItem(CAPITAL_CONTRIBUTION_SCROLL_KEY, '1');
  }
}

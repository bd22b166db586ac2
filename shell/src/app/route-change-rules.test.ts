import { createAppStore } from '@fvc/shared/session';
import { applyRouteChangeRules, SUPPORT_CHAT_SCRIPT_ID } from './route-change-rules';

function setup() {
  const store = createAppStore();
  const context = { store, session: sessionStorage, local: localStorage, document };
  const go = (url: string) => {
    const parsed = new URL(url, 'http://localhost');
    applyRouteChangeRules({ pathname: parsed.pathname, search: parsed.search, hash: parsed.hash }, context);
  };
  return { store, go };
}

describe('route-change rules (SPEC §4)', () => {
  it('clears transient flow keys outside my-account but keeps the signed-in user', () => {
    const { go } = setup();
    sessionStorage.setItem('user', '{"state":{"user":{"customer":{"name":"Ana"}}}}');
    sessionStorage.setItem('calculator_selection', '{"model":"T-680"}');
    sessionStorage.setItem('calculator_contact', '{"name":"Ana Torres","email":"ana@example.com"}');
    sessionStorage.setItem('scroll_capital_contribution', '1');

    go('/contacto');

    expect(sessionStorage.getItem('calculator_selection')).toBeNull();
    // What the visitor typed in the quote's form does not outlive the calculator.
    expect(sessionStorage.getItem('calculator_contact')).toBeNull();
    expect(sessionStorage.getItem('scroll_capital_contribution')).toBeNull();
    expect(sessionStorage.getItem('user')).not.toBeNull();
  });

  it('keeps the calculator selection while the visitor moves between calculator steps', () => {
    const { go } = setup();
    sessionStorage.setItem('calculator_selection', '{"model":"T-680"}');

    go('/calculadora/paso-2');

    expect(sessionStorage.getItem('calculator_selection')).toBe('{"model":"T-680"}');
  });

  it('keeps the quote while the visitor applies for it, so Back finds it (decision 0055)', () => {
    const { go } = setup();
    sessionStorage.setItem('calculator_selection', '{"model":"T-680"}');
    sessionStorage.setItem('calculator_result', '{"id":"q-1"}');

    go('/solicitud/nueva');

    expect(sessionStorage.getItem('calculator_selection')).toBe('{"model":"T-680"}');
    expect(sessionStorage.getItem('calculator_result')).toBe('{"id":"q-1"}');
  });

  it('clears nothing inside my-account', () => {
    const { go } = setup();
    sessionStorage.setItem('calculator_selection', 'x');

    go('/my-account/balances');

    expect(sessionStorage.getItem('calculator_selection')).toBe('x');
  });

  it('stores type, model and version on the standalone calculator and blanks the support chat', () => {
    const { go, store } = setup();
    const chat = document.createElement('script');
    chat.id = SUPPORT_CHAT_SCRIPT_ID;
    chat.src = 'https://chat.example/widget.js';
    document.body.append(chat);

    go('/calculadora/independiente/tractocamion/t-880?version=sleeper');

    expect(store.getState().calculator).toMatchObject({
      calculator_type: 'tractocamion',
      calculator_model: 't-880',
      calculator_version: 'sleeper',
    });
    expect(chat.getAttribute('src')).toBe('');
    chat.remove();
  });


  it('clears the model selection, result and model index in both storages on home', () => {
    const { go } = setup();
    for (const storage of [sessionStorage, localStorage]) {
      storage.setItem('calculator_selection', 'a');
      storage.setItem('calculator_result', 'b');
      storage.setItem('calculator_model_index', '2');
      storage.setItem('calculator_contact', '{"name":"Ana Torres"}');
    }

    go('/');

    for (const storage of [sessionStorage, localStorage]) {
      expect(storage.getItem('calculator_selection')).toBeNull();
      expect(storage.getItem('calculator_result')).toBeNull();
      expect(storage.getItem('calculator_model_index')).toBeNull();
      expect(storage.getItem('calculator_contact')).toBeNull();
    }
  });

  it('stores the auto-scroll marker when entering my-account with the capital-contribution hash', () => {
    const { go } = setup();
    go('/my-account/home');
    expect(sessionStorage.getItem('scroll_capital_contribution')).toBeNull();

    go('/my-account/home#aportacion-capital');
    expect(sessionStorage.getItem('scroll_capital_contribution')).toBe('1');
  });
});

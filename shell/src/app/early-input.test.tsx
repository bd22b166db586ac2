import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PRERENDER_BOOTSTRAP } from '../../../scripts/prerender/page-bootstrap';
import { asPrerenderedPage } from '../testing/prerendered-page';
import { answerEarlyPageInput, answerEarlyShellInput } from './early-input';

/** A prerendered page in small: the shell's header around a remote's content with a search form. */
function Page() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [state, setState] = useState('');
  const [vehicle, setVehicle] = useState('todos');
  const [city, setCity] = useState('');
  const [mapShown, setMapShown] = useState(false);
  return (
    <>
      <header>
        <button type="button" aria-expanded={menuOpen} onClick={() => setMenuOpen((open) => !open)}>
          Menú
        </button>
      </header>
      <main>
        <label>
          Estado
          <select value={state} onChange={(event) => setState(event.target.value)}>
            <option value="">Todos los estados</option>
            <option value="14">Jalisco</option>
          </select>
        </label>
        {['todos', 'camiones'].map((value) => (
          <label key={value}>
            <input type="radio" name="vehiculo" value={value} checked={vehicle === value} onChange={() => setVehicle(value)} />
            {value}
          </label>
        ))}
        <label>
          Ciudad
          <input value={city} onChange={(event) => setCity(event.target.value)} />
        </label>
        <button type="button" onClick={() => setMapShown((shown) => !shown)}>
          {mapShown ? 'Ocultar mapa' : 'Ver mapa'}
        </button>
        <a href="#lista">Ver lista</a>
        <p>{`Buscando: ${state || 'todos los estados'}, ${vehicle}, “${city}”`}</p>
      </main>
    </>
  );
}

/** The page as the prerender job sends it, with its head script run (jsdom runs no script set through innerHTML). */
function prerenderedPage(): HTMLElement {
  const root = asPrerenderedPage(renderToString(<Page />));
  new Function(PRERENDER_BOOTSTRAP)();
  return root;
}

/** A visitor's tap: the event as the browser dispatches it, to see whether it was stopped. */
function tap(element: HTMLElement): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  act(() => {
    element.dispatchEvent(event);
  });
  return event;
}

/** What the browser does as a visitor types into a field or picks from a list. */
function setField(field: HTMLInputElement | HTMLSelectElement, value: string): void {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

async function hydrate(root: HTMLElement): Promise<void> {
  await act(async () => {
    hydrateRoot(root, <Page />);
  });
}

afterEach(() => {
  // The head script's listeners stay on the document from test to test: live, they keep nothing.
  if (window.fvcEarlyInput) window.fvcEarlyInput.pageLive = true;
  delete window.fvcEarlyInput;
  document.body.innerHTML = '';
});

describe('what a visitor does before a prerendered page answers', () => {
  it('reaches the components once each part has hydrated: taps once per button, choices and text as left', async () => {
    const root = prerenderedPage();
    const menu = screen.getByRole('button', { name: 'Menú' });
    const trucks = screen.getByRole('radio', { name: 'camiones' });
    setField(screen.getByRole('combobox', { name: 'Estado' }), '14');
    expect(tap(trucks).defaultPrevented).toBe(true);
    // Stopped: the box is not ticked behind the state's back.
    expect(trucks).not.toBeChecked();
    setField(screen.getByRole('textbox', { name: 'Ciudad' }), 'Guadalajara');
    tap(screen.getByRole('button', { name: 'Ver mapa' }));
    // Tapped again because nothing happened: still one tap for the visitor.
    tap(screen.getByRole('button', { name: 'Ver mapa' }));
    tap(menu);

    await hydrate(root);
    // Hydrated, yet the components have not heard of any of it.
    expect(screen.getByText('Buscando: todos los estados, todos, “”')).toBeInTheDocument();

    act(() => answerEarlyShellInput());
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Ver mapa' })).toBeInTheDocument();
    // That answer drew the page again, and React put the fields' first values back.
    expect(screen.getByRole('textbox', { name: 'Ciudad' })).toHaveValue('');

    act(() => answerEarlyPageInput());
    expect(screen.getByText('Buscando: 14, camiones, “Guadalajara”')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('14');
    expect(trucks).toBeChecked();
    expect(screen.getByRole('button', { name: 'Ocultar mapa' })).toBeInTheDocument();

    // Live: a tap is the component's at once, and nothing is kept any more.
    expect(tap(screen.getByRole('button', { name: 'Ocultar mapa' })).defaultPrevented).toBe(false);
    expect(screen.getByRole('button', { name: 'Ver mapa' })).toBeInTheDocument();
    expect(window.fvcEarlyInput).toHaveLength(0);
  });

  it("gives the component the text hydration took for the field's own", async () => {
    const root = prerenderedPage();
    setField(screen.getByRole('textbox', { name: 'Ciudad' }), 'Guadalajara');
    await hydrate(root);
    // Nothing drew the page again: the field still shows the text, but the state has not heard of it.
    expect(screen.getByRole('textbox', { name: 'Ciudad' })).toHaveValue('Guadalajara');
    act(() => answerEarlyPageInput());
    expect(screen.getByText('Buscando: todos los estados, todos, “Guadalajara”')).toBeInTheDocument();
  });

  it('keeps the content waiting for its remote once the shell answers', async () => {
    const root = prerenderedPage();
    await hydrate(root);
    act(() => answerEarlyShellInput());
    // The shell's own button answers by itself now.
    const menu = screen.getByRole('button', { name: 'Menú' });
    expect(tap(menu).defaultPrevented).toBe(false);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    // The content's is still kept until its remote is live.
    expect(tap(screen.getByRole('button', { name: 'Ver mapa' })).defaultPrevented).toBe(true);
    act(() => answerEarlyPageInput());
    expect(screen.getByRole('button', { name: 'Ocultar mapa' })).toBeInTheDocument();
  });

  it('sends no form before it is live, and leaves links to the browser', () => {
    prerenderedPage();
    document.querySelector('main')!.insertAdjacentHTML('beforeend', '<form><button type="submit">Enviar</button></form>');
    const form = document.querySelector('form')!;
    const sent: string[] = [];
    // Hydrated, the form sends itself through the API, as react-hook-form's submit handler does.
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push('enviado');
    });
    expect(tap(screen.getByRole('button', { name: 'Enviar' })).defaultPrevented).toBe(true);
    expect(sent).toEqual([]);
    expect(tap(screen.getByRole('link', { name: 'Ver lista' })).defaultPrevented).toBe(false);
    answerEarlyPageInput();
    expect(sent).toEqual(['enviado']);
  });

  it('drops what was done to an element no longer on the page (a failed remote, a redrawn page)', () => {
    prerenderedPage();
    const mapToggle = screen.getByRole('button', { name: 'Ver mapa' });
    const answered: string[] = [];
    mapToggle.addEventListener('click', () => answered.push('Ver mapa'));
    tap(mapToggle);
    mapToggle.remove();
    answerEarlyPageInput();
    expect(answered).toEqual([]);
  });

  it('keeps nothing on a page drawn by its scripts (no head script)', () => {
    document.body.innerHTML = '<main><button type="button">Ver mapa</button></main>';
    const answered: string[] = [];
    screen.getByRole('button', { name: 'Ver mapa' }).addEventListener('click', () => answered.push('Ver mapa'));
    expect(tap(screen.getByRole('button', { name: 'Ver mapa' })).defaultPrevented).toBe(false);
    answerEarlyPageInput();
    expect(answered).toEqual(['Ver mapa']);
  });
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './accordion';
import { renderApp } from '@fvc/shared/testing/render-app';

const PANELS = [
  { id: 'condiciones', title: 'Condiciones generales', content: <p>Sujeto a aprobación previa.</p> },
  { id: 'riesgos', title: 'Leyendas de riesgo', content: <p>Incumplir genera intereses moratorios.</p> },
  { id: 'preguntas', title: 'Preguntas frecuentes', content: <p>¿Quién es el dueño?</p> },
];

function setup() {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderApp(<Accordion panels={PANELS} defaultOpenId="condiciones" />);
  const button = (name: string) => screen.getByRole('button', { name });
  return { user, button };
}

afterEach(() => jest.useRealTimers());

describe('Accordion', () => {
  it('opens the default panel and keeps the others closed', () => {
    const { button } = setup();
    expect(button('Condiciones generales')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Condiciones generales' })).toHaveTextContent('Sujeto a aprobación previa.');
    expect(button('Leyendas de riesgo')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Incumplir genera intereses moratorios.')).not.toBeVisible();
  });

  it('closes the open panel at once and opens the chosen one after 100 ms', async () => {
    const { user, button } = setup();
    await user.click(button('Leyendas de riesgo'));

    expect(button('Condiciones generales')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Leyendas de riesgo')).toHaveAttribute('aria-expanded', 'false');
    act(() => jest.advanceTimersByTime(99));
    expect(button('Leyendas de riesgo')).toHaveAttribute('aria-expanded', 'false');
    act(() => jest.advanceTimersByTime(1));
    expect(button('Leyendas de riesgo')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Incumplir genera intereses moratorios.')).toBeVisible();
    expect(screen.queryByText('Sujeto a aprobación previa.')).not.toBeVisible();
  });

  it('closes the open panel when it is clicked, leaving none open', async () => {
    const { user, button } = setup();
    await user.click(button('Condiciones generales'));
    act(() => jest.advanceTimersByTime(500));
    for (const panel of PANELS) expect(button(panel.title)).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps only one panel open however the clicks come', async () => {
    const { user, button } = setup();
    await user.click(button('Leyendas de riesgo'));
    await user.click(button('Preguntas frecuentes'));
    act(() => jest.advanceTimersByTime(100));
    expect(button('Preguntas frecuentes')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Leyendas de riesgo')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
  });

  it('works from the keyboard', async () => {
    const { user, button } = setup();
    button('Preguntas frecuentes').focus();
    await user.keyboard('{Enter}');
    act(() => jest.advanceTimersByTime(100));
    expect(button('Preguntas frecuentes')).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps the pressed button where it was when the open panel above it closes', async () => {
    const { user, button } = setup();
    const scrollBy = jest.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    // The open panel above is 300 px tall: once it closes, the button below sits 300 px higher.
    const below = button('Leyendas de riesgo');
    const panelAbove = screen.getByText('Sujeto a aprobación previa.').closest<HTMLElement>('[role="region"]')!;
    below.getBoundingClientRect = () => ({ top: panelAbove.hidden ? 100 : 400 }) as DOMRect;
    await user.click(below);
    expect(button('Condiciones generales')).toHaveAttribute('aria-expanded', 'false');
    expect(scrollBy).toHaveBeenCalledTimes(1);
    expect(scrollBy).toHaveBeenCalledWith({ top: -300, behavior: 'instant' });

    // Opening one with none open above moves nothing.
    await user.click(button('Leyendas de riesgo'));
    await user.click(button('Preguntas frecuentes'));
    act(() => jest.advanceTimersByTime(100));
    expect(button('Preguntas frecuentes')).toHaveAttribute('aria-expanded', 'true');
    expect(scrollBy).toHaveBeenCalledTimes(1);
    scrollBy.mockRestore();
  });
});

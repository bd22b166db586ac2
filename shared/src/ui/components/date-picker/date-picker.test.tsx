import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DatePicker, type DatePickerProps } from './date-picker';
import { renderApp } from '@fvc/shared/testing/render-app';

type HarnessProps = Partial<DatePickerProps> & { initialValue?: string };

function Harness({ initialValue = '', onChange, ...props }: HarnessProps) {
  const [value, setValue] = useState(initialValue);
  return (
    <>
      <DatePicker
        id="fecha"
        label="Fecha de la cita"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
        {...props}
      />
      <button type="button">Continuar</button>
    </>
  );
}

function setup(props: HarnessProps = {}) {
  const onChange = jest.fn();
  // No delays between keystrokes, so the same user works with the faked clock of the calendar tests.
  const user = userEvent.setup({ delay: null });
  renderApp(<Harness onChange={onChange} {...props} />);
  const input = screen.getByRole('textbox', { name: 'Fecha de la cita' });
  const toggle = screen.getByRole('button', { name: 'Abrir calendario' });
  return { user, onChange, input, toggle };
}

async function typeAndLeave(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text);
  await user.tab();
}

const dialog = () => screen.getByRole('dialog', { name: 'Calendario: Fecha de la cita' });
const day = (name: string | RegExp) => within(dialog()).getByRole('button', { name });

describe('DatePicker, typing', () => {
  it('shows the format and reports a valid date as ISO, written back in the format', async () => {
    const { user, onChange, input } = setup();
    expect(input).toHaveAccessibleDescription('Formato: dd/mm/aaaa');
    await typeAndLeave(user, input, '5/9/2026');
    expect(onChange).toHaveBeenCalledWith('2026-09-05');
    expect(input).toHaveValue('05/09/2026');
    expect(input).not.toBeInvalid();
  });

  it('explains an invalid date, keeps the text and leaves the value alone', async () => {
    const { user, onChange, input } = setup({ initialValue: '2026-09-05' });
    await typeAndLeave(user, input, '31/04/2026');

    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('31/04/2026');
    expect(input).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('El día debe estar entre 1 y 30 en abril de 2026.');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('El día debe estar entre 1 y 30 en abril de 2026.'));
  });

  it('takes its message away as soon as the text is mended, before the field is left', async () => {
    const { user, onChange, input } = setup();
    await typeAndLeave(user, input, '31/04/2026');
    await user.type(input, '30/04/202', { initialSelectionStart: 0, initialSelectionEnd: 10 });
    // Not a date yet: the message stays.
    expect(screen.getByRole('alert')).toHaveTextContent('El día debe estar entre 1 y 30 en abril de 2026.');
    await user.type(input, '6');
    expect(input).toHaveValue('30/04/2026');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).toBeValid();
    // The date is still taken on leaving the field.
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('2026-04-30');
  });

  it('asks for the format when the text is not a date', async () => {
    const { user, onChange, input } = setup();
    await typeAndLeave(user, input, 'mañana');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Escribe una fecha válida con el formato dd/mm/aaaa.');
  });

  it('applies the year range, limits and disabled weekdays to typed dates', async () => {
    const { user, onChange, input } = setup({ min: '2024-01-01', disabledWeekdays: [0] });
    await typeAndLeave(user, input, '05/09/0999');
    expect(screen.getByRole('alert')).toHaveTextContent('El año debe estar entre 1000 y 9999.');
    await typeAndLeave(user, input, '31/12/2023');
    expect(screen.getByRole('alert')).toHaveTextContent('La fecha debe ser igual o posterior al 01/01/2024.');
    await typeAndLeave(user, input, '06/09/2026');
    expect(screen.getByRole('alert')).toHaveTextContent('Ese día no está disponible.');
    expect(onChange).not.toHaveBeenCalled();

    await typeAndLeave(user, input, '07/09/2026');
    expect(onChange).toHaveBeenCalledWith('2026-09-07');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reports an emptied field as no date', async () => {
    const { user, onChange, input } = setup({ initialValue: '2026-09-05' });
    expect(input).toHaveValue('05/09/2026');
    await user.clear(input);
    await user.tab();
    expect(onChange).toHaveBeenCalledWith('');
  });

  it('reads and writes its own format', async () => {
    const { user, onChange, input } = setup({ format: 'dd mmm yyyy' });
    expect(input).toHaveAccessibleDescription('Formato: dd mmm aaaa');
    await typeAndLeave(user, input, '05 SEPT 2026');
    expect(onChange).toHaveBeenCalledWith('2026-09-05');
    expect(input).toHaveValue('05 sep 2026');
  });

  it('shows an error given from outside, and a hint', () => {
    setup({ error: 'Elige la fecha de la cita.', hint: 'De lunes a viernes.' });
    const input = screen.getByRole('textbox', { name: 'Fecha de la cita' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Formato: dd/mm/aaaa De lunes a viernes. Elige la fecha de la cita.');
  });
});

describe('DatePicker, calendar', () => {
  // Today is part of what the calendar shows: fix it on martes 15 de septiembre de 2026.
  beforeEach(() => jest.useFakeTimers({ now: new Date(2026, 8, 15, 10, 30) }));
  afterEach(() => jest.useRealTimers());

  it('opens on today with Monday-first weekday headers, and focuses today', async () => {
    const { user, toggle } = setup();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const grid = within(dialog()).getByRole('grid', { name: 'septiembre de 2026' });
    expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Lu', 'Ma', 'Mi', 'Ju', 'Vi', 'Sá', 'Do']);
    const today = day('martes 15 de septiembre de 2026');
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveFocus();
    expect(within(grid).getAllByRole('button')).toHaveLength(30);
  });

  it('fills the field and reports the day picked, then closes and returns focus', async () => {
    const { user, onChange, input, toggle } = setup();
    await user.click(toggle);
    await user.click(day('domingo 20 de septiembre de 2026'));

    expect(onChange).toHaveBeenCalledWith('2026-09-20');
    expect(input).toHaveValue('20/09/2026');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('opens on the chosen date and marks it selected', async () => {
    const { user, toggle } = setup({ initialValue: '2025-02-14' });
    await user.click(toggle);
    expect(within(dialog()).getByRole('grid', { name: 'febrero de 2025' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('gridcell', { selected: true })).toContainElement(day('viernes 14 de febrero de 2025'));
    expect(day('viernes 14 de febrero de 2025')).toHaveFocus();
  });

  it('moves the focused day with the keyboard and chooses with Enter or Space', async () => {
    const { user, onChange, toggle, input } = setup();
    await user.click(toggle);
    await user.keyboard('{ArrowRight}');
    expect(day('miércoles 16 de septiembre de 2026')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(day('miércoles 23 de septiembre de 2026')).toHaveFocus();
    await user.keyboard('{End}');
    expect(day('domingo 27 de septiembre de 2026')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(day('lunes 21 de septiembre de 2026')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(day('lunes 5 de octubre de 2026')).toHaveFocus();
    expect(within(dialog()).getByRole('grid', { name: 'octubre de 2026' })).toBeInTheDocument();
    await user.keyboard('{PageUp}');
    expect(day('sábado 5 de septiembre de 2026')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-09-05');
    expect(input).toHaveValue('05/09/2026');

    await user.click(toggle);
    await user.keyboard('{ArrowLeft}[Space]');
    expect(onChange).toHaveBeenLastCalledWith('2026-09-04');
  });

  it('closes with Escape and returns focus to the button', async () => {
    const { user, toggle, onChange } = setup();
    await user.click(toggle);
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes when the person clicks or tabs elsewhere', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(toggle);
    await user.tab();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar' })).toHaveFocus();
  });

  it('disables days outside min and max, and the months beyond them', async () => {
    const { user, toggle, onChange } = setup({ min: '2026-09-10', max: '2026-09-20' });
    await user.click(toggle);

    expect(day('miércoles 9 de septiembre de 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('jueves 10 de septiembre de 2026')).not.toHaveAttribute('aria-disabled');
    expect(day('domingo 20 de septiembre de 2026')).not.toHaveAttribute('aria-disabled');
    expect(day('lunes 21 de septiembre de 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog()).getByRole('button', { name: 'Mes anterior' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog()).getByRole('button', { name: 'Mes siguiente' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(day('lunes 21 de septiembre de 2026'));
    expect(onChange).not.toHaveBeenCalled();
    expect(dialog()).toBeInTheDocument();
    // The arrows stop at the limits.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(day('domingo 20 de septiembre de 2026')).toHaveFocus();
  });

  it('disables weekdays and days the caller rules out', async () => {
    const { user, toggle } = setup({ disabledWeekdays: [0, 6], isDisabled: (iso) => iso === '2026-09-16' });
    await user.click(toggle);
    expect(day('sábado 19 de septiembre de 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('domingo 20 de septiembre de 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('miércoles 16 de septiembre de 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('jueves 17 de septiembre de 2026')).not.toHaveAttribute('aria-disabled');
  });

  it('pages through months with the previous and next buttons, keeping focus on them', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    const next = within(dialog()).getByRole('button', { name: 'Mes siguiente' });
    await user.click(next);
    await user.click(next);
    expect(within(dialog()).getByRole('grid', { name: 'noviembre de 2026' })).toBeInTheDocument();
    expect(next).toHaveFocus();
    await user.click(within(dialog()).getByRole('button', { name: 'Mes anterior' }));
    expect(within(dialog()).getByRole('grid', { name: 'octubre de 2026' })).toBeInTheDocument();
  });

  it('switches to the months of the year and back to a month', async () => {
    const { user, toggle } = setup();
    await user.click(toggle);
    await user.click(within(dialog()).getByRole('button', { name: 'septiembre 2026, cambiar mes' }));

    const months = within(dialog()).getByRole('group', { name: 'Meses de 2026' });
    expect(within(months).getAllByRole('button')).toHaveLength(12);
    expect(within(months).getByRole('button', { name: 'septiembre' })).toHaveFocus();
    await user.click(within(months).getByRole('button', { name: 'marzo' }));

    expect(within(dialog()).getByRole('grid', { name: 'marzo de 2026' })).toBeInTheDocument();
    expect(day('domingo 15 de marzo de 2026')).toHaveFocus();
  });

  it('shows 25 years a page in the years view, and pages through them', async () => {
    const { user, toggle, onChange } = setup();
    await user.click(toggle);
    await user.click(within(dialog()).getByRole('button', { name: /cambiar mes/ }));
    await user.click(within(dialog()).getByRole('button', { name: '2026, cambiar año' }));

    let years = within(dialog()).getByRole('group', { name: 'Años 2025 a 2049' });
    expect(within(years).getAllByRole('button')).toHaveLength(25);
    expect(within(years).getByRole('button', { name: '2026' })).toHaveFocus();

    await user.click(within(dialog()).getByRole('button', { name: 'Años siguientes' }));
    years = within(dialog()).getByRole('group', { name: 'Años 2050 a 2074' });
    expect(within(years).getAllByRole('button').map((button) => button.textContent)).toEqual(
      Array.from({ length: 25 }, (_, index) => String(2050 + index)),
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Años anteriores' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Años anteriores' }));
    years = within(dialog()).getByRole('group', { name: 'Años 2000 a 2024' });

    await user.click(within(years).getByRole('button', { name: '2010' }));
    await user.click(within(dialog()).getByRole('button', { name: 'febrero' }));
    await user.click(day('lunes 15 de febrero de 2010'));
    expect(onChange).toHaveBeenCalledWith('2010-02-15');
  });

  it('keeps the years view inside minYear..maxYear', async () => {
    const { user, toggle } = setup({ minYear: 1990, maxYear: 2030 });
    await user.click(toggle);
    await user.click(within(dialog()).getByRole('button', { name: /cambiar mes/ }));
    await user.click(within(dialog()).getByRole('button', { name: /cambiar año/ }));

    const years = within(dialog()).getByRole('group', { name: 'Años 2015 a 2030' });
    expect(within(years).getAllByRole('button')).toHaveLength(16);
    expect(within(dialog()).getByRole('button', { name: 'Años siguientes' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(dialog()).getByRole('button', { name: 'Años anteriores' }));
    expect(within(dialog()).getByRole('group', { name: 'Años 1990 a 2014' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Años anteriores' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('greys out years and months beyond min and max', async () => {
    const { user, toggle } = setup({ min: '2026-03-01', max: '2027-06-30' });
    await user.click(toggle);
    await user.click(within(dialog()).getByRole('button', { name: /cambiar mes/ }));
    const months = within(dialog()).getByRole('group', { name: 'Meses de 2026' });
    expect(within(months).getByRole('button', { name: 'febrero' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(months).getByRole('button', { name: 'marzo' })).not.toHaveAttribute('aria-disabled');

    await user.click(within(dialog()).getByRole('button', { name: /cambiar año/ }));
    const years = within(dialog()).getByRole('group', { name: 'Años 2025 a 2049' });
    expect(within(years).getByRole('button', { name: '2025' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(years).getByRole('button', { name: '2027' })).not.toHaveAttribute('aria-disabled');
    expect(within(years).getByRole('button', { name: '2028' })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('DatePicker in a form', () => {
  /** Like the payoff form: the form's own handler reads the parent's state when it is sent. */
  function QuoteForm({ onQuote }: { onQuote: (date: string) => void }) {
    const [date, setDate] = useState('2026-11-24');
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onQuote(date);
        }}
      >
        <DatePicker id="fecha" label="Fecha en que quieres liquidar" value={date} onChange={setDate} min="2026-11-24" max="2026-12-15" />
        <button type="submit">Calcular</button>
      </form>
    );
  }

  function setupForm() {
    const onQuote = jest.fn();
    const user = userEvent.setup({ delay: null });
    renderApp(<QuoteForm onQuote={onQuote} />);
    return { user, onQuote, input: screen.getByRole('textbox', { name: 'Fecha en que quieres liquidar' }) };
  }

  it('sends the date typed, not the one before, when Enter sends the form', async () => {
    const { user, onQuote, input } = setupForm();
    await user.clear(input);
    await user.type(input, '10/12/2026{Enter}');
    expect(onQuote).toHaveBeenCalledWith('2026-12-10');
    expect(onQuote).toHaveBeenCalledTimes(1);
  });

  it('does not send the form while the typed date is wrong, by Enter or by the button', async () => {
    const { user, onQuote, input } = setupForm();
    await user.clear(input);
    await user.type(input, '01/01/2020{Enter}');
    expect(onQuote).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('24/11/2026');
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    expect(onQuote).not.toHaveBeenCalled();
    expect(input).toHaveValue('01/01/2020');
  });

  it('clears an earlier message when the date sent is good, even the one already chosen', async () => {
    const { user, onQuote, input } = setupForm();
    await user.clear(input);
    await user.type(input, '01/01/2020');
    await user.tab();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '24/11/2026{Enter}');
    expect(onQuote).toHaveBeenCalledWith('2026-11-24');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('with two wrong dates in the form, sends nothing and takes focus to the first', async () => {
    const onFilter = jest.fn();
    const user = userEvent.setup({ delay: null });
    function Filter() {
      const [from, setFrom] = useState('');
      const [to, setTo] = useState('');
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onFilter(from, to);
          }}
        >
          <DatePicker id="desde" label="Desde" value={from} onChange={setFrom} />
          <DatePicker id="hasta" label="Hasta" value={to} onChange={setTo} />
          <button type="submit">Filtrar</button>
        </form>
      );
    }
    renderApp(<Filter />);
    await user.type(screen.getByRole('textbox', { name: 'Desde' }), '15/13/2026');
    await user.type(screen.getByRole('textbox', { name: 'Hasta' }), '99/01/2026{Enter}');
    expect(onFilter).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Desde' })).toHaveFocus();
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });
});

import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  addDays,
  addMonths,
  dateBounds,
  daysInMonth,
  DEFAULT_MAX_YEAR,
  DEFAULT_MIN_YEAR,
  MONTH_NAMES,
  splitIso,
  todayIso,
  toIso,
  validateDate,
  weekday,
  WEEKDAY_NAMES,
  yearPage,
  YEARS_PER_PAGE,
  type DateRules,
} from './date-rules';

export interface CalendarDialogProps {
  id: string;
  label: string;
  /** The chosen ISO date, or ''. */
  selected: string;
  rules: DateRules;
  onChoose: (iso: string) => void;
}

type View = 'days' | 'months' | 'years';

// Weeks start on Monday in Mexico; headers are abbreviated, their `abbr` is what is read aloud.
const WEEK = [
  { short: 'Lu', name: 'lunes' },
  { short: 'Ma', name: 'martes' },
  { short: 'Mi', name: 'miércoles' },
  { short: 'Ju', name: 'jueves' },
  { short: 'Vi', name: 'viernes' },
  { short: 'Sá', name: 'sábado' },
  { short: 'Do', name: 'domingo' },
];

/** Column of a date in a Monday-first week. */
const column = (iso: string) => (weekday(iso) + 6) % 7;

function monthWeeks(year: number, month: number): Array<Array<string | null>> {
  const first = toIso(year, month, 1);
  const cells: Array<string | null> = Array.from({ length: column(first) }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day += 1) cells.push(toIso(year, month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/**
 * The calendar popover of DatePicker: days of a month, months of a year, or 25 years a page
 * (docs/product.md §9). One date is "active" in every view: it decides the month and page shown and takes
 * focus (roving tabindex), so Tab leaves the grid in one step and arrows move within it.
 * Unavailable dates stay focusable (aria-disabled) so the arrows never get stuck on them.
 */
export function CalendarDialog({ id, label, selected, rules, onChoose }: CalendarDialogProps) {
  const { lower, upper } = dateBounds(rules);
  const minYear = Math.max(0, rules.minYear ?? DEFAULT_MIN_YEAR);
  const maxYear = Math.min(9999, rules.maxYear ?? DEFAULT_MAX_YEAR);
  const clamp = (iso: string) => (iso < lower ? lower : iso > upper ? upper : iso);

  const [view, setView] = useState<View>('days');
  const [active, setActive] = useState(() => clamp(splitIso(selected) ? selected : todayIso()));
  const root = useRef<HTMLDivElement>(null);
  // Focus follows the active date only after the person moved it (or the view changed), never
  // when a Previous/Next button was clicked: that button keeps focus.
  const focusActive = useRef(true);

  useEffect(() => {
    if (!focusActive.current) return;
    focusActive.current = false;
    root.current?.querySelector<HTMLElement>('[data-active]')?.focus();
  });

  const { year, month, day } = splitIso(active)!;
  const today = todayIso();
  const lowerYear = Number(lower.slice(0, 4));
  const upperYear = Number(upper.slice(0, 4));

  const moveTo = (iso: string, nextView: View = view) => {
    focusActive.current = true;
    setActive(clamp(iso));
    setView(nextView);
  };
  const page = (iso: string) => setActive(clamp(iso));

  const onGridKeyDown = (event: KeyboardEvent) => {
    const steps: Record<string, () => string> = {
      ArrowLeft: () => addDays(active, -1),
      ArrowRight: () => addDays(active, 1),
      ArrowUp: () => addDays(active, -7),
      ArrowDown: () => addDays(active, 7),
      Home: () => addDays(active, -column(active)),
      End: () => addDays(active, 6 - column(active)),
      PageUp: () => addMonths(active, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(active, event.shiftKey ? 12 : 1),
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    moveTo(step());
  };

  const choose = (iso: string) => {
    if (validateDate(iso, rules) === null) onChoose(iso);
  };

  const monthName = MONTH_NAMES[month - 1]!;
  const years = yearPage(year, minYear, maxYear);
  const caption = { days: `${monthName} de ${year}`, months: String(year), years: `${years.start} a ${years.end}` }[view];
  // Moving to another month or year keeps the day of the month where it exists (31 -> 30).
  const sameDayIn = (targetYear: number, targetMonth: number) =>
    toIso(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));

  return (
    <div id={id} ref={root} role="dialog" aria-label={label} className="fvc-calendar">
      {/* Announces the month or page reached with the Previous/Next buttons, where focus stays put. */}
      <p className="fvc-visually-hidden" aria-live="polite">
        {caption}
      </p>

      {view === 'days' && (
        <>
          <Header
            previous={{ label: 'Mes anterior', disabled: toIso(year, month, 1) <= lower, go: () => page(addMonths(active, -1)) }}
            next={{ label: 'Mes siguiente', disabled: toIso(year, month, daysInMonth(year, month)) >= upper, go: () => page(addMonths(active, 1)) }}
          >
            {/* The name starts with the visible text, so voice control finds it by what it shows. */}
            <button
              type="button"
              className="fvc-calendar__title"
              aria-label={`${monthName} ${year}, cambiar mes`}
              onClick={() => moveTo(active, 'months')}
            >
              {monthName} {year}
            </button>
          </Header>
          <table role="grid" aria-label={`${monthName} de ${year}`} className="fvc-calendar__grid" onKeyDown={onGridKeyDown}>
            <thead>
              <tr>
                {WEEK.map((weekDay) => (
                  <th key={weekDay.short} scope="col" abbr={weekDay.name}>
                    {weekDay.short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(year, month).map((week) => (
                <tr key={week.find((iso) => iso !== null)}>
                  {week.map((iso, index) =>
                    iso === null ? (
                      <td key={`empty-${index}`} />
                    ) : (
                      <td key={iso} role="gridcell" aria-selected={iso === selected}>
                        <button
                          type="button"
                          className="fvc-calendar__day"
                          tabIndex={iso === active ? 0 : -1}
                          data-active={iso === active || undefined}
                          aria-label={`${WEEKDAY_NAMES[weekday(iso)]} ${Number(iso.slice(8))} de ${monthName} de ${year}`}
                          aria-current={iso === today ? 'date' : undefined}
                          aria-disabled={validateDate(iso, rules) !== null || undefined}
                          onClick={() => choose(iso)}
                          onFocus={() => setActive(iso)}
                        >
                          {Number(iso.slice(8))}
                        </button>
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}

      {view === 'months' && (
        <>
          <Header
            previous={{ label: 'Año anterior', disabled: year <= lowerYear, go: () => page(addMonths(active, -12)) }}
            next={{ label: 'Año siguiente', disabled: year >= upperYear, go: () => page(addMonths(active, 12)) }}
          >
            <button type="button" className="fvc-calendar__title" aria-label={`${year}, cambiar año`} onClick={() => moveTo(active, 'years')}>
              {year}
            </button>
          </Header>
          <div role="group" aria-label={`Meses de ${year}`} className="fvc-calendar__choices fvc-calendar__choices--months">
            {MONTH_NAMES.map((name, index) => {
              const target = index + 1;
              const outside = toIso(year, target, daysInMonth(year, target)) < lower || toIso(year, target, 1) > upper;
              return (
                <Choice key={name} active={target === month} outside={outside} onChoose={() => moveTo(sameDayIn(year, target), 'days')}>
                  {name}
                </Choice>
              );
            })}
          </div>
        </>
      )}

      {view === 'years' && (
        <>
          <Header
            previous={{ label: 'Años anteriores', disabled: years.start <= lowerYear, go: () => page(addMonths(active, -12 * YEARS_PER_PAGE)) }}
            next={{ label: 'Años siguientes', disabled: years.end >= upperYear, go: () => page(addMonths(active, 12 * YEARS_PER_PAGE)) }}
          >
            <p className="fvc-calendar__title">
              {years.start} – {years.end}
            </p>
          </Header>
          <div role="group" aria-label={`Años ${years.start} a ${years.end}`} className="fvc-calendar__choices fvc-calendar__choices--years">
            {Array.from({ length: years.end - years.start + 1 }, (_, index) => years.start + index).map((target) => (
              <Choice
                key={target}
                active={target === year}
                outside={target < lowerYear || target > upperYear}
                onChoose={() => moveTo(sameDayIn(target, month), 'months')}
              >
                {target}
              </Choice>
            ))}
          </div>
        </>
      )}
    </div>
  );
}

interface Step {
  label: string;
  disabled: boolean;
  go: () => void;
}

function Header({ previous, next, children }: { previous: Step; next: Step; children: ReactNode }) {
  const button = (step: Step, arrow: string) => (
    <button
      type="button"
      className="fvc-calendar__nav"
      aria-label={step.label}
      aria-disabled={step.disabled || undefined}
      onClick={() => !step.disabled && step.go()}
    >
      <span aria-hidden="true">{arrow}</span>
    </button>
  );
  return (
    <div className="fvc-calendar__header">
      {button(previous, '‹')}
      {children}
      {button(next, '›')}
    </div>
  );
}

function Choice({ active, outside, onChoose, children }: { active: boolean; outside: boolean; onChoose: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="fvc-calendar__choice"
      data-active={active || undefined}
      aria-disabled={outside || undefined}
      onClick={() => !outside && onChoose()}
    >
      {children}
    </button>
  );
}

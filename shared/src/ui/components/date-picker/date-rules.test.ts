import fc from 'fast-check';
import {
  addDays,
  addMonths,
  daysInMonth,
  formatHint,
  formatIso,
  isLeapYear,
  parseDateText,
  validateDate,
  weekday,
  yearPage,
} from './date-rules';

const FORMAT_MESSAGE = 'Escribe una fecha válida con el formato dd/mm/aaaa.';
const parsed = (text: string, format?: string) => parseDateText(text, format);

describe('leap years and month lengths', () => {
  it('follows the Gregorian rule', () => {
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2023)).toBe(false);
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2000)).toBe(true);
  });

  it('counts the days of each month', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((month) => daysInMonth(2023, month))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
  });

  it.each([
    ['29/02/2024', true],
    ['29/02/2023', false],
    ['29/02/1900', false],
    ['29/02/2000', true],
  ])('29 February: %s is valid: %p', (text, valid) => {
    expect(parsed(text).ok).toBe(valid);
  });

  it('explains which day is wrong', () => {
    expect(parsed('29/02/2023')).toEqual({ ok: false, reason: 'El día debe estar entre 1 y 28 en febrero de 2023.' });
    expect(parsed('31/04/2026')).toEqual({ ok: false, reason: 'El día debe estar entre 1 y 30 en abril de 2026.' });
    expect(parsed('00/04/2026').ok).toBe(false);
    expect(parsed('30/04/2026')).toEqual({ ok: true, iso: '2026-04-30' });
  });

  it('rejects month 13 and month 0', () => {
    expect(parsed('01/13/2026')).toEqual({ ok: false, reason: 'El mes debe estar entre 1 y 12.' });
    expect(parsed('01/00/2026')).toEqual({ ok: false, reason: 'El mes debe estar entre 1 y 12.' });
  });
});

describe('parseDateText', () => {
  it('reads dd/mm/yyyy by default', () => {
    expect(parsed('05/09/2026')).toEqual({ ok: true, iso: '2026-09-05' });
    expect(parsed('  31/12/2026 ')).toEqual({ ok: true, iso: '2026-12-31' });
  });

  it('reads d/m/yyyy', () => {
    expect(parsed('5/9/2026', 'd/m/yyyy')).toEqual({ ok: true, iso: '2026-09-05' });
    expect(parsed('15/11/2026', 'd/m/yyyy')).toEqual({ ok: true, iso: '2026-11-15' });
  });

  it('reads dd-mm-yyyy and yyyy-mm-dd', () => {
    expect(parsed('05-09-2026', 'dd-mm-yyyy')).toEqual({ ok: true, iso: '2026-09-05' });
    expect(parsed('2026-09-05', 'yyyy-mm-dd')).toEqual({ ok: true, iso: '2026-09-05' });
    expect(parsed('09.05.2026', 'mm.dd.yyyy')).toEqual({ ok: true, iso: '2026-09-05' });
  });

  it('reads Spanish month names with mmm, in any case, abbreviated or not', () => {
    const format = 'dd mmm yyyy';
    expect(parsed('05 sep 2026', format)).toEqual({ ok: true, iso: '2026-09-05' });
    expect(parsed('05 SEPT 2026', format)).toEqual({ ok: true, iso: '2026-09-05' });
    expect(parsed('05 sep. 2026', format)).toEqual({ ok: true, iso: '2026-09-05' });
    expect(parsed('5 Septiembre 2026', format)).toEqual({ ok: true, iso: '2026-09-05' });
    const abbreviations = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
    abbreviations.forEach((name, index) => {
      expect(parsed(`01 ${name} 2026`, format)).toEqual({ ok: true, iso: `2026-${String(index + 1).padStart(2, '0')}-01` });
    });
    expect(parsed('05 sep 2026', format)).toEqual(parsed('05/sep/2026', format));
    expect(parsed('05 set 2026', format)).toEqual({ ok: false, reason: 'Escribe una fecha válida con el formato dd mmm aaaa.' });
    expect(parsed('05 09 2026', format).ok).toBe(false);
  });

  it('accepts any of / - . or space whatever the format uses, and one-digit days and months', () => {
    for (const text of ['05/09/2026', '05-09-2026', '05.09.2026', '05 09 2026', '5/9/2026', '05 / 09 / 2026']) {
      expect(parsed(text)).toEqual({ ok: true, iso: '2026-09-05' });
    }
  });

  it('wants four-digit years and three parts', () => {
    for (const text of ['', '   ', '05/09/26', '05/09/10000', '05/09', '05/09/2026/1', 'hoy', '5a/09/2026', '123/09/2026', '05092026']) {
      expect(parsed(text)).toEqual({ ok: false, reason: FORMAT_MESSAGE });
    }
    expect(parsed('05/09/0999')).toEqual({ ok: true, iso: '0999-09-05' });
  });

  it('refuses formats it cannot read', () => {
    expect(() => parsed('05/09/2026', 'ddmmyyyy')).toThrow('Formato de fecha no válido');
    expect(() => parsed('05/09/2026', 'dd/mm/yy')).toThrow('Formato de fecha no válido');
    expect(() => parsed('05/09/2026', 'dd/dd/yyyy')).toThrow('Formato de fecha no válido');
  });

  it('round-trips every date through formatIso in each format', () => {
    const formats = ['dd/mm/yyyy', 'd/m/yyyy', 'dd-mm-yyyy', 'yyyy-mm-dd', 'dd mmm yyyy', 'd.m.yyyy'];
    fc.assert(
      fc.property(fc.integer({ min: -365_000, max: 3_287_000 }), fc.constantFrom(...formats), (offset, format) => {
        const iso = addDays('1000-01-01', offset); // years 0001 to 9999
        expect(parsed(formatIso(iso, format), format)).toEqual({ ok: true, iso });
      }),
    );
  });
});

describe('formatIso and formatHint', () => {
  it('writes each token', () => {
    expect(formatIso('2026-09-05')).toBe('05/09/2026');
    expect(formatIso('2026-09-05', 'd/m/yyyy')).toBe('5/9/2026');
    expect(formatIso('2026-09-05', 'dd mmm yyyy')).toBe('05 sep 2026');
    expect(formatIso('2026-12-25', 'yyyy-mm-dd')).toBe('2026-12-25');
  });

  it('returns text that is not an ISO date as it came', () => {
    expect(formatIso('')).toBe('');
    expect(formatIso('2026-02-30')).toBe('2026-02-30');
  });

  it('shows the format in Spanish', () => {
    expect(formatHint()).toBe('dd/mm/aaaa');
    expect(formatHint('dd mmm yyyy')).toBe('dd mmm aaaa');
  });
});

describe('validateDate', () => {
  it('accepts a plain date', () => {
    expect(validateDate('2026-09-05')).toBeNull();
  });

  it('rejects what is not a real ISO date', () => {
    expect(validateDate('2023-02-29')).toBe(FORMAT_MESSAGE);
    expect(validateDate('05/09/2026')).toBe(FORMAT_MESSAGE);
    expect(validateDate('2026-13-01', { format: 'd/m/yyyy' })).toBe('Escribe una fecha válida con el formato d/m/aaaa.');
  });

  it('keeps years between 1000 and 9999 unless told otherwise', () => {
    expect(validateDate('0999-12-31')).toBe('El año debe estar entre 1000 y 9999.');
    expect(validateDate('1000-01-01')).toBeNull();
    expect(validateDate('9999-12-31')).toBeNull();
    expect(validateDate('1989-12-31', { minYear: 1990, maxYear: 2030 })).toBe('El año debe estar entre 1990 y 2030.');
    expect(validateDate('2031-01-01', { minYear: 1990, maxYear: 2030 })).toBe('El año debe estar entre 1990 y 2030.');
  });

  it('applies min and max inclusively, quoting them in the format', () => {
    const rules = { min: '2024-01-01', max: '2024-12-31' };
    expect(validateDate('2023-12-31', rules)).toBe('La fecha debe ser igual o posterior al 01/01/2024.');
    expect(validateDate('2024-01-01', rules)).toBeNull();
    expect(validateDate('2024-12-31', rules)).toBeNull();
    expect(validateDate('2025-01-01', rules)).toBe('La fecha debe ser igual o anterior al 31/12/2024.');
    expect(validateDate('2025-01-01', { ...rules, format: 'd mmm yyyy' })).toBe('La fecha debe ser igual o anterior al 31 dic 2024.');
  });

  it('refuses disabled weekdays (0 = domingo) and disabled days', () => {
    const weekend = { disabledWeekdays: [0, 6] };
    expect(validateDate('2026-09-05', weekend)).toBe('Ese día no está disponible.'); // sábado
    expect(validateDate('2026-09-06', weekend)).toBe('Ese día no está disponible.'); // domingo
    expect(validateDate('2026-09-07', weekend)).toBeNull(); // lunes
    const holidays = { disabled: (iso: string) => iso.endsWith('-12-25') };
    expect(validateDate('2026-12-25', holidays)).toBe('Ese día no está disponible.');
    expect(validateDate('2026-12-24', holidays)).toBeNull();
  });
});

describe('calendar arithmetic', () => {
  it('knows the weekday, with 0 = domingo', () => {
    expect(weekday('2026-09-06')).toBe(0);
    expect(weekday('2024-02-29')).toBe(4);
    expect(weekday('1000-01-01')).toBe(3);
    // Years below 100 stay themselves (Date.UTC would read 0050 as 1950, a jueves).
    expect(weekday('0050-06-15')).toBe(3);
    expect(weekday('1950-06-15')).toBe(4);
  });

  it('adds days and months across months, years and 29 February', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2026-11-15', 14)).toBe('2028-01-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addDays('9999-12-31', 1)).toBe('9999-12-31');
    expect(addMonths('0000-02-15', -3)).toBe('0000-01-01');
  });
});

describe('yearPage', () => {
  it('counts 25-year pages from minYear', () => {
    expect(yearPage(1000)).toEqual({ start: 1000, end: 1024 });
    expect(yearPage(1024)).toEqual({ start: 1000, end: 1024 });
    expect(yearPage(1025)).toEqual({ start: 1025, end: 1049 });
    expect(yearPage(2026)).toEqual({ start: 2025, end: 2049 });
    expect(yearPage(9999)).toEqual({ start: 9975, end: 9999 });
  });

  it('cuts the last page at maxYear and gives the nearest page outside the range', () => {
    expect(yearPage(2020, 1990, 2030)).toEqual({ start: 2015, end: 2030 });
    expect(yearPage(1800, 1990, 2030)).toEqual({ start: 1990, end: 2014 });
    expect(yearPage(3000, 1990, 2030)).toEqual({ start: 2015, end: 2030 });
  });
});

export { formatCalendarDate, formatCalendarMonth } from './calendar-date';
export { formatMxn, formatPesos, formatWholeNumber } from './es-mx';
export { mexicoCityDay } from './mexico-city-day';

export { formatCalendarDate, formatCalendarMonth, formatMxn, formatPesos, formatWholeNumber } from './es-mx';
export { mexicoCityDay } from './mexico-city-day';

export { formatCalendarDate, formatCalendarMonth, formatMxn, formatPesos, formatWholeNumber } from './es-mx';

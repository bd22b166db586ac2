import type { ScreenHeadingText } from '../screen-heading';

/** The screen's heading, drawn by the screen and by its placeholder (customerScreen). */
export const HOME_HEADING: ScreenHeadingText = { title: (customer) => (customer ? `Hola, ${customer.name}` : 'Mi cuenta'), intro: 'Este es el resumen de tus contratos.' };

import type { ScreenHeadingText } from '../../app/screen-heading';

/** The screen's heading, drawn by the screen and by its placeholder (customerScreen). */
export const SUPPORT_HEADING: ScreenHeadingText = { title: 'Contacto con soporte', intro: 'Escríbenos tus dudas sobre tus contratos, pagos o facturas.' };

import type { ScreenHeadingText } from '../../app/screen-heading';

/** The screen's heading, drawn by the screen and by its placeholder (customerScreen). */
export const BILLS_HEADING: ScreenHeadingText = { title: 'Estados de cuenta y facturas', intro: 'Descarga tus estados de cuenta mensuales y tus facturas (CFDI) en XML y PDF.' };

import type { ScreenHeadingText } from '../../app/screen-heading';

/** The screen's heading, drawn by the screen and by its placeholder (customerScreen). */
export const BALANCES_HEADING: ScreenHeadingText = { title: 'Saldos y movimientos', intro: 'Consulta el saldo de tus contratos y cada cargo y abono.' };

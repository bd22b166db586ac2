import type { ScreenHeadingText } from '../../app/screen-heading';

/** The screen's heading, drawn by the screen and by its placeholder (customerScreen). */
export const REQUESTS_HEADING: ScreenHeadingText = {
  title: 'Mis solicitudes',
  intro: 'Lo que has pedido desde el portal, cómo va y lo que te respondió atención a clientes.',
};

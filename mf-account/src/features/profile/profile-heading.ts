import type { ScreenHeadingText } from '../../app/screen-heading';

/** The screen's heading, drawn by the screen and by its placeholder (customerScreen). */
export const PROFILE_HEADING: ScreenHeadingText = { title: 'Mi perfil', intro: 'Tus datos y la seguridad de tu cuenta.' };

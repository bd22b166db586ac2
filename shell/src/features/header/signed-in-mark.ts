/**
 * The mark on <html> of a signed-in tab whose customer menu is not drawn yet: the header keeps the
 * menu's place (app.css), so nothing below moves when it comes. The prerendered pages' head script
 * sets it before the first paint (shell/src/head-script.ts); the header takes it off once drawn.
 */
export const SIGNED_IN_CLASS = 'fvc-signed-in';

/** A passkey's name in Mi perfil. */
export const PASSKEY_NAME_MAX = 60;

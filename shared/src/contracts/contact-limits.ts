// Plain values with no schema import, so a form can apply them without pulling TypeBox into a
// browser bundle; the contracts build their schemas from the same numbers.
export const CONTACT_LIMITS = { name: 120, email: 254, phone: 20, subject: 150, message: 3000 } as const;
export const DEALER_CONTACT_LIMITS = { name: 120, email: 254, phone: 20, message: 2000 } as const;
/** The quote's contact, sent with the calculator's third step. */
export const QUOTE_CONTACT_LIMITS = { name: 120, email: 160, phone: 20, state: 60 } as const;
/**
 * Up to 20 characters of digits, spaces, +, ( ) and -, at least 8 of them digits: a number a
 * person can be called back on, not "++++++++" (the look-ahead counts the digits).
 */
export const PHONE_PATTERN = '^(?=(?:[^0-9]*[0-9]){8})[0-9 +()-]{8,20}$';
export const PHONE_MESSAGE = 'Escribe al menos 8 dígitos (máximo 20 caracteres); puedes usar espacios, +, ( ) y -.';

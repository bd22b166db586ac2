// Plain values with no schema import, so a form can apply them without pulling TypeBox into a
// browser bundle; the contracts build their schemas from the same numbers.
export const CONTACT_LIMITS = { name: 120, email: 254, phone: 20, subject: 150, message: 3000 } as const;
export const DEALER_CONTACT_LIMITS = { name: 120, email: 254, phone: 20, message: 2000 } as const;
/** 8 to 20 characters: digits, spaces, +, ( ) and -. */
export const PHONE_PATTERN = '^[0-9 +()-]{8,20}$';
export const PHONE_MESSAGE = 'Escribe de 8 a 20 dígitos; puedes usar espacios, +, ( ) y -.';

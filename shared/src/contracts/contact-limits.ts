// Plain numbers with no schema import, so a form can use them (maxLength) without pulling
// TypeBox into a browser bundle.
export const CONTACT_LIMITS = { name: 120, email: 254, phone: 20, subject: 150, message: 3000 } as const;

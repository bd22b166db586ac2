// Plain values with no schema import, so the lead forms can use them without pulling TypeBox
// into a browser bundle.
export const LEAD_LIMITS = { name: 120, email: 254, phone: 20, message: 2000 } as const;

/** What a person accepts on /syntage; the API stores this exact text with the lead as proof. */
export const TAX_DATA_CONSENT_TEXT =
  'Autorizo a la financiera a consultar, a través de su proveedor tecnológico, la información fiscal asociada a mi RFC (constancia de situación fiscal, declaraciones y facturas) con el único fin de evaluar mi solicitud de financiamiento.';

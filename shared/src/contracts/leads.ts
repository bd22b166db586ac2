import { Type, type Static } from 'typebox';
import { PHONE_PATTERN } from './contact-limits';
import { LEAD_LIMITS } from './lead-limits';

export const LeadSourceSchema = Type.Union(
  [
    Type.Literal('campaign', { title: 'Origen' }),
    Type.Literal('syntage', { title: 'Origen' }),
    Type.Literal('plans-contact', { title: 'Origen' }),
  ],
  { title: 'Origen', description: 'Formulario que generó el prospecto.' },
);
export type LeadSource = Static<typeof LeadSourceSchema>;

export const LeadRequestSchema = Type.Object(
  {
    source: LeadSourceSchema,
    name: Type.String({ minLength: 1, maxLength: LEAD_LIMITS.name, pattern: '\\S', title: 'Nombre' }),
    email: Type.String({ format: 'email', maxLength: LEAD_LIMITS.email, title: 'Correo electrónico' }),
    phone: Type.Optional(
      Type.String({ maxLength: LEAD_LIMITS.phone, pattern: PHONE_PATTERN, title: 'Teléfono' }),
    ),
    rfc: Type.Optional(
      Type.String({
        pattern: '^[A-Za-zÑñ&]{3,4}[0-9]{6}[A-Za-z0-9]{3}$',
        maxLength: 13,
        title: 'RFC',
        description: '12 caracteres (persona moral) o 13 (persona física). Obligatorio para syntage.',
      }),
    ),
    message: Type.Optional(Type.String({ maxLength: LEAD_LIMITS.message, title: 'Mensaje' })),
    acceptsPrivacy: Type.Literal(true, { title: 'Aviso de privacidad' }),
    acceptsTaxDataConsent: Type.Optional(
      Type.Boolean({
        title: 'Autorización de consulta fiscal',
        description: 'Obligatorio y true para syntage: autoriza consultar la información fiscal del RFC.',
      }),
    ),
  },
  { additionalProperties: false, description: 'Prospecto de un formulario del sitio.' },
);
export type LeadRequest = Static<typeof LeadRequestSchema>;

export const LeadResponseSchema = Type.Object(
  { id: Type.String({ format: 'uuid', description: 'Folio del prospecto guardado.' }) },
  { description: 'Prospecto guardado.' },
);
export type LeadResponse = Static<typeof LeadResponseSchema>;

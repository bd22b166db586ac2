import { Type, type Static } from 'typebox';
import { CONTACT_LIMITS, PHONE_PATTERN } from './contact-limits';

// `title` is the Spanish field label the API's validation messages use. The '\\S' pattern
// rejects values made only of spaces (reported as "obligatorio").
export const ContactRequestSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.name, pattern: '\\S', title: 'Nombre' }),
    email: Type.String({ format: 'email', maxLength: CONTACT_LIMITS.email, title: 'Correo electrónico' }),
    phone: Type.Optional(
      Type.String({
        maxLength: CONTACT_LIMITS.phone,
        pattern: PHONE_PATTERN,
        title: 'Teléfono',
        description: 'De 8 a 20 caracteres: dígitos, espacios, +, ( ) y -.',
      }),
    ),
    subject: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.subject, pattern: '\\S', title: 'Asunto' }),
    message: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.message, pattern: '\\S', title: 'Mensaje' }),
    acceptsPrivacy: Type.Literal(true, { title: 'Aviso de privacidad', description: 'Debe ser true.' }),
  },
  { additionalProperties: false, description: 'Mensaje del formulario de contacto.' },
);
export type ContactRequest = Static<typeof ContactRequestSchema>;

export const ContactResponseSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid', description: 'Folio del mensaje guardado.' }),
    acknowledgedTo: Type.Optional(
      Type.String({ description: 'Correo al que sale el acuse con el folio; ausente si no sale (límite de acuses por destinatario).' }),
    ),
  },
  { description: 'Mensaje recibido.' },
);
export type ContactResponse = Static<typeof ContactResponseSchema>;

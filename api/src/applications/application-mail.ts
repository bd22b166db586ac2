import { APPLICATION_LIMITS } from '@fvc/shared/contracts/rules';
import { compose, type Mail } from '../mail/compose';
import { visitorGreeting } from '../mail/plain-text';

/**
 * Where the applicant continues: the token travels in the fragment, which browsers never send to a
 * server, so it stays out of every access log; the page moves it to the `X-Application-Token` header.
 */
export const continueLink = (siteUrl: string, token: string): string => `${new URL('/solicitud/continuar', siteUrl).href}#t=${token}`;

const LINK_IS_KEY =
  'Este enlace es la llave de tu solicitud: no lo compartas. Vale 30 días; si pides otro, este deja de servir.';

/** The link to continue (or follow) the application started from a quote, sent to the quote's address. */
export function applicationLinkMail(input: { name: string; quoteFolio: string; link: string; isNew: boolean }): Mail {
  return compose(input.isNew ? `Tu solicitud de financiamiento (cotización ${input.quoteFolio})` : `Tu enlace para continuar tu solicitud (cotización ${input.quoteFolio})`, [
    // The name came from the quote form: only a person's name is used (visitorGreeting).
    visitorGreeting(input.name),
    input.isNew
      ? `Iniciaste tu solicitud de financiamiento con la cotización ${input.quoteFolio}. Se guarda mientras la llenas: con este enlace la continúas cuando quieras, desde cualquier dispositivo.`
      : `Pediste de nuevo el enlace de tu solicitud de la cotización ${input.quoteFolio}. Con él la continúas o sigues su estado.`,
    { link: input.link, label: 'Continuar mi solicitud' },
    LINK_IS_KEY,
    'Si no fuiste tú, ignora este mensaje.',
  ]);
}

/** The code that signs the consents (privacy notice, Buró de Crédito, SAT). */
export function consentCodeMail(input: { name: string; code: string }): Mail {
  const { validMinutes } = APPLICATION_LIMITS.consentCode;
  return compose(`Tu código para firmar tu solicitud: ${input.code}`, [
    visitorGreeting(input.name),
    `Tu código para firmar las autorizaciones de tu solicitud de financiamiento es ${input.code}. Vale ${validMinutes} minutos; si pides otro, este deja de servir.`,
    'Escribirlo equivale a tu firma: autorizas lo que aceptaste en la pantalla (aviso de privacidad, consulta al Buró de Crédito y, si la marcaste, consulta al SAT).',
    'Nunca te pediremos este código por teléfono, WhatsApp o correo. Si no fuiste tú, ignora este mensaje.',
  ]);
}

/** Sent when the application is submitted: the folio and where to follow it. */
export function applicationReceivedMail(input: { name: string; folio: string; link: string }): Mail {
  return compose(`Recibimos tu solicitud ${input.folio}`, [
    visitorGreeting(input.name),
    `Recibimos tu solicitud de financiamiento con el folio ${input.folio}. Un analista la revisará; te escribiremos si falta algún documento y cuando tengamos una respuesta.`,
    'Con este enlace sigues el estado de tu solicitud (recibida, en revisión, faltan documentos, aprobada o no aprobada) y la fecha de cada cambio.',
    { link: input.link, label: 'Ver el estado de mi solicitud' },
    LINK_IS_KEY,
  ]);
}


import { SIGN_IN_CODE } from '@fvc/shared/contracts';
import { compose, type Mail } from '../mail/compose';

export function staffCodeMail(name: string, code: string): Mail {
  return compose(`Código del back-office: ${code}`, [
    `Hola, ${name}:`,
    `Tu código para entrar al back-office (o confirmar una acción) es ${code}. Vale ${SIGN_IN_CODE.validMinutes} minutos y una sola vez.`,
    'Si no fuiste tú, alguien conoce tu contraseña: cámbiala y avisa a seguridad de la información.',
  ]);
}

const CLOSING: Record<'in_progress' | 'closed', string> = {
  in_progress: 'Tu solicitud sigue en atención: te escribiremos de nuevo cuando haya novedades.',
  closed: 'Con esta respuesta cerramos tu solicitud. Si necesitas algo más, escríbenos desde el portal.',
};

/** Customer service's answer to a request, as the customer reads it by e-mail (and in the portal). */
export function requestReplyMail(name: string, folio: string, reply: string, status: 'in_progress' | 'closed', link: string): Mail {
  return compose(`Respuesta a tu solicitud ${folio}`, [
    `Hola, ${name}:`,
    `Atención a clientes respondió tu solicitud ${folio}:`,
    reply,
    CLOSING[status],
    { link, label: 'Ver mis solicitudes' },
  ]);
}

import { compose, type Mail } from '../mail/compose';
import { visitorGreeting } from '../mail/plain-text';

/**
 * What the applicant reads by e-mail when staff act on their application (issue #72). Each carries
 * a new link to the application's status: the only way in until the applicant is a customer. The
 * names were typed by whoever holds the link: greeted only when they read as a name (visitorGreeting).
 */

const STATUS_LINK = 'Ver el estado de mi solicitud';

export function missingDocumentsMail(name: string, folio: string, documents: readonly string[], note: string, statusLink: string): Mail {
  return compose(`Faltan documentos en tu solicitud ${folio}`, [
    visitorGreeting(name),
    `Revisamos tu solicitud ${folio} y necesitamos que nos envíes de nuevo ${documents.length === 1 ? 'este documento' : 'estos documentos'}:`,
    documents.map((document) => `• ${document}`).join('\n'),
    note,
    'Súbelos desde el enlace; en cuanto los recibamos seguimos con la revisión.',
    { link: statusLink, label: STATUS_LINK },
  ]);
}

export function declinedMail(name: string, folio: string, note: string, statusLink: string): Mail {
  return compose(`Tu solicitud ${folio} no fue aprobada`, [
    visitorGreeting(name),
    `Revisamos tu solicitud ${folio} y por ahora no podemos aprobarla.`,
    note,
    'Si tienes dudas o tu situación cambia, responde a este correo o llámanos: con gusto revisamos otra opción contigo.',
    { link: statusLink, label: STATUS_LINK },
  ]);
}

interface ApprovedMail {
  name: string;
  folio: string;
  contractNumber: string;
  vehicle: string;
  note: string;
  statusLink: string;
  /** Registration (`/registro`), or signing in for a customer who already has an account. */
  portalLink: string;
  hasAccount: boolean;
}

/** The approval, with the invitation to register in the portal by the contract number and the RFC. */
export function approvedMail(mail: ApprovedMail): Mail {
  return compose(`Tu solicitud ${mail.folio} fue aprobada`, [
    visitorGreeting(mail.name),
    `Aprobamos tu solicitud ${mail.folio}. Tu contrato es el ${mail.contractNumber} (${mail.vehicle}); un asesor te llamará para firmarlo y entregarte la unidad.`,
    ...(mail.note ? [mail.note] : []),
    ...(mail.hasAccount
      ? ['Ya puedes ver tu nuevo contrato, su calendario de pagos y tus documentos en el portal de clientes.', { link: mail.portalLink, label: 'Entrar al portal de clientes' }]
      : [
          `Crea tu cuenta del portal de clientes para ver tu contrato, su calendario de pagos y pagar en línea: regístrate con el número de contrato ${mail.contractNumber} y tu RFC, y te enviaremos a este correo un enlace para confirmarla.`,
          { link: mail.portalLink, label: 'Crear mi cuenta' },
        ]),
    { link: mail.statusLink, label: STATUS_LINK },
  ]);
}

import { escapeHtml } from '../../../mail/escape-html';
import { oneLine, quotedBlock } from '../../../mail/plain-text';
import type { CustomerContact } from '../../../customer-data/customer-profile';

interface RequestMailInput {
  folio: string;
  title: string;
  customer: CustomerContact;
  contract?: string | undefined;
  summary: Array<[string, string]>;
  message?: string | undefined;
}

/**
 * One request, two e-mails: the detail for customer service and the receipt for the customer.
 * Whatever the customer typed goes in its own block, after the fields staff rely on, with line
 * breaks collapsed in single-line fields, so it cannot pass itself off as one of them.
 */
export function composeRequestMails({ folio, title, customer, contract, summary, message }: RequestMailInput) {
  const fields: Array<[string, string]> = [
    ['Folio', folio],
    ['Cliente', oneLine(customer.name)],
    ['RFC', customer.rfc],
    ['Correo', customer.email],
    ...(contract ? ([['Contrato', oneLine(contract)]] as Array<[string, string]>) : []),
    ...summary.map(([label, value]) => [label, oneLine(value)] as [string, string]),
  ];
  const text = fields.map(([label, value]) => `${label}: ${value}`).join('\n');
  const html = `<ul>${fields.map(([label, value]) => `<li><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</li>`).join('')}</ul>`;
  const typed = message
    ? { text: `\n\n${quotedBlock('Mensaje del cliente', message)}\n`, html: `<p><strong>Mensaje del cliente:</strong></p><blockquote>${escapeHtml(message).replaceAll('\n', '<br>')}</blockquote>` }
    : { text: '\n', html: '' };
  return {
    toStaff: { subject: `${title} ${folio}: ${oneLine(customer.name)}`, text: `${text}${typed.text}`, html: `${html}${typed.html}` },
    toCustomer: {
      subject: `Recibimos tu solicitud ${folio}`,
      text: `Hola, ${oneLine(customer.name)}:\n\nRecibimos tu solicitud de ${title.toLowerCase()} con el folio ${folio}. Atención a clientes te contactará para confirmarla.\n\n${text}${typed.text}`,
      html: `<p>Hola, ${escapeHtml(customer.name)}:</p><p>Recibimos tu solicitud de ${escapeHtml(title.toLowerCase())} con el folio <strong>${escapeHtml(folio)}</strong>. Atención a clientes te contactará para confirmarla.</p>${html}${typed.html}`,
    },
  };
}

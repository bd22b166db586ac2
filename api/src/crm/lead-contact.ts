import { referenceFolio } from '@fvc/shared/contracts';
import type { FieldCipher } from '../crypto/field-cipher';

/**
 * Where a lead's contact data is (migration 0023): in its own row (campaign, syntage,
 * plans-contact, quote) or, for the site's contact form and a dealer's contact form, only in the
 * form's own row the lead points to, a dealer lead's encrypted. The CRM worker and the back-office
 * read a lead `l` with these columns and joins, and `leadContactOf` puts the two together.
 */
export const LEAD_CONTACT_COLUMNS = `
  l.name, l.email, l.phone, l.rfc, l.message, l.details, l.contact_message_id, l.dealer_lead_id,
  cm.name as contact_name, cm.email as contact_email, cm.phone as contact_phone, cm.subject as contact_subject, cm.message as contact_message,
  dl.name_encrypted as dealer_name_encrypted, dl.email_encrypted as dealer_email_encrypted,
  dl.phone_encrypted as dealer_phone_encrypted, dl.message_encrypted as dealer_message_encrypted,
  dd.id as distributor_id, dd.name as distributor_name`;

export const LEAD_CONTACT_JOINS = `
  left join contact_messages cm on cm.id = l.contact_message_id
  left join dealer_leads dl on dl.id = l.dealer_lead_id
  left join distributors dd on dd.id = dl.distributor_id`;

export interface LeadContactRow {
  name: string | null;
  email: string | null;
  phone: string | null;
  rfc: string | null;
  message: string | null;
  details: Record<string, unknown> | null;
  contact_message_id: string | null;
  dealer_lead_id: string | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  contact_subject: string | null;
  contact_message: string | null;
  dealer_name_encrypted: string | null;
  dealer_email_encrypted: string | null;
  dealer_phone_encrypted: string | null;
  dealer_message_encrypted: string | null;
  distributor_id: string | null;
  distributor_name: string | null;
}

export interface LeadContact {
  name: string;
  email: string;
  phone: string | null;
  rfc: string | null;
  message: string | null;
  /** The dealer a visitor asked to be contacted by. */
  distributor: { id: string; name: string } | null;
  /** What the CRM gets beyond the contact: a quote's figures; a form's folio (the one in its e-mails), subject or dealer. */
  details: Record<string, unknown> | null;
}

/** A lead's contact data, from its own columns or its form's row (a dealer lead's decrypted here, on the server only). */
export function leadContactOf(row: LeadContactRow, cipher: FieldCipher): LeadContact {
  if (row.contact_message_id) {
    return {
      name: row.contact_name!,
      email: row.contact_email!,
      phone: row.contact_phone,
      rfc: null,
      message: row.contact_message,
      distributor: null,
      details: { folio: referenceFolio(row.contact_message_id), subject: row.contact_subject },
    };
  }
  if (row.dealer_lead_id) {
    const distributor = { id: row.distributor_id!, name: row.distributor_name! };
    return {
      name: cipher.decrypt(row.dealer_name_encrypted!),
      email: cipher.decrypt(row.dealer_email_encrypted!),
      phone: row.dealer_phone_encrypted ? cipher.decrypt(row.dealer_phone_encrypted) : null,
      rfc: null,
      message: cipher.decrypt(row.dealer_message_encrypted!),
      distributor,
      details: { folio: referenceFolio(row.dealer_lead_id), distributorId: distributor.id, distributor: distributor.name },
    };
  }
  return { name: row.name!, email: row.email!, phone: row.phone, rfc: row.rfc, message: row.message, distributor: null, details: row.details };
}

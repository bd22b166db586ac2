import { vehicleName, type ApplicationStatus, type MyCreditApplication } from '@fvc/shared/contracts';
import { PLAN_LABELS, type PlanKind } from '@fvc/shared/finance';
import type { Queryable } from '../db/database';

interface Row {
  id: string;
  folio: string;
  status: ApplicationStatus;
  plan: PlanKind;
  model: string;
  version: string;
  events: Array<{ status: ApplicationStatus; at: string; note: string | null }>;
}

/**
 * The credit applications a customer follows in the portal (issue #72): the ones approved into
 * this customer, and the submitted ones not yet anyone's whose applicant gave this customer's RFC
 * and one of their e-mails (a customer applying again), the same pair approval matches on. Drafts
 * stay with their link alone. Both are needed: anyone may type a customer's RFC or e-mail into an
 * application, and it should not land in that customer's portal with its staff notes. The answer
 * carries none of the applicant's data, only what was asked for and how it goes. Once approved into another customer,
 * an application is that customer's.
 */
export async function listMyCreditApplications(db: Queryable, customerId: string): Promise<MyCreditApplication[]> {
  const rows = await db.query<Row>(
    `with me as (
       select c.id, upper(c.rfc) as rfc, lower(c.contact_email) as contact_email, lower(a.email) as account_email
         from customers c left join customer_accounts a on a.customer_id = c.id
        where c.id = $1
     )
     select a.id, a.folio, a.status, q.plan, t.name || ' ' || m.name as model, v.name || ' ' || v.year as version,
            coalesce((select json_agg(json_build_object('status', e.status, 'at', e.created_at, 'note', e.note) order by e.created_at, e.id)
                        from credit_application_events e where e.application_id = a.id), '[]'::json) as events
       from me
       join credit_applications a
         on a.customer_id = me.id
         -- The steps keep the RFC and the e-mail normalized (upper- and lower-cased) as saved.
         or (a.customer_id is null and a.status <> 'draft'
             and a.steps->'solicitante'->>'rfc' = me.rfc and a.steps->'solicitante'->>'email' in (me.contact_email, me.account_email))
       join quotes q on q.id = a.quote_id
       join vehicle_versions v on v.id = q.version_id
       join vehicle_models m on m.id = v.model_id
       join vehicle_types t on t.id = m.type_id
      order by a.submitted_at desc, a.folio desc
      limit 100`,
    [customerId],
  );
  return rows.map((row) => ({
    id: row.id,
    folio: row.folio,
    status: row.status,
    vehicle: vehicleName(row.model, row.version),
    planName: PLAN_LABELS[row.plan],
    events: row.events.map((event) => ({ status: event.status, at: new Date(event.at).toISOString(), note: event.note })),
  }));
}

import { hashPassword } from '../../auth/password';
import type { Database, Queryable } from '../database';
import { DEMO_PASSWORD, DEMO_STAFF_PASSWORD, demoAlerts, demoCompany, demoCustomers, demoStaff } from './demo-content';
import { loadOrCreateDealerDataKey } from '../../config/dealer-data-key';
import { createFieldCipher } from '../../crypto/field-cipher';
import { seedDealers } from './dealers';
import { seedFinancingPlans } from './financing-plans';
import { seedVehicles } from './vehicles';
import { seedMarketingContent } from './seed-marketing-content';
import { seedCustomers } from './seed-customers';

async function isEmpty(tx: Queryable, table: 'company' | 'customers' | 'alerts' | 'staff_accounts'): Promise<boolean> {
  const [row] = await tx.query<{ count: number }>(`select count(*)::int as count from ${table}`);
  return row?.count === 0;
}

export interface SeedOptions {
  /** AES key for dealer contact data; defaults to the server's (DEALER_DATA_KEY or var/dealer-data-key). */
  dealerDataKey?: string | undefined;
  /** The day the demo history runs up to (YYYY-MM-DD); today by default. */
  today?: string;
  /** The demo staff accounts, one per role (README): on by default; off for a deployed site (server.ts). */
  demoStaff?: boolean;
}

/**
 * Loads the demo content into empty tables only, so it is safe to run on every start and never
 * overwrites what an editor changed. Returns the tables it filled.
 */
export async function seed(db: Database, options: SeedOptions = {}): Promise<string[]> {
  const dealerCipher = createFieldCipher(
    options.dealerDataKey ?? loadOrCreateDealerDataKey(process.env.DEALER_DATA_KEY?.trim() || undefined),
  );
  // Hash outside the transaction: argon2 is slow on purpose and need not hold a lock.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const staffPasswordHash = await hashPassword(DEMO_STAFF_PASSWORD);

  const today = options.today ?? new Date().toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const filled: string[] = [];
    let pendingCustomers = false;

    if (await isEmpty(tx, 'company')) {
      const c = demoCompany;
      await tx.query(
        `insert into company (name, legal_name, phone, email, hours_weekdays, hours_saturday,
           dealer_portal_url, facebook_url, linkedin_url, job_board_url, bus_brand_url,
           truck_brand_url, years_in_market)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [c.name, c.legalName, c.phone, c.email, c.hoursWeekdays, c.hoursSaturday, c.dealerPortalUrl,
          c.facebookUrl, c.linkedinUrl, c.jobBoardUrl, c.busBrandUrl, c.truckBrandUrl, c.yearsInMarket],
      );
      filled.push('company');
    }

    if (await isEmpty(tx, 'customers')) {
      // After the dealers: a demo contract names the dealer that sold the unit.
      pendingCustomers = true;
    }

    if (await isEmpty(tx, 'alerts')) {
      for (const a of demoAlerts) {
        await tx.query(
          `insert into alerts (title, description_html, img_back, url, textbutton, active, internal, pc)
           values ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [a.title, a.descriptionHtml, a.imgBack, a.url, a.textbutton, a.active, a.internal, a.pc],
        );
      }
      filled.push('alerts');
    }

    if (await seedFinancingPlans(tx)) filled.push('financing_plans');

    filled.push(...(await seedDealers(tx, dealerCipher)));

    filled.push(...(await seedMarketingContent(tx, today)));
    filled.push(...(await seedVehicles(tx)));
    if (options.demoStaff !== false && (await isEmpty(tx, 'staff_accounts'))) {
      for (const member of demoStaff) {
        await tx.query('insert into staff_accounts (email, name, password_hash, roles) values ($1, $2, $3, $4)', [member.email, member.name, staffPasswordHash, [...member.roles]]);
      }
      filled.push('staff_accounts');
    }
    if (pendingCustomers) {
      await seedCustomers(tx, demoCustomers, passwordHash, today);
      filled.push('customers');
    }
    return filled;
  });
}

import type { Queryable } from '../db/database';
import { hashToken, newToken } from './one-time-token';

export interface Account {
  id: string;
  customerId: string;
  name: string;
  email: string;
  passwordHash: string;
  verified: boolean;
}

interface AccountRow {
  id: string;
  customer_id: string;
  name: string;
  email: string;
  password_hash: string;
  email_verified_at: Date | null;
}

const SELECT_ACCOUNT = `select a.id, a.customer_id, c.name, a.email, a.password_hash, a.email_verified_at
  from customer_accounts a join customers c on c.id = a.customer_id`;

const toAccount = (row: AccountRow): Account => ({
  id: row.id,
  customerId: row.customer_id,
  name: row.name,
  email: row.email,
  passwordHash: row.password_hash,
  verified: row.email_verified_at !== null,
});

export async function findAccountByEmail(db: Queryable, email: string): Promise<Account | null> {
  const [row] = await db.query<AccountRow>(`${SELECT_ACCOUNT} where lower(a.email) = lower($1)`, [email]);
  return row ? toAccount(row) : null;
}

export async function findAccount(db: Queryable, accountId: string): Promise<Account | null> {
  const [row] = await db.query<AccountRow>(`${SELECT_ACCOUNT} where a.id = $1`, [accountId]);
  return row ? toAccount(row) : null;
}

/** What the browser keeps of the signed-in customer (docs/product.md §3 session user). */
export function sessionCustomer(account: Account) {
  return { id: account.customerId, name: account.name, email: account.email };
}

export const TOKEN_LIFETIME_SECONDS = { confirm_email: 24 * 60 * 60, reset_password: 30 * 60 } as const;
type TokenPurpose = keyof typeof TOKEN_LIFETIME_SECONDS;

/** A new e-mailed link token; earlier unused ones of the same purpose stop working. */
export async function issueAccountToken(tx: Queryable, accountId: string, purpose: TokenPurpose): Promise<string> {
  await tx.query('update account_tokens set used_at = now() where account_id = $1 and purpose = $2 and used_at is null', [accountId, purpose]);
  const token = newToken();
  await tx.query(
    `insert into account_tokens (account_id, purpose, token_hash, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [accountId, purpose, hashToken(token), TOKEN_LIFETIME_SECONDS[purpose]],
  );
  return token;
}

/** Uses a link token once; the account it belongs to, or null (unknown, used or expired). */
export async function consumeAccountToken(tx: Queryable, token: string, purpose: TokenPurpose): Promise<string | null> {
  const [row] = await tx.query<{ account_id: string }>(
    `update account_tokens set used_at = now()
      where token_hash = $1 and purpose = $2 and used_at is null and expires_at > now()
      returning account_id`,
    [hashToken(token), purpose],
  );
  return row?.account_id ?? null;
}

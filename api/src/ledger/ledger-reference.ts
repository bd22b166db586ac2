/**
 * An independent model of the ledger's rules, for the property tests only (contract-ledger.property.test.ts).
 * It is written from decision 0042's text, in another shape than contract-ledger.ts: the account is
 * a bag of claims (one per part of an installment that is owed), money is matched to claims sorted
 * by the rule's keys, and the shortened schedule is amortized here, not by the simulator. Where
 * the two disagree on a random history, one of them misreads the rules.
 */

export type ClaimPart = 'fee' | 'iva' | 'interest' | 'principal';
const PART_ORDER: Record<ClaimPart, number> = { fee: 0, iva: 1, interest: 2, principal: 3 };

interface Claim {
  row: number;
  part: ClaimPart;
  owed: number;
  paid: number;
  /** Charged to the account: fees and interest once charged, principal once its row is charged. */
  charged: boolean;
}

export interface ReferenceRow {
  row: number;
  due: string;
  start: string;
  principal: number;
  interest: number;
  iva: number;
}

export interface ReferenceContract {
  credit: boolean;
  annualRate: number;
  ivaOnInterest: boolean;
  installment: number;
  residual: number;
  lateFee: number;
  financed: number;
  rows: ReferenceRow[];
}

const day = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;
const plusDays = (iso: string, n: number) => new Date((day(iso) + n) * 86_400_000).toISOString().slice(0, 10);
const cents = (value: number) => (value < 0 ? -Math.round(-value + 1e-9) : Math.round(value + 1e-9));
const iva16 = (value: number) => cents(value * 0.16);

export class ReferenceLedger {
  claims: Claim[] = [];
  rows: ReferenceRow[];
  received = 0;
  contributed = 0;
  leftOver = 0;
  residual: number;
  /** Account movements' sum: charges minus credits, kept as a separate tally. */
  charges: number;

  constructor(readonly contract: ReferenceContract) {
    this.rows = contract.rows.map((row) => ({ ...row }));
    this.residual = contract.residual;
    this.charges = contract.financed;
    for (const row of this.rows) this.claims.push({ row: row.row, part: 'principal', owed: row.principal, paid: 0, charged: false });
  }

  private claimsOf(row: number) {
    return this.claims.filter((claim) => claim.row === row);
  }

  private isCharged(row: number) {
    return this.claimsOf(row).some((claim) => claim.part === 'interest' || claim.part === 'iva');
  }

  private rowLeft(row: number) {
    return this.claimsOf(row).reduce((sum, claim) => sum + claim.owed - claim.paid, 0);
  }

  private charge(row: ReferenceRow) {
    if (this.isCharged(row.row)) return;
    this.claims.push({ row: row.row, part: 'interest', owed: row.interest, paid: 0, charged: true });
    this.claims.push({ row: row.row, part: 'iva', owed: row.iva, paid: 0, charged: true });
    for (const claim of this.claimsOf(row.row)) claim.charged = true;
    this.charges += row.interest + row.iva;
  }

  /** Every day from the last one seen through `through`: interest on due dates, fees three days later. */
  passTime(through: string) {
    const events: Array<{ on: string; row: ReferenceRow; fee: boolean }> = [];
    for (const row of this.rows) {
      if (row.due <= through && !this.isCharged(row.row)) events.push({ on: row.due, row, fee: false });
      const feeDay = plusDays(row.due, 3);
      const hasFee = this.claimsOf(row.row).some((claim) => claim.part === 'fee');
      if (!hasFee && feeDay <= through && this.contract.lateFee > 0) events.push({ on: feeDay, row, fee: true });
    }
    events.sort((a, b) => a.on.localeCompare(b.on) || a.row.row - b.row.row || Number(a.fee) - Number(b.fee));
    for (const event of events) {
      if (!event.fee) this.charge(event.row);
      else if (this.rowLeft(event.row.row) > 0) {
        this.claims.push({ row: event.row.row, part: 'fee', owed: this.contract.lateFee, paid: 0, charged: true });
        this.charges += this.contract.lateFee;
      }
    }
  }

  private consume(claims: Claim[], money: number): number {
    for (const claim of claims) {
      const take = Math.min(money, claim.owed - claim.paid);
      claim.paid += take;
      money -= take;
    }
    return money;
  }

  pay(on: string, amount: number) {
    this.passTime(on);
    this.received += amount;
    const charged = this.claims.filter((claim) => claim.charged).sort((a, b) => PART_ORDER[a.part] - PART_ORDER[b.part] || a.row - b.row);
    // Money left over from before (beyond every installment) goes with the new money.
    let money = this.consume(charged, amount + this.leftOver);
    this.leftOver = 0;
    if (money === 0) return;
    const uncharged = this.rows.filter((row) => !this.isCharged(row.row));
    const principalAhead = uncharged.reduce((sum, row) => sum + row.principal, 0);
    if (this.contract.credit && uncharged.length > 0 && money >= 3 * this.contract.installment && money < principalAhead) {
      const shortened = this.amortize(principalAhead - money, uncharged);
      if (shortened) {
        this.contributed += money;
        this.claims = this.claims.filter((claim) => !uncharged.some((row) => row.row === claim.row));
        this.rows = [...this.rows.filter((row) => this.isCharged(row.row)), ...shortened];
        for (const row of shortened) this.claims.push({ row: row.row, part: 'principal', owed: row.principal, paid: 0, charged: false });
        return;
      }
    }
    for (const row of uncharged) {
      if (money === 0) break;
      this.charge(row);
      money = this.consume(this.claimsOf(row.row).sort((a, b) => PART_ORDER[a.part] - PART_ORDER[b.part]), money);
    }
    this.leftOver += money;
  }

  /** Same installment until what is left fits in one; null if it would need more rows than before. */
  private amortize(balance: number, replaced: ReferenceRow[]): ReferenceRow[] | null {
    const rate = this.contract.annualRate / 12;
    const out: ReferenceRow[] = [];
    let left = balance;
    while (left > 0) {
      if (out.length > replaced.length) return null;
      const template = replaced[out.length];
      if (!template) return null;
      const interest = cents(left * rate);
      const principal = left + interest <= this.contract.installment ? left : this.contract.installment - interest;
      if (principal <= 0) return null;
      left -= principal;
      out.push({ row: template.row, due: template.due, start: template.start, principal, interest, iva: this.contract.ivaOnInterest ? iva16(interest) : 0 });
    }
    return out;
  }

  paid(row: number, part: ClaimPart): number {
    return this.claimsOf(row)
      .filter((claim) => claim.part === part)
      .reduce((sum, claim) => sum + claim.paid, 0);
  }

  principalOutstanding(): number {
    return this.claims.filter((claim) => claim.part === 'principal').reduce((sum, claim) => sum + claim.owed - claim.paid, 0) + this.residual;
  }

  /** Principal, plus interest, IVA and fees charged and unpaid, less money not applied. */
  balance(): number {
    const chargedUnpaid = this.claims.filter((claim) => claim.charged && claim.part !== 'principal').reduce((sum, claim) => sum + claim.owed - claim.paid, 0);
    return this.principalOutstanding() + chargedUnpaid - this.leftOver;
  }

  /**
   * What is owed on `asOf` for every installment due by then: each part still unpaid (principal,
   * interest, IVA, late fees), less money not applied. What a direct debit collects that day.
   */
  dueOn(asOf: string): number {
    const copy = new ReferenceLedger(this.contract);
    Object.assign(copy, structuredClone({ claims: this.claims, rows: this.rows, received: this.received, contributed: this.contributed, leftOver: this.leftOver, residual: this.residual, charges: this.charges }));
    copy.passTime(asOf);
    const dueRows = new Set(copy.rows.filter((row) => row.due <= asOf).map((row) => row.row));
    const unpaid = copy.claims.filter((claim) => dueRows.has(claim.row)).reduce((sum, claim) => sum + claim.owed - claim.paid, 0);
    return Math.max(0, unpaid - copy.leftOver);
  }

  /** The payoff on `asOf` (today or later), from the claims as they would stand then. */
  payoffOn(asOf: string): number {
    const copy = new ReferenceLedger(this.contract);
    Object.assign(copy, structuredClone({ claims: this.claims, rows: this.rows, received: this.received, contributed: this.contributed, leftOver: this.leftOver, residual: this.residual, charges: this.charges }));
    copy.passTime(asOf);
    if (copy.rows.every((row) => copy.rowLeft(row.row) === 0) && copy.residual === 0) return Math.max(0, copy.balance());
    const chargedRows = [];
    for (const row of copy.rows) {
      if (!copy.isCharged(row.row)) break;
      chargedRows.push(row);
    }
    const through = chargedRows.at(-1)?.due ?? copy.rows[0]!.start;
    let accrued: number;
    if (through > asOf) {
      accrued = -copy.rows
        .filter((row) => row.due > asOf && copy.isCharged(row.row))
        .reduce((sum, row) => sum + cents((row.interest * (day(row.due) - Math.max(day(row.start), day(asOf)))) / (day(row.due) - day(row.start))), 0);
    } else {
      accrued = cents((copy.principalOutstanding() * copy.contract.annualRate * (day(asOf) - day(through))) / 360);
    }
    const iva = copy.contract.ivaOnInterest ? Math.sign(accrued) * iva16(Math.abs(accrued)) : 0;
    return Math.max(0, copy.balance() + accrued + iva);
  }
}

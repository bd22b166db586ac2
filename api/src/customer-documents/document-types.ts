import type { Cents } from '@fvc/shared/finance';

// The data each customer document is rendered from. Callers (routes, jobs) read it from the
// database; the renderers print only what is here, so company names, contacts and legends stay data.
//
// Dates: fields that are calendar dates (movements, period, due dates, contract and policy dates)
// are printed exactly as written (`YYYY-MM-DD`, any time part ignored) so a timestamp at UTC
// midnight never shows the previous day. `generatedAt` is an instant and is shown in Mexico City time.

export interface CompanyInfo { name: string; legalName: string; rfc: string; taxRegime: string; fiscalZip: string; phone: string; email: string; hours: string }

export interface CustomerInfo { name: string; rfc: string; personType: 'fisica' | 'moral'; taxRegime: string; fiscalZip: string }

export interface StatementMovement { date: string; description: string; reference: string; charge: Cents; credit: Cents; balance: Cents }

export interface StatementData {
  company: CompanyInfo; customer: CustomerInfo;
  /** `annualRate` is a fraction (0.185 = 18.5 %), as in `@fvc/shared/finance`. */
  contract: { number: string; vehicle: string; planLabel: string; annualRate: number; startDate: string; endDate: string;
    /** The term as the customer reads it: contracted, and the schedule in force when a contribution shortened it. */
    term: string };
  period: { from: string; to: string };   // first and last day of the month
  openingBalance: Cents; closingBalance: Cents; charges: Cents; credits: Cents; overdueAmount: Cents;
  nextPayment: { dueDate: string; amount: Cents } | null;
  movements: StatementMovement[]; generatedAt: string; legends: readonly string[];
}

/** One CFDI line; `productKey`/`unitKey` are SAT catalogue keys (c_ClaveProdServ, c_ClaveUnidad). */
export interface CfdiConcept { productKey: string; unitKey: string; description: string; quantity: number; unitValue: Cents; amount: Cents; iva: Cents }

export interface CfdiData {
  serie: string; folio: string; issuedAt: string /* YYYY-MM-DDTHH:mm:ss, Mexico City local time */; uuid: string;
  company: CompanyInfo; customer: CustomerInfo; usoCfdi: string; paymentForm: string; paymentMethod: 'PUE' | 'PPD';
  concepts: CfdiConcept[]; subtotal: Cents; iva: Cents; total: Cents;
  /** `stampedAt` has the same form as `issuedAt` (the SAT's FechaTimbrado). */
  certificateNumber: string; satCertificateNumber: string; stampedAt: string; contractNumber: string;
}

export interface PolicyData { company: CompanyInfo; customer: CustomerInfo; contractNumber: string; vehicle: string; policyNumber: string; insurer: string; coverage: string; startsOn: string; endsOn: string; premium: Cents }

/** How an approved payment was applied, kept with the payment (payments.application) for its receipt. */
export interface ReceiptApplication {
  /** To what was charged: fees, IVA, interest and principal. */
  applied: { fee: Cents; iva: Cents; interest: Cents; principal: Cents };
  paidAhead: Array<{ number: number; dueDate: string; amount: Cents }>;
  contribution: Cents;
  /** When a contribution shortened the schedule: payments left before and after, and the new last due date. */
  termChange: { termBefore: number; termAfter: number; endAfter: string } | null;
  settled: boolean;
  inFavour: Cents;
  balanceAfter: Cents;
  principalAfter: Cents;
  /** 'mensualidad' on a credit, 'renta' on a lease. */
  word: string;
}

export interface ReceiptData {
  company: CompanyInfo;
  customer: CustomerInfo;
  folio: string;
  contractNumber: string;
  vehicle: string;
  amount: Cents;
  authorization: string;
  bankMessage: string;
  paidAt: string;
  application: ReceiptApplication;
}

/** A payoff letter (carta de liquidación): what settles the contract, until when, and how to pay it. */
export interface PayoffLetterData {
  company: CompanyInfo;
  contacts: { une: { address: string; phone: string; email: string; hours: string; head: string }; condusef: { phone: string; url: string }; buroUrl: string };
  regulatorLegend: string;
  customer: CustomerInfo;
  folio: string;
  /** An instant, shown in Mexico City time. */
  issuedAt: string;
  contract: { number: string; vehicle: string; planLabel: string; term: string; startDate: string };
  asOf: string;
  validUntil: string;
  /** The payoff's figures as labelled lines (ledger/payoff-lines.ts), the total last. */
  lines: Array<[string, string]>;
  total: Cents;
}

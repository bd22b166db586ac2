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
  /** The UNE, CONDUSEF and the Buró, as on the quote and the payoff letter (issue #69). */
  contacts: RegulatorContacts;
}

/** Who a customer can turn to: the company's UNE, CONDUSEF and the Buró (what a SOFOM must show). */
export interface RegulatorContacts {
  une: { address: string; phone: string; email: string; hours: string; head: string };
  condusef: { phone: string; url: string };
  buroUrl: string;
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

/** How a payment came: a card on the bank's page, a debit or a kept card the API charged, or a SPEI transfer. */
export type PaymentMethod = 'card' | 'card-on-file' | 'debit' | 'spei';

export interface ReceiptData {
  company: CompanyInfo;
  customer: CustomerInfo;
  method: PaymentMethod;
  folio: string;
  contractNumber: string;
  vehicle: string;
  amount: Cents;
  /** The bank's authorization, or a transfer's tracking key. */
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
  /** `speiReference`: the contract's reference CLABE, where a transfer settles it without naming it. */
  contract: { number: string; vehicle: string; planLabel: string; term: string; startDate: string; speiReference: string };
  asOf: string;
  validUntil: string;
  /** The payoff's figures as labelled lines (ledger/payoff-lines.ts), the total last. */
  lines: Array<[string, string]>;
  total: Cents;
}

/** A direct-debit mandate as accepted: the document the customer keeps and the bank may ask for. */
export interface MandateData {
  company: CompanyInfo;
  customer: CustomerInfo;
  folio: string;
  contractNumber: string;
  bankName: string;
  clabe: string;
  holderName: string;
  /** An instant, shown in Mexico City time. */
  acceptedAt: string;
  /** The text accepted, word for word (shared/src/contracts/pay-your-way-rules.ts mandateText). */
  acceptedText: string;
  /** An instant when cancelled; the document then says so. */
  cancelledAt: string | null;
}

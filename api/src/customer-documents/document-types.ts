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
  contract: { number: string; vehicle: string; planLabel: string; annualRate: number; termMonths: number; startDate: string; endDate: string };
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

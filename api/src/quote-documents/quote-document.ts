import {
  PLAN_LABELS,
  catExplanation,
  catLegend,
  catWithoutInsuranceText,
  formatCatDate,
  formatMxn,
  formatPercent,
  monthlyPaymentLabel,
  rateText,
  type Quote,
} from '@fvc/shared/finance';

// The data a quote's documents (the PDF and the e-mail) are rendered from, and the wording both
// share, so they never disagree. The route reads the data from the database; the renderers print
// only what is here, so the company's contacts, its legends and the dealer stay data.

/** Quotes saved before the engine returned the rate and what the CAT counts (issue #13) lack them. */
export type StoredQuoteResult = Omit<Quote, 'annualRate' | 'catIncludes' | 'catWithoutInsurance'> &
  Partial<Pick<Quote, 'annualRate' | 'catIncludes' | 'catWithoutInsurance'>>;

export interface QuoteCompany {
  name: string;
  legalName: string;
  rfc: string;
  phone: string;
  email: string;
  hours: string;
  /** Unidad Especializada de Atención a Usuarios: what a SOFOM must show its customers. */
  une: { address: string; phone: string; email: string; hours: string; head: string };
  condusef: { phone: string; url: string };
  buroUrl: string;
  /** "… SOFOM, E.N.R. … no requiere autorización de la SHCP …" */
  regulatorLegend: string;
}

/** A dealer of the visitor's state that sells, with its contact data already decrypted. */
export interface QuoteDealer {
  name: string;
  address: string;
  city: string;
  state: string;
  phone: string;
}

export interface QuoteDocument {
  folio: string;
  createdAt: Date;
  customerName: string;
  vehicle: { model: string; version: string };
  quote: StoredQuoteResult;
  company: QuoteCompany;
  /** The next step: a dealer to visit, or null when the state has none (an adviser calls). */
  dealer: QuoteDealer | null;
  /** "Solicitar este financiamiento": the online application started from this quote (quote-link.ts). */
  applyUrl?: string | undefined;
}

export const QUOTE_VALIDITY_DAYS = 15;
/** The mail's button and the PDF's link to apply online from the quote (issue #72). */
export const APPLY_LABEL = 'Solicitar este financiamiento';
export const ADVISER_WILL_CALL = 'Un asesor te contactará en menos de un día hábil';

const PERSON = { fisica: 'Persona física', moral: 'Persona moral' } as const;
const INSURANCE = { cash: 'de contado', financed: 'financiado' } as const;

/** The quote's date, as the customer reads it (Mexico City). */
export const quoteDate = (createdAt: Date): string => formatCatDate(createdAt);

export function validUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + QUOTE_VALIDITY_DAYS * 24 * 60 * 60 * 1000);
}

/** "15 días, hasta el 7 de diciembre de 2026" */
export const validityPeriod = (createdAt: Date): string => `${QUOTE_VALIDITY_DAYS} días, hasta el ${quoteDate(validUntil(createdAt))}`;

/** "Vigente 15 días, hasta el 7 de diciembre de 2026" */
export const validityText = (createdAt: Date): string => `Vigente ${validityPeriod(createdAt)}`;

export interface CostSentences {
  /** "Tasa de interés anual fija: 14.99 % sin IVA." (absent on quotes saved before issue #13) */
  rate?: string;
  /** "CAT Promedio 21.3 % sin IVA. Para fines informativos …" or "CAT: No aplica" */
  cat: string;
  /** "CAT sin seguro: 17.3 % sin IVA" beside a CAT that counts the insurance (absent on quotes saved before issue #65). */
  catWithoutInsurance?: string;
  /** "Calculado con el método del Banco de México: incluye …; no incluye IVA. …" (absent on quotes saved before issue #13) */
  catIncludes?: string;
}

/**
 * The rate, the CAT legend and what the CAT counts: the sentences a customer compares offers by.
 * A quote saved before the engine returned the rate prints the CAT legend alone rather than guess.
 */
export function costSentences({ quote, createdAt }: Pick<QuoteDocument, 'quote' | 'createdAt'>): CostSentences {
  const withoutInsurance = catWithoutInsuranceText(quote);
  return {
    ...(quote.annualRate === undefined ? {} : { rate: `${rateText(quote.annualRate)}.` }),
    cat: catLegend(quote.cat, createdAt),
    ...(withoutInsurance ? { catWithoutInsurance: `${withoutInsurance}.` } : {}),
    ...(quote.cat === null || quote.catIncludes ? { catIncludes: catExplanation(quote) } : {}),
  };
}

/** The figures of the summary box, in the order a customer reads a quote. */
export function keyFigures(quote: StoredQuoteResult): Array<[string, string]> {
  const lease = quote.plan !== 'credit';
  return [
    ['Precio con IVA', formatMxn(quote.input.price)],
    [lease ? 'Pago inicial (sin IVA)' : `Enganche (${formatPercent(quote.input.downPayment, 0)})`, formatMxn(quote.downPayment)],
    [lease ? 'Valor arrendado' : 'Monto financiado', formatMxn(quote.financed)],
    ['Plazo', `${quote.input.termMonths} meses`],
    [monthlyPaymentLabel(quote), formatMxn(quote.monthlyPayment)],
    ['Desembolso inicial', formatMxn(quote.atSigning)],
    ['Costo total', formatMxn(quote.totalCost)],
  ];
}

/** What the key figures leave out: the insurance, the commission, the lease's extras, the totals. */
export function quoteDetails(quote: StoredQuoteResult): Array<[string, string]> {
  const lease = quote.plan !== 'credit';
  return [
    [`Seguro ${INSURANCE[quote.input.insurance]}`, formatMxn(quote.insurancePremium)],
    ['Comisión por apertura + IVA', formatMxn(quote.commission + quote.commissionIva)],
    ...(lease
      ? ([
          ['Depósito en garantía', formatMxn(quote.deposit)],
          [quote.plan === 'pure-lease' ? 'Valor residual' : 'Opción de compra', formatMxn(quote.residual)],
        ] as Array<[string, string]>)
      : []),
    ['Intereses del plazo', formatMxn(quote.totals.interest)],
    [lease ? 'IVA de las rentas' : 'IVA de los intereses', formatMxn(quote.totals.iva)],
  ];
}

export const planLabel = (quote: StoredQuoteResult): string => PLAN_LABELS[quote.plan];
export const personTypeLabel = (quote: StoredQuoteResult): string => PERSON[quote.input.personType];

export interface NextStep {
  /** One sentence saying what to do. */
  lead: string;
  /** The dealer's name, address and phone, one item a line; empty when an adviser calls. */
  dealerLines: string[];
  /** Where to call meanwhile. */
  contact: string;
}

export function nextStep({ dealer, folio, company }: Pick<QuoteDocument, 'dealer' | 'folio' | 'company'>): NextStep {
  const contact = `¿Dudas? Llámanos al ${company.phone} o escríbenos a ${company.email}.`;
  if (!dealer) return { lead: `${ADVISER_WILL_CALL} para revisar tu cotización ${folio}.`, dealerLines: [], contact };
  return {
    lead: `Visita a tu distribuidor en ${dealer.state} y menciona tu folio ${folio}.`,
    dealerLines: [dealer.name, `${dealer.address}, ${dealer.city}, ${dealer.state}`, `Tel. ${dealer.phone}`],
    contact,
  };
}

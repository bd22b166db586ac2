/** Limits of the customer area's forms and queries, shared by the API schemas and the forms. */
export const CUSTOMER_AREA_LIMITS = {
  subject: 150,
  message: 3000,
  maxPage: 100_000,
  maxPageSize: 100,
  /** 100 million pesos: no demo contract is near it; it keeps integers far from overflow. */
  maxAmountCents: 10_000_000_000,
  name: 200,
  street: 200,
  neighborhood: 120,
  city: 120,
  /** Uploads of the invoice request: a PDF of the purchase and the SAT XML. */
  docsMaxBytes: 5 * 1024 * 1024,
  satMaxBytes: 2 * 1024 * 1024,
} as const;

/** A month of the documents' period filter, as YYYY-MM. */
export const MONTH_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])$';

/** The customer area's ids (contracts, documents) are UUIDs; the address's filters are checked against this. */
/**
 * The payment return page's link token: its expiry (Unix seconds) and an HMAC of the payment with
 * it, base64url. The page checks its shape before asking; the API checks the signature.
 */
export const PAYMENT_VIEW_TOKEN_PATTERN = '^[0-9]{10}\\.[A-Za-z0-9_-]{43}$';

export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** Movements per page the screen offers. */
export const MOVEMENT_PAGE_SIZES = [10, 20, 50] as const;

/** How each plan is named to the customer. */
export const CONTRACT_PLAN_NAMES = {
  credit: 'Crédito directo',
  pure_lease: 'Arrendamiento puro',
  financial_lease: 'Arrendamiento financiero',
} as const;

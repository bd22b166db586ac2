/** sessionStorage key of the signed-in user (docs/product.md §3 "Session user"). */
export const SESSION_USER_KEY = 'user';

/**
 * Prefix of a customer form's draft (decision 0027). A session that ends on its own (signed out
 * in another tab, expired) keeps them for the customer signing in again; signing out clears them.
 */
export const FORM_DRAFT_KEY_PREFIX = 'fvc-borrador:';

/** Session flag set when the visitor closes the alert popup (docs/product.md §4 "Alert popup"). */
export const ALERT_HIDDEN_KEY = 'hide';

/** Session flag set when the customer closes the customer area's alert (issue #69). */
export const CUSTOMER_ALERT_HIDDEN_KEY = 'hide-portal';

/**
 * localStorage marker of a browser where a customer has signed in: the customer area's alert is
 * for returning customers, not for a prospect's first screen (issue #69). Kept after signing out.
 */
export const RETURNING_CUSTOMER_KEY = 'fvc-returning-customer';

/**
 * Keys of transient flows: calculator selections and results, scroll markers. docs/product.md §4 says every
 * route change outside my-account clears session storage; docs/product.md §10 reads that as these keys only,
 * so a signed-in customer is not signed out by browsing the public site.
 */
export const TRANSIENT_STORAGE_KEYS = [
  'calculator_selection',
  'calculator_result',
  'calculator_model_index',
  'calculator_contact',
  'scroll_capital_contribution',
] as const;

/** Keys the home page clears in both storages (docs/product.md §4 "Entering home"). */
export const MODEL_SELECTION_KEYS = [
  'calculator_selection',
  'calculator_result',
  'calculator_model_index',
  'calculator_contact',
] as const;

/** Marker for the auto-scroll to capital contribution in my-account (docs/product.md §4). */
export const CAPITAL_CONTRIBUTION_SCROLL_KEY = 'scroll_capital_contribution';

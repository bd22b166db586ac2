/**
 * The customer area's query cache, a chunk of its own (customer-data-area.tsx). The routes load it
 * when a customer screen renders; the sign-in code step asks for it early, so the customer's first
 * screen does not wait for it after the code is accepted.
 */
export const loadCustomerDataArea = () => import('./customer-data-area');

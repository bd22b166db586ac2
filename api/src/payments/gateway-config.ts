/** How the API reaches the bank's gateway, and how the browser does (issue #12). */
export interface GatewayConfig {
  /** Shared with the bank, never sent to a browser. */
  secret: string;
  /** Where the browser's form is posted (the hosted payment page). */
  paymentPageUrl: string;
  /** The gateway's server-to-server base URL (health and order status). */
  serverUrl: string;
  /** The API's own public URL: the gateway returns the browser there. */
  apiPublicUrl: string;
  account: string;
  product: string;
  node: string;
}

export const DEFAULT_GATEWAY = {
  paymentPageUrl: 'http://localhost:4100/pagar',
  serverUrl: 'http://127.0.0.1:4100',
  apiPublicUrl: 'http://localhost:4000',
  account: '9001',
  product: '1',
  node: '0',
} as const;

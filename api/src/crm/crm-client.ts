/** The lead as the CRM receives it (JSON). */
export interface CrmLead {
  id: string;
  source: string;
  name: string;
  email: string;
  phone: string | null;
  rfc: string | null;
  message: string | null;
  createdAt: string;
  details: Record<string, unknown> | null;
}

export interface CrmClient {
  /** Resolves when the CRM accepted the lead (2xx); throws otherwise. */
  send(lead: CrmLead): Promise<void>;
}

export interface CrmClientOptions {
  url: string;
  /** Sent as a bearer token when the CRM asks for one. */
  token?: string | undefined;
  timeoutMs?: number;
}

/**
 * Posts leads to the CRM's HTTP endpoint. The lead id goes as `Idempotency-Key`, so a CRM that
 * honours it records a lead once even in the one case the worker sends twice (the process died
 * after the CRM answered and before the answer was recorded).
 */
export function createCrmClient({ url, token, timeoutMs = 10_000 }: CrmClientOptions): CrmClient {
  return {
    async send(lead) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': lead.id,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(lead),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Drain the body so the connection is released.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`El CRM respondió ${response.status}`);
    },
  };
}

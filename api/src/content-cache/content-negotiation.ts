/**
 * What a cached answer is and how a request chooses among its representations: the encoding it
 * accepts, and whether the copy it holds (If-None-Match) is still good (content-cache.ts).
 */
export interface CachedAnswer {
  status: 200 | 204;
  /** The content hash, without quotes; each encoding's ETag adds a suffix (strong ETags differ per representation). */
  hash: string;
  identity: Buffer;
  gzip: Buffer | undefined;
  br: Buffer | undefined;
}

export const JSON_TYPE = 'application/json; charset=utf-8';

type Encoding = 'br' | 'gzip' | undefined;
export const ETAG_SUFFIX = { br: '-br', gzip: '-gz' } as const;

/** `Accept-Encoding` -> the best encoding we have; memoized, as browsers send few distinct values. */
const chosenEncodings = new Map<string, Encoding>();
export function chooseEncoding(header: string | undefined): Encoding {
  if (!header) return undefined;
  const memo = chosenEncodings.get(header);
  if (memo !== undefined || chosenEncodings.has(header)) return memo;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const chosen: Encoding = weight('br') > 0 ? 'br' : weight('gzip') > 0 ? 'gzip' : undefined;
  if (chosenEncodings.size < 256) chosenEncodings.set(header, chosen);
  return chosen;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): any encoding of the same content matches. */
export function matchesIfNoneMatch(header: string | undefined, hash: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === `"${hash}"` || tag === `"${hash}${ETAG_SUFFIX.br}"` || tag === `"${hash}${ETAG_SUFFIX.gzip}"`;
  });
}

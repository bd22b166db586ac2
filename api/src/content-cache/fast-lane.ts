import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, ETAG_SUFFIX, JSON_TYPE, matchesIfNoneMatch, type CachedAnswer } from './content-cache';

/**
 * Public content answered before Fastify runs (issue #14, docs/decisions/0009-api-under-load.md).
 *
 * Once Fastify has answered a content read from the cache, with every hook run (security headers,
 * CORS for that Origin), the lane remembers that answer and its headers under the URL and the
 * Origin. The next identical read is written straight to the socket: the same bytes and headers,
 * a new request id, the encoding and `If-None-Match` decided as the route decides them. Routing,
 * hooks and the reply object cost 2-3 times what writing the answer costs, so this is what takes
 * content reads near a bare `node:http` server.
 *
 * It only answers while the content generation the answer came from is current; otherwise the
 * request goes to Fastify, which asks the database and refreshes the cache (and the lane). Reads
 * answered here are not counted by the per-IP rate limit: counting one costs as much CPU as
 * answering it from memory, so the limit would protect nothing.
 */
export interface FastLane {
  /** Called by the content cache as Fastify sends `answer` for a GET. */
  remember(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, isCurrent: () => boolean): void;
  /** Answers from memory and returns true, or returns false and leaves the request to Fastify. */
  serve(request: IncomingMessage, response: ServerResponse): boolean;
}

interface LaneEntry {
  answer: CachedAnswer;
  /** What Fastify sent for this URL and Origin, without the headers each response sets itself. */
  headers: OutgoingHttpHeaders;
  isCurrent: () => boolean;
}

/** Set per response (or per request: the request id, the rate limit's counters), never replayed. */
const OWN_HEADERS = new Set([
  'x-request-id',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'retry-after',
  'set-cookie',
  'content-length',
  'content-type',
  'content-encoding',
  'etag',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

const keyOf = (url: string, origin: string | undefined) => `${origin ?? ''} ${url}`;

export function createFastLane({ maxEntries, requestId }: { maxEntries: number; requestId: (request: IncomingMessage) => string }): FastLane {
  // Keys come from visitors (any URL, any Origin): bounded, the oldest goes first.
  const entries = new Map<string, LaneEntry>();

  return {
    remember(request, reply, answer, isCurrent) {
      if (request.method !== 'GET' || answer.status !== 200) return;
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined && !OWN_HEADERS.has(name)) headers[name] = value;
      }
      const key = keyOf(request.raw.url ?? request.url, request.headers.origin);
      entries.delete(key);
      entries.set(key, { answer, headers, isCurrent });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },

    serve(request, response) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const key = keyOf(request.url ?? '', request.headers.origin);
      const entry = entries.get(key);
      if (!entry) return false;
      if (!entry.isCurrent()) {
        entries.delete(key);
        return false;
      }
      const { answer } = entry;
      const encoding = answer.br !== undefined ? chooseEncoding(request.headers['accept-encoding']) : undefined;
      const headers: OutgoingHttpHeaders = {
        ...entry.headers,
        'x-request-id': requestId(request),
        etag: `"${answer.hash}${encoding ? ETAG_SUFFIX[encoding] : ''}"`,
      };
      if (matchesIfNoneMatch(request.headers['if-none-match'], answer.hash)) {
        response.writeHead(304, headers).end();
        return true;
      }
      const body = encoding === 'br' ? answer.br! : encoding === 'gzip' ? answer.gzip! : answer.identity;
      headers['content-type'] = JSON_TYPE;
      if (encoding) headers['content-encoding'] = encoding;
      headers['content-length'] = body.length;
      response.writeHead(200, headers);
      response.end(request.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}

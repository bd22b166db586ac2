import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, ETAG_SUFFIX, JSON_TYPE, matchesIfNoneMatch, type CachedAnswer } from './content-negotiation';

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
 * The alert check is a POST (SPEC §7) whose answer depends only on its small JSON body: for it
 * the lane reads the body, and answers when Fastify already answered that very body (the same
 * JSON once parsed, the same Content-Type); otherwise it hands Fastify the request with the body
 * it read (`laneBody`, replayed by a preParsing hook), so nothing is read twice or lost.
 *
 * It only answers while the content generation the answer came from is current; otherwise the
 * request goes to Fastify, which asks the database and refreshes the cache (and the lane). Reads
 * answered here are not counted by the per-IP rate limit: counting one costs as much CPU as
 * answering it from memory, so the limit would protect nothing.
 */
export interface FastLane {
  /** Called by the content cache as Fastify sends `answer` for a GET, or for a body-keyed POST. */
  remember(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, isCurrent: () => boolean): void;
  /** Answers from memory, or calls `next` to leave the request to Fastify. */
  serve(request: IncomingMessage, response: ServerResponse, next: () => void): void;
}

/** POST routes whose answer depends on the JSON body alone (SPEC §7: the alert check). */
const BODY_KEYED = new Set(['/api/alert']);
/** Bodies the lane reads; anything longer (or without a length) goes to Fastify unread. */
const MAX_LANE_BODY = 1024;

const LANE_BODY = Symbol('fvc.laneBody');
type WithLaneBody = IncomingMessage & { [LANE_BODY]?: Buffer };

/**
 * For Fastify's preParsing hook: the body the lane already read from this request, as a stream
 * to parse instead of the (spent) socket one; undefined when the lane read nothing.
 */
export function laneBody(request: IncomingMessage): Readable | undefined {
  const body = (request as WithLaneBody)[LANE_BODY];
  return body ? Readable.from([body]) : undefined;
}

/** The body as Fastify would see it once parsed, so whitespace or key spacing do not matter. */
function canonicalBody(text: string): string | undefined {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return undefined;
  }
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
const bodyKeyOf = (url: string, origin: string | undefined, contentType: string | undefined, body: string) =>
  `${origin ?? ''} POST ${url} ${contentType ?? ''} ${body}`;

export function createFastLane({ maxEntries, requestId }: { maxEntries: number; requestId: (request: IncomingMessage) => string }): FastLane {
  // Keys come from visitors (any URL, any Origin): bounded, the oldest goes first.
  const entries = new Map<string, LaneEntry>();

  function write(request: IncomingMessage, response: ServerResponse, entry: LaneEntry): void {
    const { answer } = entry;
    if (answer.status === 204) {
      response.writeHead(204, { ...entry.headers, 'x-request-id': requestId(request) }).end();
      return;
    }
    const encoding = answer.br !== undefined ? chooseEncoding(request.headers['accept-encoding']) : undefined;
    const headers: OutgoingHttpHeaders = {
      ...entry.headers,
      'x-request-id': requestId(request),
      etag: `"${answer.hash}${encoding ? ETAG_SUFFIX[encoding] : ''}"`,
    };
    // Only reads are conditional; a POST (the alert) is answered in full, as the route does.
    if (request.method !== 'POST' && matchesIfNoneMatch(request.headers['if-none-match'], answer.hash)) {
      response.writeHead(304, headers).end();
      return;
    }
    const body = encoding === 'br' ? answer.br! : encoding === 'gzip' ? answer.gzip! : answer.identity;
    headers['content-type'] = JSON_TYPE;
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = body.length;
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  /** The entry under `key` while its generation lasts; a stale one is dropped. */
  function current(key: string): LaneEntry | undefined {
    const entry = entries.get(key);
    if (entry && !entry.isCurrent()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  function serveBodyKeyed(request: IncomingMessage, response: ServerResponse, next: () => void): void {
    const url = request.url ?? '';
    const length = Number(request.headers['content-length']);
    if (!Number.isInteger(length) || length <= 0 || length > MAX_LANE_BODY) {
      next();
      return;
    }
    const chunks: Buffer[] = [];
    let read = 0;
    request.on('data', (chunk: Buffer) => {
      read += chunk.length;
      chunks.push(chunk);
    });
    request.once('error', () => response.destroy());
    request.once('end', () => {
      const body = Buffer.concat(chunks);
      const canonical = read === length ? canonicalBody(body.toString('utf8')) : undefined;
      const entry = canonical === undefined ? undefined : current(bodyKeyOf(url, request.headers.origin, request.headers['content-type'], canonical));
      if (entry) {
        write(request, response, entry);
        return;
      }
      (request as WithLaneBody)[LANE_BODY] = body;
      next();
    });
  }

  return {
    remember(request, reply, answer, isCurrent) {
      const url = request.raw.url ?? request.url;
      const isBodyKeyed = request.method === 'POST' && BODY_KEYED.has(url);
      if (!(request.method === 'GET' || isBodyKeyed) || (answer.status !== 200 && answer.status !== 204)) return;
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined && !OWN_HEADERS.has(name)) headers[name] = value;
      }
      const key = isBodyKeyed
        ? bodyKeyOf(url, request.headers.origin, request.headers['content-type'], JSON.stringify(request.body))
        : keyOf(url, request.headers.origin);
      entries.delete(key);
      entries.set(key, { answer, headers, isCurrent });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },

    serve(request, response, next) {
      if (request.method === 'POST' && BODY_KEYED.has(request.url ?? '')) {
        serveBodyKeyed(request, response, next);
        return;
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        next();
        return;
      }
      const entry = current(keyOf(request.url ?? '', request.headers.origin));
      if (entry) write(request, response, entry);
      else next();
    },
  };
}

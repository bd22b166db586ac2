import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentGeneration } from './content-generation';
import { ETAG_SUFFIX, JSON_TYPE, chooseEncoding, matchesIfNoneMatch, type CachedAnswer } from './content-negotiation';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Public content (banners, plans, company, FAQs, pages…) changes a few times a day and is read on
 * every page view. Each answer is read from the database once per content generation, serialized
 * with the route's own response schema, hashed for a strong ETag and compressed once (brotli and
 * gzip, in libuv's thread pool); a hit then only sets headers and writes those bytes, and a
 * browser that kept the ETag gets a 304 without a body. docs/decisions/0009-api-under-load.md.
 */

export interface CachedRoute<T> {
  /** What identifies this answer among the route's: `banners`, `page:about`, `search:credito:*|credito`. */
  key: string;
  /**
   * Reads the answer from the database; `null` answers 204 (nothing to show). A load that
   * throws (a 404, a database error) caches nothing: the next request tries again.
   */
  load: () => Promise<T | null>;
  cacheControl?: string;
}

export interface ContentCache {
  /**
   * Answers from memory, loading first when this generation of the content has not been read
   * yet. A hit answers synchronously: no promise, no database.
   */
  send<T>(request: FastifyRequest, reply: FastifyReply, route: CachedRoute<T>): FastifyReply | Promise<FastifyReply>;
}

/**
 * The log level of routes answered from this cache: their 200s and 304s are not logged one by
 * one. Two info lines per request (with redaction) cost about as much CPU as the answer itself
 * (issue #14), and a gateway or CDN in front keeps the access log of public content anyway.
 * Warnings and errors (a failed load, a 5xx) are still logged. Set on each route.
 */
export const CACHED_ROUTE_LOG_LEVEL = 'warn';

// Below this, compression saves less than its headers cost.
const MIN_COMPRESSED_BYTES = 1024;
async function buildAnswer<T>(reply: FastifyReply, load: () => Promise<T | null>): Promise<CachedAnswer> {
  const data = await load();
  if (data === null) return { status: 204, hash: '', identity: Buffer.alloc(0), gzip: undefined, br: undefined };
  // The route's serializer (its response schema), exactly what Fastify would have sent.
  const identity = Buffer.from(reply.serialize(data) as string);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  if (identity.length < MIN_COMPRESSED_BYTES) return { status: 200, hash, identity, gzip: undefined, br: undefined };
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  return { status: 200, hash, identity, gzip: gzipped, br: brotli };
}

function appendVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  reply.header('vary', current ? `${String(current)}, ${field}` : field);
}

function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  cacheControl: string | undefined,
): FastifyReply {
  if (answer.status === 204) return reply.code(204).send(null);
  if (cacheControl) reply.header('cache-control', cacheControl);
  const compressed = answer.br !== undefined;
  if (compressed) appendVary(reply, 'Accept-Encoding');
  const encoding = compressed ? chooseEncoding(request.headers['accept-encoding']) : undefined;
  reply.header('etag', `"${answer.hash}${encoding ? ETAG_SUFFIX[encoding] : ''}"`);
  // Only reads are conditional; a POST (the alert) is answered in full.
  if ((request.method === 'GET' || request.method === 'HEAD') && matchesIfNoneMatch(request.headers['if-none-match'], answer.hash)) {
    return reply.code(304).send();
  }
  reply.header('content-type', JSON_TYPE);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? answer.br : encoding === 'gzip' ? answer.gzip : answer.identity);
}

/**
 * `maxEntries` bounds memory where keys come from visitors (search phrases): the least recently
 * used answer goes first. Every answer of a generation goes when the generation changes.
 */
export function createContentCache({ generation, maxEntries }: { generation: ContentGeneration; maxEntries: number }): ContentCache {
  // `ready` is set once the answer is built, so a hit needs no promise.
  const answers = new Map<string, { building: Promise<CachedAnswer>; ready?: CachedAnswer }>();
  let answersGeneration: string | undefined;

  /** Most recently used last, so eviction takes the oldest. */
  function touch(key: string, entry: { building: Promise<CachedAnswer>; ready?: CachedAnswer }): void {
    answers.delete(key);
    answers.set(key, entry);
  }

  async function answerFor<T>(reply: FastifyReply, key: string, load: () => Promise<T | null>): Promise<CachedAnswer> {
    const token = await generation.current();
    if (token !== answersGeneration) {
      answers.clear();
      answersGeneration = token;
    }
    const known = answers.get(key);
    if (known) {
      touch(key, known);
      return known.building;
    }
    // Stored at once: requests arriving while it loads share one database read.
    const entry: { building: Promise<CachedAnswer>; ready?: CachedAnswer } = { building: buildAnswer(reply, load) };
    answers.set(key, entry);
    if (answers.size > maxEntries) answers.delete(answers.keys().next().value!);
    entry.building.then(
      (answer) => {
        entry.ready = answer;
      },
      () => {
        if (answers.get(key) === entry) answers.delete(key);
      },
    );
    return entry.building;
  }

  return {
    send(request, reply, { key, load, cacheControl }) {
      if (generation.peek() === answersGeneration && answersGeneration !== undefined) {
        const known = answers.get(key);
        if (known?.ready) {
          touch(key, known);
          return sendAnswer(request, reply, known.ready, cacheControl);
        }
      }
      return answerFor(reply, key, load).then((answer) => sendAnswer(request, reply, answer, cacheControl));
    },
  };
}

import { ApiError, NETWORK_MESSAGE, TIMEOUT_MESSAGE } from './api-error';
import { sendThrough, type HttpResponse, type OutgoingRequest, type RequestOptions, type Transport } from './http-client';

/**
 * How long an upload may go without a byte moving before it is given up. The client's 15 s, but
 * counted from the last progress: a 10 MB photo over a phone's connection may take minutes and
 * is fine while it moves.
 */
const SILENCE_MS = 15_000;

export interface UploadOptions extends Pick<RequestOptions, 'headers' | 'signal'> {
  /** Bytes of the body sent so far and in all, as the browser reports them. */
  onProgress?: (sent: number, total: number) => void;
}

/** `getAllResponseHeaders()` as a Headers object (names are case-insensitive there). */
function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** XMLHttpRequest as a transport of the client: the one way a browser reports an upload's progress. */
function xhrTransport(onProgress: UploadOptions['onProgress']): Transport {
  return (request: OutgoingRequest, body: BodyInit | undefined, signal: AbortSignal | undefined) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      let timedOut = false;
      let silence: ReturnType<typeof setTimeout> | undefined;
      const stillMoving = () => {
        clearTimeout(silence);
        silence = setTimeout(() => {
          timedOut = true;
          xhr.abort();
        }, SILENCE_MS);
      };
      const abort = () => xhr.abort();
      const settle = () => {
        clearTimeout(silence);
        signal?.removeEventListener('abort', abort);
      };

      xhr.open(request.method, request.url);
      xhr.withCredentials = request.credentials === 'include';
      for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
      xhr.upload.addEventListener('progress', (event) => {
        stillMoving();
        if (event.lengthComputable) onProgress?.(event.loaded, event.total);
      });
      xhr.addEventListener('progress', stillMoving);
      xhr.addEventListener('load', () => {
        settle();
        // A Response, so the client reads the body and maps errors as it does for fetch.
        const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
        resolve(new Response(empty ? null : xhr.responseText, { status: xhr.status, headers: headersOf(xhr) }));
      });
      // A dropped connection (a phone between cells) is an error with status 0; the caller offers to retry.
      xhr.addEventListener('error', () => {
        settle();
        reject(new ApiError(0, 'NETWORK', NETWORK_MESSAGE));
      });
      xhr.addEventListener('abort', () => {
        settle();
        if (timedOut) reject(new ApiError(0, 'TIMEOUT', TIMEOUT_MESSAGE));
        else reject(new ApiError(0, signal?.aborted ? 'ABORTED' : 'NETWORK', NETWORK_MESSAGE));
      });
      if (signal?.aborted) {
        reject(new ApiError(0, 'ABORTED', NETWORK_MESSAGE));
        return;
      }
      signal?.addEventListener('abort', abort);
      stillMoving();
      xhr.send(body as XMLHttpRequestBodyInit | undefined);
    });
}

/**
 * A multipart upload that reports its progress. docs/decisions/0014 put the client on `fetch`,
 * which cannot report an upload's progress, and named this as the one call to make with
 * XMLHttpRequest instead: it goes through the same client (base URL, bearer, XSRF, cookies,
 * the 401 renewal and the Spanish ApiError), only the transport differs.
 */
export function uploadWithProgress<T>(method: 'POST' | 'PUT', url: string, body: FormData, { onProgress, ...options }: UploadOptions = {}): Promise<HttpResponse<T>> {
  return sendThrough<T>(xhrTransport(onProgress), method, url, body, options);
}

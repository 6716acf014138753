// Upload progress for record saves: a large file shows its own progress bar. fetch reports no
// upload progress and the SDK sends every request through the global `fetch`, so the global is
// wrapped once: a request whose body is a FormData registered here goes out through XMLHttpRequest
// (which reports `upload.onprogress`) and still resolves with a real `Response`, so the SDK reads
// it as usual. Every other request goes to the original fetch untouched.

export type UploadProgressListener = (loaded: number, total: number) => void;

const listeners = new WeakMap<FormData, Set<UploadProgressListener>>();
/** The wrappers this module installed (so a second install is a no-op). */
const wrappers = new WeakSet<typeof fetch>();

/**
 * Reports the upload progress of the request whose body is `body` (this very FormData instance).
 * The fetch wrapper is installed on the first call, not at start-up: only a screen that uploads
 * needs it, so it stays out of the first page's code. Returns the unregistration; unregister when
 * the request ends.
 */
export function trackUploadProgress(body: FormData, onProgress: UploadProgressListener): () => void {
  installUploadProgress();
  let set = listeners.get(body);
  if (!set) {
    set = new Set();
    listeners.set(body, set);
  }
  set.add(onProgress);
  return () => {
    const current = listeners.get(body);
    if (!current) return;
    current.delete(onProgress);
    if (current.size === 0) listeners.delete(body);
  };
}

function isTracked(body: unknown): body is FormData {
  return typeof body === 'object' && body !== null && (listeners.get(body as FormData)?.size ?? 0) > 0;
}

function report(body: FormData, loaded: number, total: number): void {
  // a copy: a listener may unregister itself while being told
  for (const listener of [...(listeners.get(body) ?? [])]) {
    try {
      listener(loaded, total);
    } catch (err) {
      console.warn('An upload progress listener failed.', err);
    }
  }
}

/**
 * What fetch rejects with when its signal aborts: a DOMException 'AbortError' (the SDK marks the
 * error `isAbort` by `instanceof DOMException`, so it is made here, in the page's realm, even when
 * the reason is an 'AbortError' of another realm); any other reason (a 'TimeoutError', a value
 * given to `abort(reason)`) as it is, as fetch does.
 */
function abortReason(signal: AbortSignal): unknown {
  const reason: unknown = signal.reason;
  if (reason instanceof DOMException || (reason !== undefined && !isAbortNamed(reason))) return reason;
  const message = reason === undefined ? '' : String((reason as { message?: unknown }).message ?? '');
  return new DOMException(message || 'signal is aborted without reason', 'AbortError');
}

function isAbortNamed(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { name?: unknown }).name === 'AbortError';
}

/** The response headers of an XMLHttpRequest (its 'name: value' lines). */
function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    try {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    } catch {
      // a header the Headers class refuses (invalid characters): left out
    }
  }
  return headers;
}

/** Statuses whose response has no body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

function toResponse(xhr: XMLHttpRequest, url: string): Response {
  const status = xhr.status;
  const body = NULL_BODY_STATUSES.has(status) ? null : xhr.responseText;
  const headers = parseHeaders(xhr.getAllResponseHeaders());
  let response: Response;
  try {
    response = new Response(body, { status, statusText: xhr.statusText, headers });
  } catch {
    // a status text the constructor refuses: the status is what matters
    response = new Response(body, { status, headers });
  }
  Object.defineProperty(response, 'url', { value: xhr.responseURL || url, enumerable: true });
  return response;
}

/** Sends a tracked multipart request through XMLHttpRequest, settling like fetch would. */
function sendWithXhr(url: string, init: RequestInit, body: FormData): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const signal = init.signal ?? undefined;
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const xhr = new XMLHttpRequest();
    let isSettled = false;
    const onAbort = () => {
      if (signal) settle(() => reject(abortReason(signal)));
      xhr.abort();
    };
    function settle(action: () => void): void {
      if (isSettled) return;
      isSettled = true;
      signal?.removeEventListener('abort', onAbort);
      action();
    }
    const failed = () => settle(() => reject(new TypeError('Failed to fetch')));

    try {
      xhr.open((init.method ?? 'GET').toUpperCase(), url, true);
      new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.withCredentials = init.credentials === 'include';
    } catch (err) {
      settle(() => reject(err instanceof TypeError ? err : new TypeError('Failed to fetch')));
      return;
    }

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) report(body, event.loaded, event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status > 599) {
        failed();
        return;
      }
      let response: Response;
      try {
        response = toResponse(xhr, url);
      } catch {
        failed();
        return;
      }
      settle(() => resolve(response));
    };
    xhr.onerror = failed;
    xhr.ontimeout = failed;
    xhr.onabort = () =>
      settle(() =>
        reject(signal ? abortReason(signal) : new DOMException('The request was aborted.', 'AbortError')),
      );

    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(body);
  });
}

/**
 * Wraps `globalThis.fetch` once (a second call does nothing): requests whose body is a FormData
 * registered with `trackUploadProgress` go through XMLHttpRequest and report their upload progress;
 * all others (and requests given a `Request` object) reach the original fetch untouched.
 */
export function installUploadProgress(): void {
  const original = globalThis.fetch;
  if (typeof original !== 'function' || wrappers.has(original)) return;
  const wrapped: typeof fetch = (input, init) => {
    const body = init?.body;
    if (init && isTracked(body) && (typeof input === 'string' || input instanceof URL)) {
      return sendWithXhr(String(input), init, body);
    }
    return original.call(globalThis, input, init);
  };
  wrappers.add(wrapped);
  globalThis.fetch = wrapped;
}

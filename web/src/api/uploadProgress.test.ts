import { installUploadProgress, trackUploadProgress } from './uploadProgress';

type Handler = ((event: ProgressEvent) => void) | null;

/** A stand-in XMLHttpRequest: records what is sent; the test answers, fails or reports progress. */
class FakeXhr {
  static instances: FakeXhr[] = [];
  method = '';
  url = '';
  requestHeaders: { [name: string]: string } = {};
  body: unknown = undefined;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  responseURL = '';
  isAborted = false;
  private responseHeaders = '';
  upload: { onprogress: Handler } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;
  ontimeout: Handler = null;

  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.requestHeaders[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.isAborted = true;
    this.onabort?.(new ProgressEvent('abort'));
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: string, headers = '', statusText = 'OK') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = body;
    this.responseHeaders = headers;
    this.responseURL = this.url;
    this.onload?.(new ProgressEvent('load'));
  }
  fail() {
    this.onerror?.(new ProgressEvent('error'));
  }
}

let originalFetch: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  FakeXhr.instances = [];
  originalFetch = vi.fn<typeof fetch>(async () => new Response('{"via":"fetch"}', { status: 200 }));
  vi.stubGlobal('fetch', originalFetch);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  installUploadProgress();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function lastXhr(): FakeXhr {
  const xhr = FakeXhr.instances.at(-1);
  if (!xhr) throw new Error('no XMLHttpRequest was made');
  return xhr;
}

describe('installUploadProgress', () => {
  it('sends a registered FormData through XMLHttpRequest and reports its upload progress', async () => {
    const body = new FormData();
    body.append('title', 'x');
    const onProgress = vi.fn();
    const untrack = trackUploadProgress(body, onProgress);

    const pending = fetch('http://127.0.0.1/api/collections/posts/records', {
      method: 'post',
      body,
      headers: { Authorization: 'token', 'Accept-Language': 'en-US' },
    });
    const xhr = lastXhr();
    expect(originalFetch).not.toHaveBeenCalled();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://127.0.0.1/api/collections/posts/records');
    expect(xhr.body).toBe(body);
    expect(xhr.requestHeaders).toEqual({ authorization: 'token', 'accept-language': 'en-US' });
    expect(xhr.withCredentials).toBe(false);

    xhr.progress(50, 200);
    xhr.progress(200, 200);
    expect(onProgress.mock.calls).toEqual([
      [50, 200],
      [200, 200],
    ]);

    xhr.respond(200, '{"id":"abc"}', 'Content-Type: application/json\r\nX-Thing: 1\r\n');
    const response = await pending;
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(200);
    expect(response.ok).toBe(true);
    expect(response.statusText).toBe('OK');
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('x-thing')).toBe('1');
    expect(response.url).toBe('http://127.0.0.1/api/collections/posts/records');
    expect(await response.json()).toEqual({ id: 'abc' });
    untrack();
  });

  it('passes an error status and its body on (the SDK reads both)', async () => {
    const body = new FormData();
    const untrack = trackUploadProgress(body, () => {});
    const pending = fetch('/api/x', { method: 'PATCH', body });
    lastXhr().respond(400, '{"code":400,"message":"Failed to load the submitted data."}', '', 'Bad Request');
    const response = await pending;
    expect(response.status).toBe(400);
    expect(response.statusText).toBe('Bad Request');
    expect(await response.json()).toEqual({ code: 400, message: 'Failed to load the submitted data.' });
    untrack();
  });

  it('takes headers as a Headers object or as pairs, and credentials include as withCredentials', () => {
    const body = new FormData();
    const untrack = trackUploadProgress(body, () => {});
    void fetch('/a', {
      method: 'POST',
      body,
      headers: new Headers({ 'X-One': '1' }),
      credentials: 'include',
    });
    expect(lastXhr().requestHeaders).toEqual({ 'x-one': '1' });
    expect(lastXhr().withCredentials).toBe(true);
    void fetch('/b', { method: 'POST', body, headers: [['X-Two', '2']] });
    expect(lastXhr().requestHeaders).toEqual({ 'x-two': '2' });
    untrack();
  });

  it('aborts the request when the signal aborts and rejects with an AbortError, like fetch', async () => {
    const body = new FormData();
    const untrack = trackUploadProgress(body, () => {});
    const controller = new AbortController();
    const pending = fetch('/api/x', { method: 'POST', body, signal: controller.signal });
    const xhr = lastXhr();
    controller.abort();
    expect(xhr.isAborted).toBe(true);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await expect(pending).rejects.toBeInstanceOf(DOMException);
    untrack();
  });

  it('rejects at once with an AbortError for a signal already aborted (nothing is sent)', async () => {
    const body = new FormData();
    const untrack = trackUploadProgress(body, () => {});
    const controller = new AbortController();
    controller.abort();
    await expect(fetch('/api/x', { method: 'POST', body, signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(FakeXhr.instances).toHaveLength(0);
    untrack();
  });

  it('rejects a network error with TypeError("Failed to fetch"), like fetch', async () => {
    const body = new FormData();
    const untrack = trackUploadProgress(body, () => {});
    const pending = fetch('/api/x', { method: 'POST', body });
    lastXhr().fail();
    await expect(pending).rejects.toEqual(new TypeError('Failed to fetch'));
    untrack();
  });

  it('resolves a 204 without a body', async () => {
    const body = new FormData();
    const untrack = trackUploadProgress(body, () => {});
    const pending = fetch('/api/x', { method: 'POST', body });
    lastXhr().respond(204, '', '', 'No Content');
    const response = await pending;
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    untrack();
  });

  it('leaves every other request to the original fetch, untouched', async () => {
    const init = { method: 'POST', body: new FormData() };
    const response = await fetch('/api/other', init);
    expect(await response.json()).toEqual({ via: 'fetch' });
    expect(originalFetch).toHaveBeenCalledWith('/api/other', init);
    await fetch('/api/json', { method: 'POST', body: '{}' });
    await fetch('/api/get');
    expect(originalFetch).toHaveBeenCalledTimes(3);
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('stops tracking once unregistered (the request then goes through fetch)', async () => {
    const body = new FormData();
    const onProgress = vi.fn();
    trackUploadProgress(body, onProgress)();
    await fetch('/api/x', { method: 'POST', body });
    expect(originalFetch).toHaveBeenCalledTimes(1);
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('stops reporting to a listener unregistered while the request runs', async () => {
    const body = new FormData();
    const first = vi.fn();
    const second = vi.fn();
    const untrackFirst = trackUploadProgress(body, first);
    const untrackSecond = trackUploadProgress(body, second);
    const pending = fetch('/api/x', { method: 'POST', body });
    const xhr = lastXhr();
    xhr.progress(1, 10);
    untrackFirst();
    xhr.progress(5, 10);
    expect(first.mock.calls).toEqual([[1, 10]]);
    expect(second.mock.calls).toEqual([
      [1, 10],
      [5, 10],
    ]);
    xhr.respond(200, '{}');
    await pending;
    untrackSecond();
  });

  it('installs itself on the first tracked upload, with nothing installed before', async () => {
    vi.stubGlobal('fetch', originalFetch);
    expect(globalThis.fetch).toBe(originalFetch);
    const body = new FormData();
    const untrack = trackUploadProgress(body, () => {});
    expect(globalThis.fetch).not.toBe(originalFetch);
    const pending = fetch('/api/x', { method: 'POST', body });
    expect(FakeXhr.instances).toHaveLength(1);
    lastXhr().respond(200, '{}');
    await pending;
    untrack();
  });

  it('is installed once: a second call wraps nothing more', async () => {
    const wrapped = globalThis.fetch;
    installUploadProgress();
    installUploadProgress();
    expect(globalThis.fetch).toBe(wrapped);
    await fetch('/api/get');
    expect(originalFetch).toHaveBeenCalledTimes(1);

    const body = new FormData();
    const untrack = trackUploadProgress(body, () => {});
    const pending = fetch('/api/x', { method: 'POST', body });
    expect(FakeXhr.instances).toHaveLength(1);
    lastXhr().respond(200, '{}');
    await pending;
    untrack();
  });
});

import type { SendRequest } from '@/shared/extension/detectors';
import { HOOK_EVENTS } from './hook-channel';
import { readBody, receiptOf, sendRequestOf } from './send-receipts';

/**
 * The page hook: a content script in the page's own world at document_start (manifest: world
 * MAIN), the only way to see the answers to the page's own requests. It wraps fetch and
 * XMLHttpRequest to read the answer of a send request named in the detectors, and passes on the
 * message's id and conversation only. It sends no request, changes no request or answer, and
 * stays idle until the watcher hands it the requests to look for.
 */
let candidates: SendRequest[] = [];

document.addEventListener(HOOK_EVENTS.requests, (event) => {
  try {
    const parsed: unknown = JSON.parse(String((event as CustomEvent<unknown>).detail));
    if (Array.isArray(parsed)) candidates = parsed as SendRequest[];
  } catch {
    candidates = [];
  }
});
document.dispatchEvent(new CustomEvent(HOOK_EVENTS.ready));

const pathOf = (url: string) => {
  const parsed = new URL(url, location.href);
  return parsed.origin === location.origin ? parsed.pathname + parsed.search : null;
};

function inspect(
  url: string,
  method: string,
  body: unknown,
  headerName: string | null,
  answer: () => Promise<unknown>,
) {
  if (candidates.length === 0) return;
  const path = pathOf(url);
  if (path === null) return;
  const { friendlyName, variables } = readBody(body);
  const candidate = sendRequestOf(
    { path, method, friendlyName: friendlyName ?? headerName },
    candidates,
  );
  if (!candidate) return;
  void answer().then(
    (json) => {
      const receipt = receiptOf(candidate, variables, json);
      if (receipt) {
        document.dispatchEvent(
          new CustomEvent(HOOK_EVENTS.receipt, { detail: JSON.stringify(receipt) }),
        );
      }
    },
    () => undefined,
  );
}

const friendlyHeader = (headers: HeadersInit | undefined) =>
  headers ? new Headers(headers).get('x-fb-friendly-name') : null;

const pageFetch = window.fetch;
window.fetch = async function fetch(input: RequestInfo | URL, init?: RequestInit) {
  const response = await pageFetch.call(this, input, init);
  try {
    const request = input instanceof Request ? input : null;
    inspect(
      request ? request.url : String(input),
      init?.method ?? request?.method ?? 'GET',
      init?.body ?? null,
      friendlyHeader(init?.headers) ?? request?.headers.get('x-fb-friendly-name') ?? null,
      () => response.clone().json(),
    );
  } catch {
    // Never in the page's way.
  }
  return response;
};

type Seen = { method: string; url: string; friendlyName: string | null };
const seen = new WeakMap<XMLHttpRequest, Seen>();
const { open, send, setRequestHeader } = XMLHttpRequest.prototype;

XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, method: string, url: string | URL) {
  seen.set(this, { method, url: String(url), friendlyName: null });
  // eslint-disable-next-line prefer-rest-params
  return open.apply(this, arguments as unknown as Parameters<typeof open>);
} as typeof open;

XMLHttpRequest.prototype.setRequestHeader = function (name: string, value: string) {
  const request = seen.get(this);
  if (request && name.toLowerCase() === 'x-fb-friendly-name') request.friendlyName = value;
  return setRequestHeader.call(this, name, value);
};

XMLHttpRequest.prototype.send = function (body?: Document | XMLHttpRequestBodyInit | null) {
  const request = seen.get(this);
  if (request) {
    this.addEventListener('load', () => {
      try {
        inspect(request.url, request.method, body ?? null, request.friendlyName, async () =>
          this.responseType === '' || this.responseType === 'text'
            ? JSON.parse(this.responseText.replace(/^for \(;;\);/, ''))
            : this.responseType === 'json'
              ? this.response
              : null,
        );
      } catch {
        // Never in the page's way.
      }
    });
  }
  return send.call(this, body as XMLHttpRequestBodyInit | null | undefined);
};

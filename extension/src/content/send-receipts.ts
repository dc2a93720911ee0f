import type { SendRequest } from '@/shared/extension/detectors';
import { valueAt } from '../lib/json-path';
import type { SendReceipt } from '../lib/messages';

/** What the page hook saw of one request of the page's: its address, name and variables. */
export type SeenRequest = {
  /** Path and query, e.g. /voyager/api/voyagerMessagingDashMessengerMessages?action=createMessage. */
  path: string;
  method: string;
  /** The operation's name, from the form field or header that carries one (Meta's pages). */
  friendlyName: string | null;
  /** The request's variables: its JSON body, or the JSON in a form's `variables` field. */
  variables: unknown;
};

const MAX_ID_LENGTH = 300;

const parseJson = (text: string | null | undefined): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * A request body as the hook can read it, without keeping it: the operation's name and its
 * variables (a form's `variables` field, or a JSON body). FormData and URLSearchParams are read
 * by field; a string is read as a form when it parses as one with those fields, else as JSON.
 */
export function readBody(body: unknown): Pick<SeenRequest, 'friendlyName' | 'variables'> {
  const form =
    body instanceof URLSearchParams || (typeof FormData !== 'undefined' && body instanceof FormData)
      ? body
      : typeof body === 'string' && /(^|&)(fb_api_req_friendly_name|variables)=/.test(body)
        ? new URLSearchParams(body)
        : null;
  if (form) {
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : null;
    };
    return {
      friendlyName: field('fb_api_req_friendly_name'),
      variables: parseJson(field('variables')),
    };
  }
  return { friendlyName: null, variables: typeof body === 'string' ? parseJson(body) : null };
}

/** The detector this request is, if it is a send (its address, method and name). */
export function sendRequestOf(
  request: Pick<SeenRequest, 'path' | 'method' | 'friendlyName'>,
  candidates: readonly SendRequest[],
): SendRequest | null {
  if (request.method.toUpperCase() !== 'POST') return null;
  return (
    candidates.find(
      (candidate) =>
        new RegExp(candidate.url).test(request.path) &&
        (candidate.friendlyName === undefined || candidate.friendlyName === request.friendlyName),
    ) ?? null
  );
}

/**
 * The receipt in the platform's answer to a send: the message's id (an answer without one is no
 * receipt: the send failed or was refused) and the conversation the request named. Ids only:
 * nothing of the message's text is read out.
 */
export function receiptOf(
  candidate: SendRequest,
  variables: unknown,
  answer: unknown,
): SendReceipt | null {
  const messageId = valueAt(answer, candidate.messageId);
  if (!messageId || messageId.length > MAX_ID_LENGTH) return null;
  const thread = candidate.requestThread ? valueAt(variables, candidate.requestThread) : null;
  return { messageId, thread: thread && thread.length <= MAX_ID_LENGTH ? thread : null };
}

import { describe, expect, it } from 'vitest';
import {
  allowListOf,
  answerError,
  destinationRefusal,
  HTTPS_ONLY_MESSAGE,
  REFUSED_DESTINATION_MESSAGE,
} from './sender';

describe('where a webhook may go, in plain words', () => {
  it('refuses localhost and 127.0.0.1 alike, over http or https, saying why and what to do', () => {
    const none = allowListOf('');
    for (const url of [
      'http://localhost:5678/webhook',
      'https://localhost/webhook',
      'http://127.0.0.1:5678/webhook',
      'https://127.0.0.1/webhook',
      'http://192.168.1.20:5678/webhook',
      'http://n8n.local/hook',
    ]) {
      expect(destinationRefusal(url, none), url).toBe(REFUSED_DESTINATION_MESSAGE);
    }
    expect(REFUSED_DESTINATION_MESSAGE).toMatch(/localhost.*127\.0\.0\.1/);
    expect(REFUSED_DESTINATION_MESSAGE).toMatch(/public https:\/\/ address/);
    expect(destinationRefusal('http://hooks.example.com/x', none)).toBe(HTTPS_ONLY_MESSAGE);
    expect(destinationRefusal('https://hooks.example.com/x', none)).toBeNull();
  });

  it('lets localhost through wherever the operator allows loopback, as 127.0.0.1', () => {
    for (const spec of ['127.0.0.1', '127.0.0.0/8', '::1', 'localhost']) {
      const allow = allowListOf(spec);
      expect(destinationRefusal('http://localhost:5678/webhook', allow), spec).toBeNull();
    }
    const allow = allowListOf('127.0.0.1');
    expect(destinationRefusal('http://127.0.0.1:5678/webhook', allow)).toBeNull();
    expect(destinationRefusal('http://192.168.1.20/webhook', allow)).toBe(
      REFUSED_DESTINATION_MESSAGE,
    );
  });

  it('words a receiver’s answer for the delivery log', () => {
    expect(answerError(204)).toBeNull();
    expect(answerError(500)).toBe('The receiver answered 500.');
    expect(answerError(410)).toBe('The receiver answered 410 Gone: the webhook is turned off.');
    expect(answerError(302)).toMatch(/^The receiver answered 302, a redirect/);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateScriptInput } from '@/shared/schemas/scripts';
import { startFakeLlm, type FakeLlm } from '@/test/fake-llm';
import { createLlmWriter } from './llm-writer';
import { WriterError, type DraftEvent } from './writer';

let llm: FakeLlm;
beforeAll(async () => {
  llm = await startFakeLlm();
});
afterAll(() => llm.close());
beforeEach(() => {
  llm.requests.length = 0;
});

const writer = (timeoutMs = 2_000) =>
  createLlmWriter({
    baseURL: llm.baseURL,
    model: 'fake-model',
    apiKey: 'sk-test',
    timeoutMs,
    maxRetries: 0,
  });

const input = (fields: Record<string, unknown> = {}) =>
  generateScriptInput.parse({
    scriptType: 'cold_dm',
    tone: 'casual',
    prospect: 'Jane Doe',
    company: 'Acme Growth',
    industry: 'SaaS',
    painPoint: 'low reply rates',
    offer: 'done-for-you LinkedIn outreach',
    recentActivity: 'posted about hiring an SDR',
    previousInteraction: 'our call last Tuesday',
    ...fields,
  });

async function collect(events: AsyncIterable<DraftEvent>) {
  const deltas: string[] = [];
  let final = '';
  for await (const event of events) {
    if (event.type === 'delta') deltas.push(event.text);
    else final = event.text;
  }
  return { deltas, final };
}

async function failure(run: () => Promise<unknown>): Promise<WriterError> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(WriterError);
    return error as WriterError;
  }
  throw new Error('expected the writer to fail');
}

describe('LLM writer against an OpenAI-compatible server on loopback', () => {
  it('answers an objection from a normal JSON reply, with a prompt that carries the input', async () => {
    llm.reply({ kind: 'text', text: '  "I hear you. What would make it a yes?"  ' });
    const response = await writer().objectionResponse({
      objection: 'Too pricey',
      category: 'Price',
    });
    expect(response).toBe('I hear you. What would make it a yes?');
    const [request] = llm.requests;
    expect(request.stream).toBe(false);
    expect(request.model).toBe('fake-model');
    expect(request.authorization).toBe('Bearer sk-test');
    const prompt = request.messages.map((message) => message.content).join('\n');
    expect(prompt).toContain('Too pricey');
    expect(prompt).toContain('Price');
  });

  it('streams a script as it arrives, and the prompt names every input, purpose, tone and limit', async () => {
    const text = 'Hey Jane! Saw your SDR post. Acme Growth looks busy. Worth a quick chat?';
    llm.reply({ kind: 'text', text, chunks: 5 });
    const { deltas, final } = await collect(writer().streamScript(input()));
    expect(deltas.length).toBeGreaterThanOrEqual(5);
    expect(deltas.join('')).toBe(text);
    expect(final).toBe(text);
    const [request] = llm.requests;
    expect(request.stream).toBe(true);
    const prompt = request.messages.map((message) => message.content).join('\n');
    for (const expected of [
      'Jane Doe',
      'Acme Growth',
      'SaaS',
      'low reply rates',
      'done-for-you LinkedIn outreach',
      'posted about hiring an SDR',
      'Cold DM',
      'first message to someone',
      'Casual',
      'at most 1000 characters',
    ]) {
      expect(prompt).toContain(expected);
    }
    // Previous Interaction belongs to follow_up and pattern_interrupt only.
    expect(prompt).not.toContain('our call last Tuesday');
  });

  it('passes the previous interaction and the 200-character limit where they apply', async () => {
    llm.reply({ kind: 'text', text: 'Hi Jane, following up on our call. Keen to connect!' });
    await collect(writer().streamScript(input({ scriptType: 'follow_up' })));
    llm.reply({
      kind: 'text',
      text: 'Hi Jane, Acme Growth caught my eye. Would be glad to connect.',
    });
    await collect(writer().streamScript(input({ scriptType: 'connection_request' })));
    const [followUp, connection] = llm.requests.map((request) =>
      request.messages.map((message) => message.content).join('\n'),
    );
    expect(followUp).toContain('our call last Tuesday');
    expect(connection).toContain('at most 200 characters');
  });

  it('asks for a shorter version when the reply is over the limit, then trims at a sentence', async () => {
    const sentence =
      'Hi Jane, Acme Growth caught my eye and I would love to connect with you here. ';
    llm.reply(
      { kind: 'text', text: sentence.repeat(3) },
      { kind: 'text', text: sentence.repeat(3) }, // the rewrite is still too long
    );
    const { final } = await collect(
      writer().streamScript(input({ scriptType: 'connection_request' })),
    );
    expect(llm.requests).toHaveLength(2);
    expect(llm.requests[1].stream).toBe(false);
    expect(llm.requests[1].messages.map((message) => message.content).join('\n')).toContain(
      'hard limit is 200 characters',
    );
    expect(final.length).toBeLessThanOrEqual(200);
    expect(final).toBe(sentence.repeat(2).trim());
  });

  it('uses the rewrite when it fits', async () => {
    llm.reply(
      { kind: 'text', text: 'Hi Jane! '.repeat(40) },
      { kind: 'text', text: 'Hi Jane, Acme Growth stood out. Would be glad to connect.' },
    );
    const { final } = await collect(
      writer().streamScript(input({ scriptType: 'connection_request' })),
    );
    expect(final).toBe('Hi Jane, Acme Growth stood out. Would be glad to connect.');
  });

  it('reports a provider error (500) as a WriterError, for scripts and objections', async () => {
    llm.reply({ kind: 'error', status: 500 });
    const streamed = await failure(() => collect(writer().streamScript(input())));
    expect(streamed.code).toBe('provider');
    llm.reply({ kind: 'error', status: 500 });
    const answered = await failure(() => writer().objectionResponse({ objection: 'No budget' }));
    expect(answered.code).toBe('provider');
  });

  it('gives up with a timeout error when the provider does not answer', async () => {
    llm.reply({ kind: 'hang' });
    const started = Date.now();
    const streamed = await failure(() => collect(writer(300).streamScript(input())));
    expect(streamed.code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
    llm.reply({ kind: 'hang' });
    const answered = await failure(() => writer(300).objectionResponse({ objection: 'Busy' }));
    expect(answered.code).toBe('timeout');
  });

  it('treats an empty reply as a failure, not as a script', async () => {
    llm.reply({ kind: 'text', text: '   ' });
    const error = await failure(() => collect(writer().streamScript(input())));
    expect(error.code).toBe('empty');
  });
});

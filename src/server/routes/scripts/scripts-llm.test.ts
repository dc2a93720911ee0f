import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLlmWriter } from '@/server/writers/llm-writer';
import type { GenerateScriptInput, ScriptStreamEvent } from '@/shared/schemas/scripts';
import { startFakeLlm, type FakeLlm } from '@/test/fake-llm';
import { createTestApp, type TestApp } from '@/test/test-app';
import { createCommunity, read, readRefusal, type Caller } from '@/test/http';

// The app with the LLM writer pointed at an OpenAI-compatible fake on loopback
// (docs/decisions/0111-writers.md).
let t: TestApp;
let llm: FakeLlm;
let member: Caller;
beforeAll(async () => {
  llm = await startFakeLlm();
  t = await createTestApp({
    writer: createLlmWriter({
      baseURL: llm.baseURL,
      model: 'fake-model',
      // Short enough for the hang cases, long enough that a loaded CI machine finishes
      // a real reply (or notices a dropped one) inside it: 400 ms once timed out there.
      timeoutMs: 1_500,
      maxRetries: 0,
    }),
  });
  member = await (await createCommunity(t)).approved();
});
afterAll(async () => {
  await t.close();
  await llm.close();
});

const brief = {
  scriptType: 'cold_dm',
  tone: 'direct',
  prospect: 'Jane Doe',
  company: 'Acme',
} satisfies GenerateScriptInput;

function events(body: unknown): ScriptStreamEvent[] {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ScriptStreamEvent);
}

describe('generation with the LLM writer', () => {
  it('reports the LLM writer in /api/me', async () => {
    const me = await read(member.api.me.$get());
    expect(me.body.features.writer).toBe('llm');
  });

  it('streams the text as newline-delimited JSON, then the final script', async () => {
    llm.reply({
      kind: 'text',
      text: 'Jane, one idea for Acme. Open to a 15-minute call?',
      chunks: 4,
    });
    const answer = await read(member.api.scripts.generate.$post({ json: brief }));
    expect(answer.status).toBe(200);
    const list = events(answer.body);
    const deltas = list.filter((event) => event.type === 'delta');
    expect(deltas.length).toBeGreaterThanOrEqual(4);
    expect(list.at(-1)).toEqual({
      type: 'done',
      script: 'Jane, one idea for Acme. Open to a 15-minute call?',
      writer: 'llm',
      writerLabel: 'fake-model',
      variant: 0,
    });
  });

  it('ends the stream with an error event when the provider drops mid-reply', async () => {
    llm.reply({
      kind: 'text',
      text: 'Jane, one idea for Acme. Open to a call?',
      chunks: 4,
      cutAfter: 2,
    });
    const answer = await read(member.api.scripts.generate.$post({ json: brief }));
    expect(answer.status).toBe(200);
    expect(events(answer.body)[0]).toMatchObject({ type: 'delta' });
    const last = events(answer.body).at(-1);
    expect(last).toMatchObject({ type: 'error', code: 'writer_failed' });
  });

  it('answers 502 when the provider fails and 504 when it times out, saving nothing', async () => {
    llm.reply({ kind: 'error', status: 500 });
    const failed = await readRefusal(member.api.scripts.generate.$post({ json: brief }));
    expect(failed.status).toBe(502);
    expect(failed.body.error.code).toBe('writer_failed');
    llm.reply({ kind: 'hang' });
    const slow = await readRefusal(member.api.scripts.generate.$post({ json: brief }));
    expect(slow.status).toBe(504);
    expect(slow.body.error.message).toMatch(/too long/);
    const saved = await read(member.api.scripts.$get());
    expect(saved.body.scripts).toEqual([]);
  });

  it('writes objection responses, with the same failure answers', async () => {
    llm.reply({
      kind: 'text',
      text: 'Fair point. What would need to be true for this to be a yes?',
    });
    const ok = await read(
      member.api.objections.generate.$post({
        json: {
          objection: 'Not interested',
        },
      }),
    );
    expect(ok.body).toMatchObject({
      writer: 'llm',
      response: expect.stringContaining('Fair point'),
    });
    llm.reply({ kind: 'error', status: 503 });
    const failed = await readRefusal(
      member.api.objections.generate.$post({ json: { objection: 'Nope' } }),
    );
    expect(failed.status).toBe(502);
    llm.reply({ kind: 'hang' });
    const slow = await readRefusal(
      member.api.objections.generate.$post({ json: { objection: 'Nope' } }),
    );
    expect(slow.status).toBe(504);
  });
});

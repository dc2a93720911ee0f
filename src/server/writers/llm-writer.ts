import type * as AiSdk from 'ai';
import type * as OpenAiCompatible from '@ai-sdk/openai-compatible';
import { scriptLimit } from '../../shared/content/script-types';
import type { ScriptRequest } from '../../shared/schemas/scripts';
import type { Logger } from '../logger';
import {
  OBJECTION_SYSTEM_PROMPT,
  objectionPrompt,
  SCRIPT_SYSTEM_PROMPT,
  scriptPrompt,
  shortenPrompt,
} from './prompts';
import { trimAtSentence } from './trim';
import { WriterError, type DraftEvent, type Writer, type WriteOptions } from './writer';

export type LlmWriterOptions = {
  baseURL: string;
  model: string;
  apiKey?: string;
  /** Whole-generation budget; past it the request is aborted (default 30 s). */
  timeoutMs?: number;
  /** Retries the SDK makes on a 5xx or 429 before giving up (default 1). */
  maxRetries?: number;
  logger?: Logger;
};

const OBJECTION_MAX = 1000;

/** The AI SDK loads on first use, so a server on the built-in writer never pays for it. */
let sdk: Promise<[typeof AiSdk, typeof OpenAiCompatible]> | undefined;
const loadSdk = () => (sdk ??= Promise.all([import('ai'), import('@ai-sdk/openai-compatible')]));

/** Tidies a model's reply: no wrapping quotes or fences, no doubled spaces or blank-line runs. */
export function cleanReply(text: string): string {
  let out = text.trim();
  out = out.replace(/^```[a-z]*\n?/i, '').replace(/\n?```$/, '');
  if (/^(["“'])[\s\S]*(["”'])$/.test(out) && out.length > 1) out = out.slice(1, -1);
  return out
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A budget for one generation: our own timer, plus the caller's signal (a closed request). */
function budget(timeoutMs: number, outer?: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onOuterAbort = () => controller.abort();
  outer?.addEventListener('abort', onOuterAbort, { once: true });
  return {
    signal: controller.signal,
    abort: () => controller.abort(),
    failure(error: unknown): WriterError {
      if (error instanceof WriterError) return error;
      if (timedOut) return new WriterError('timeout', 'The writer took too long to answer.', error);
      return new WriterError('provider', 'The writer could not produce a text.', error);
    },
    done() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    },
  };
}

export function createLlmWriter(options: LlmWriterOptions): Writer {
  let model: AiSdk.LanguageModel | undefined;
  const load = async () => {
    const [ai, { createOpenAICompatible }] = await loadSdk();
    model ??= createOpenAICompatible({
      name: 'llm',
      baseURL: options.baseURL,
      apiKey: options.apiKey,
    }).chatModel(options.model);
    return { ...ai, model };
  };
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxRetries = options.maxRetries ?? 1;
  const log = options.logger;

  async function shorten(draft: string, max: number, signal: AbortSignal): Promise<string> {
    try {
      const { generateText, model } = await load();
      const { text } = await generateText({
        model,
        system: SCRIPT_SYSTEM_PROMPT,
        prompt: shortenPrompt(draft, max),
        maxRetries: 0,
        abortSignal: signal,
        maxOutputTokens: max,
      });
      return cleanReply(text);
    } catch (error) {
      log?.warn({ err: error }, 'llm shorten failed; trimming instead');
      return draft;
    }
  }

  return {
    kind: 'llm',
    label: options.model,

    async *streamScript(input: ScriptRequest, { signal }: WriteOptions = {}) {
      const { max } = scriptLimit(input.scriptType);
      const run = budget(timeoutMs, signal);
      try {
        const { streamText, model } = await load();
        const result = streamText({
          model,
          system: SCRIPT_SYSTEM_PROMPT,
          prompt: scriptPrompt(input),
          temperature: input.previousScript ? 0.95 : 0.8,
          // ~4 characters a token: room for the limit, not for a runaway reply.
          maxOutputTokens: Math.ceil(max / 2),
          maxRetries,
          abortSignal: run.signal,
          onError: () => {}, // errors arrive as stream parts and are handled below
        });
        let text = '';
        let overflow = false;
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta' && part.text) {
            text += part.text;
            yield { type: 'delta', text: part.text } satisfies DraftEvent;
            if (text.length > max * 2) {
              overflow = true;
              run.abort();
              break;
            }
          } else if (part.type === 'error') {
            throw run.failure(part.error);
          } else if (part.type === 'abort' && !overflow) {
            throw run.failure(new Error('aborted'));
          }
        }
        text = cleanReply(text);
        if (!text) throw new WriterError('empty', 'The writer answered with no text.');
        if (text.length > max && !overflow) text = await shorten(text, max, run.signal);
        if (text.length > max) text = trimAtSentence(text, max);
        yield { type: 'final', text } satisfies DraftEvent;
      } catch (error) {
        throw run.failure(error);
      } finally {
        run.done();
      }
    },

    async objectionResponse(input, { signal } = {}) {
      const run = budget(timeoutMs, signal);
      try {
        const { generateText, model } = await load();
        const { text } = await generateText({
          model,
          system: OBJECTION_SYSTEM_PROMPT,
          prompt: objectionPrompt(input.objection, input.category),
          temperature: 0.7,
          maxOutputTokens: 400,
          maxRetries,
          abortSignal: run.signal,
        });
        const reply = cleanReply(text);
        if (!reply) throw new WriterError('empty', 'The writer answered with no text.');
        return trimAtSentence(reply, OBJECTION_MAX);
      } catch (error) {
        throw run.failure(error);
      } finally {
        run.done();
      }
    },
  };
}

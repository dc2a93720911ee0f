import type { Env } from '../env';
import type { Logger } from '../logger';
import { createBuiltinWriter } from './builtin-writer';
import { createLlmWriter } from './llm-writer';
import type { Writer } from './writer';

/**
 * The LLM writer when AI_BASE_URL is set (env.ts requires AI_MODEL with it), else built-in
 * (docs/decisions/0111-writers.md).
 */
export function createWriter(env: Env, logger: Logger): Writer {
  if (env.AI_BASE_URL && env.AI_MODEL) {
    logger.info({ model: env.AI_MODEL }, 'scripts are written by an LLM');
    return createLlmWriter({
      baseURL: env.AI_BASE_URL,
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL,
      logger,
    });
  }
  return createBuiltinWriter();
}

import type { Env } from '../env';
import type { Logger } from '../logger';
import type { Writer } from './writer';

export function createWriter(env: Env, _logger: Logger): Writer {
  return { kind: env.AI_BASE_URL ? 'llm' : 'builtin' };
}

import type { ObjectionCategory } from '../../shared/content/objections';
import type { ScriptRequest, WriterKind } from '../../shared/schemas/scripts';

export type { WriterKind };

/** What a writer yields while it works: pieces of text, then the final script. */
export type DraftEvent = { type: 'delta'; text: string } | { type: 'final'; text: string };

export type ObjectionRequest = {
  objection: string;
  category?: ObjectionCategory;
  variant?: number;
};

export type WriteOptions = { signal?: AbortSignal };

/**
 * Script and objection-response generation (docs/decisions/0111-writers.md): a built-in writer
 * and an LLM writer behind one interface. Both keep the length limits of
 * docs/decisions/0112-script-limits.md; a failure throws a WriterError (nothing is substituted).
 */
export type Writer = {
  kind: WriterKind;
  /** Shown in the UI under the text: "Built-in writer" or the model's name. */
  label: string;
  /** Streams a script; the last event is always `final`, with the text within its limit. */
  streamScript(input: ScriptRequest, options?: WriteOptions): AsyncIterable<DraftEvent>;
  objectionResponse(input: ObjectionRequest, options?: WriteOptions): Promise<string>;
};

export type WriterErrorCode = 'timeout' | 'provider' | 'empty';

/** A generation that failed: the provider timed out, answered an error, or said nothing. */
export class WriterError extends Error {
  constructor(
    readonly code: WriterErrorCode,
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'WriterError';
  }
}

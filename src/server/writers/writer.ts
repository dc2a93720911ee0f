export type WriterKind = 'builtin' | 'llm';

/** Script and objection-response generation (D18): a built-in writer and an LLM writer. */
export type Writer = {
  kind: WriterKind;
};

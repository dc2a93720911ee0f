import { useCallback, useRef, useState } from 'react';
import type { GenerateScriptInput, ScriptStreamEvent } from '@/shared/schemas/scripts';
import { ApiError, apiError } from '@/web/lib/api';

export type ScriptDone = Extract<ScriptStreamEvent, { type: 'done' }>;

/**
 * POST /api/scripts/generate and read the NDJSON body as it arrives: each text piece goes to
 * `onDelta`, and the final script (trimmed to its limit where needed) is returned.
 */
export async function streamScript(
  input: GenerateScriptInput,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<ScriptDone> {
  const response = await fetch('/api/scripts/generate', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
    signal,
  });
  if (!response.ok || !response.body) {
    if (!response.ok) throw await apiError(response);
    throw new ApiError(response.status, 'http_error', 'The script stream did not start.');
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let done: ScriptDone | null = null;
  const handle = (line: string) => {
    if (!line.trim()) return;
    const event = JSON.parse(line) as ScriptStreamEvent;
    if (event.type === 'delta') onDelta(event.text);
    else if (event.type === 'done') done = event;
    else throw new ApiError(502, event.code, event.message);
  };
  for (;;) {
    const { value, done: finished } = await reader.read();
    if (finished) break;
    buffer += value;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    lines.forEach(handle);
  }
  handle(buffer);
  if (!done) throw new ApiError(502, 'writer_failed', 'The script stream ended early.');
  return done;
}

export type ScriptStream = {
  /** The text so far: streamed pieces, then the final script. */
  text: string;
  streaming: boolean;
  result: ScriptDone | null;
};

/** Runs one generation at a time; starting another cancels the one in flight. */
export function useScriptStream() {
  const [state, setState] = useState<ScriptStream>({ text: '', streaming: false, result: null });
  const controller = useRef<AbortController | null>(null);

  const generate = useCallback(async (input: GenerateScriptInput) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ text: '', streaming: true, result: null });
    try {
      const result = await streamScript(
        input,
        (piece) => setState((current) => ({ ...current, text: current.text + piece })),
        abort.signal,
      );
      if (controller.current === abort) setState({ text: result.script, streaming: false, result });
      return result;
    } catch (error) {
      if (controller.current === abort) setState((current) => ({ ...current, streaming: false }));
      throw error;
    }
  }, []);

  /** Shows a text that did not come from a generation (a loaded saved script). */
  const show = useCallback((result: ScriptDone) => {
    controller.current?.abort();
    controller.current = null;
    setState({ text: result.script, streaming: false, result });
  }, []);

  return { ...state, generate, show };
}

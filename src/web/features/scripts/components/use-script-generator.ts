import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SCRIPT_TYPE_INFO } from '@/shared/content/script-types';
import type { GenerateScriptInput, SavedScript, ScriptRequest } from '@/shared/schemas/scripts';
import { MISSING_SCRIPT_FIELDS } from '@/shared/schemas/script-messages';
import { ApiError } from '@/web/lib/api';
import { lazyZodResolver } from '@/web/lib/lazy-resolver';
import { scrollBehavior } from '@/web/lib/motion';
import { notify } from '@/web/lib/toast';
import { useScriptStream } from '../api/stream-script';
import {
  doneFromSaved,
  EMPTY_FORM,
  randomVariant,
  requestFromSaved,
} from '../utils/script-request';
import type { ScriptForm } from './script-form';
import type { ShownScript } from './script-output';

const resolver = lazyZodResolver(() =>
  import('@/shared/schemas/scripts').then((schemas) => schemas.generateScriptInput),
);

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The generator's state (docs/product.md, DM Script Generator): the form, the streamed script and
 * the request behind it, with Generate, Regenerate and Load and their toasts.
 */
export function useScriptGenerator() {
  const stream = useScriptStream();
  const form: ScriptForm = useForm<GenerateScriptInput, unknown, ScriptRequest>({
    resolver,
    defaultValues: EMPTY_FORM,
  });
  /** The request behind the text on screen: Regenerate and Save use it. */
  const [basis, setBasis] = useState<ScriptRequest | null>(null);
  const outputRef = useRef<HTMLDivElement>(null);

  const run = async (request: ScriptRequest) => {
    setBasis(request);
    // On a phone the output sits below the form: bring it into view as the text arrives.
    outputRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'nearest' });
    try {
      const result = await stream.generate(request);
      notify.success(
        'Script Generated!',
        `Your ${SCRIPT_TYPE_INFO[request.scriptType].label} is ready (${result.writerLabel}).`,
      );
    } catch (error) {
      if (isAbort(error)) return;
      notify.error(
        'Generation Failed',
        error instanceof ApiError && error.status === 429
          ? error.message
          : 'Failed to generate script. Please try again.',
      );
    }
  };

  const generate = form.handleSubmit(
    (values) => run({ ...values, variant: randomVariant() }),
    () => notify.error('Missing Information', MISSING_SCRIPT_FIELDS),
  );

  const regenerate = () => {
    if (!basis) return;
    void run({
      ...basis,
      variant: ((basis.variant ?? randomVariant()) + 1) % 1_000_000,
      previousScript: stream.text || undefined,
    });
  };

  const load = (script: SavedScript) => {
    const request = requestFromSaved(script);
    form.reset({ ...EMPTY_FORM, ...request });
    setBasis(request);
    stream.show(doneFromSaved(script, request.variant!));
    notify.success('Script Loaded', `The script for ${script.prospectName} is back in the editor.`);
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  };

  const shown: ShownScript | null =
    basis && (stream.streaming || stream.result)
      ? {
          text: stream.text,
          streaming: stream.streaming,
          scriptType: basis.scriptType,
          tone: basis.tone,
          writer: stream.result
            ? { kind: stream.result.writer, label: stream.result.writerLabel }
            : null,
        }
      : null;

  return { form, stream, basis, outputRef, shown, generate, regenerate, load };
}

import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  generateScriptInput,
  MISSING_SCRIPT_FIELDS,
  NO_SCRIPT_TO_SAVE,
  type GenerateScriptInput,
  type SavedScript,
  type ScriptRequest,
} from '@/shared/schemas/scripts';
import { SCRIPT_TYPE_INFO } from '@/shared/content/script-types';
import { PageHeader } from '@/web/components/page-header';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { ApiError } from '@/web/lib/api';
import { copyText } from '@/web/lib/clipboard';
import { useMe } from '@/web/lib/me';
import { notify } from '@/web/lib/toast';
import { useSaveScript } from '../api/save-script';
import { useScriptStream } from '../api/stream-script';
import { ScriptFormFields, type ScriptForm } from './script-form';
import { SavedScripts } from './saved-scripts';
import { ScriptOutput, type ShownScript } from './script-output';

const EMPTY_FORM: GenerateScriptInput = {
  scriptType: 'cold_dm',
  tone: 'professional',
  prospect: '',
  company: '',
  industry: '',
  painPoint: '',
  offer: '',
  recentActivity: '',
  previousInteraction: '',
  patternInterruptType: undefined,
};

const randomVariant = () => Math.floor(Math.random() * 1000);

function isAbort(error: unknown) {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function ScriptGeneratorPage() {
  const me = useMe();
  const stream = useScriptStream();
  const save = useSaveScript();
  const form: ScriptForm = useForm<GenerateScriptInput, unknown, ScriptRequest>({
    resolver: zodResolver(generateScriptInput),
    defaultValues: EMPTY_FORM,
  });
  /** The request behind the text on screen: Regenerate and Save use it. */
  const [basis, setBasis] = useState<ScriptRequest | null>(null);
  const outputRef = useRef<HTMLDivElement>(null);

  const run = async (request: ScriptRequest) => {
    setBasis(request);
    // On a phone the output sits below the form: bring it into view as the text arrives.
    outputRef.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
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

  const onGenerate = form.handleSubmit(
    (values) => run({ ...values, variant: randomVariant() }),
    () => notify.error('Missing Information', MISSING_SCRIPT_FIELDS),
  );

  const onRegenerate = () => {
    if (!basis) return;
    void run({
      ...basis,
      variant: ((basis.variant ?? randomVariant()) + 1) % 1_000_000,
      previousScript: stream.text || undefined,
    });
  };

  const onSave = () => {
    if (!basis || !stream.result || stream.streaming) {
      notify.error('No Script to Save', NO_SCRIPT_TO_SAVE);
      return;
    }
    if (!me.data) {
      notify.error('Authentication Required', 'Please log in to save scripts.');
      return;
    }
    save.mutate(
      {
        scriptType: basis.scriptType,
        tone: basis.tone,
        prospect: basis.prospect,
        company: basis.company,
        industry: basis.industry,
        painPoint: basis.painPoint,
        offer: basis.offer,
        customContext: basis.recentActivity || basis.customContext,
        generatedScript: stream.result.script,
        writer: stream.result.writer,
      },
      {
        onSuccess: () => notify.success('Script Saved!', 'You can find it under Saved Scripts.'),
        onError: (error) =>
          error instanceof ApiError && error.status === 401
            ? notify.error('Authentication Required', 'Please log in to save scripts.')
            : notify.error('Save Failed', 'Failed to save script. Please try again.'),
      },
    );
  };

  const onLoad = (script: SavedScript) => {
    const request: ScriptRequest = {
      previousInteraction: '',
      scriptType: script.scriptType,
      tone: script.tone,
      prospect: script.prospectName,
      company: script.companyName,
      industry: script.industry,
      painPoint: script.painPoint,
      offer: script.offer,
      recentActivity: script.customContext,
      customContext: '',
      variant: randomVariant(),
    };
    form.reset({ ...EMPTY_FORM, ...request });
    setBasis(request);
    stream.show({
      type: 'done',
      script: script.generatedScript,
      writer: script.writer,
      writerLabel: script.writer === 'llm' ? 'an AI model' : 'Built-in writer',
      variant: request.variant!,
    });
    notify.success('Script Loaded', `The script for ${script.prospectName} is back in the editor.`);
    window.scrollTo({ top: 0, behavior: 'smooth' });
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

  return (
    <>
      <PageHeader
        title="DM Script Generator"
        description="Personalised scripts for every type, tone and prospect."
      />
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <Card>
          <CardHeader>
            <CardTitle>Script Details</CardTitle>
            <CardDescription>
              The more you tell it about the prospect, the more personal the script.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ScriptFormFields form={form} busy={stream.streaming} onSubmit={onGenerate} />
          </CardContent>
        </Card>
        <ScriptOutput
          ref={outputRef}
          shown={shown}
          defaultWriter={me.data?.features.writer}
          onRegenerate={onRegenerate}
          onCopy={() => copyText(stream.text, 'Script')}
          onSave={onSave}
          saving={save.isPending}
        />
      </div>
      <div className="mt-6">
        <SavedScripts onLoad={onLoad} />
      </div>
    </>
  );
}

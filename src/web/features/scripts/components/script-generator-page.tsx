import { PageHeader } from '@/web/components/page-header';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { copyText } from '@/web/lib/clipboard';
import { useMe } from '@/web/lib/me';
import { SavedScripts } from './saved-scripts';
import { ScriptFormFields } from './script-form';
import { ScriptOutput } from './script-output';
import { useSaveGenerated } from './use-save-generated';
import { useScriptGenerator } from './use-script-generator';
import { pageHeadings } from '@/web/lib/page-headings';
import { paths } from '@/shared/paths';

/** The DM Script Generator: the form, the script it writes, and the saved scripts. */
export function ScriptGeneratorPage() {
  const me = useMe();
  const generator = useScriptGenerator();
  const { stream } = generator;
  const save = useSaveGenerated(generator.basis, stream);

  return (
    <>
      <PageHeader {...pageHeadings[paths.scriptGenerator]} />
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <Card>
          <CardHeader>
            <CardTitle>Script Details</CardTitle>
            <CardDescription>
              The more you tell it about the prospect, the more personal the script.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ScriptFormFields
              form={generator.form}
              busy={stream.streaming}
              onSubmit={generator.generate}
            />
          </CardContent>
        </Card>
        <ScriptOutput
          ref={generator.outputRef}
          shown={generator.shown}
          defaultWriter={me.data?.features.writer}
          onRegenerate={generator.regenerate}
          onCopy={() => copyText(stream.text, 'Script')}
          onSave={save.onSave}
          saving={save.saving}
        />
      </div>
      <div className="mt-6">
        <SavedScripts onLoad={generator.load} />
      </div>
    </>
  );
}

import type {
  GenerateScriptInput,
  SavedScript,
  SaveScriptInput,
  ScriptRequest,
} from '@/shared/schemas/scripts';
import type { ScriptDone } from '../api/stream-script';

export const EMPTY_FORM: GenerateScriptInput = {
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

export const randomVariant = () => Math.floor(Math.random() * 1000);

/** The request a saved script came from, to put it back in the editor. */
export const requestFromSaved = (script: SavedScript): ScriptRequest => ({
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
});

/** A saved script as the finished stream that would have written it. */
export const doneFromSaved = (script: SavedScript, variant: number): ScriptDone => ({
  type: 'done',
  script: script.generatedScript,
  writer: script.writer,
  writerLabel: script.writer === 'llm' ? 'an AI model' : 'Built-in writer',
  variant,
});

/** What Save Script stores: the request on screen and the text it produced. */
export const saveInput = (basis: ScriptRequest, result: ScriptDone): SaveScriptInput => ({
  scriptType: basis.scriptType,
  tone: basis.tone,
  prospect: basis.prospect,
  company: basis.company,
  industry: basis.industry,
  painPoint: basis.painPoint,
  offer: basis.offer,
  customContext: basis.recentActivity || basis.customContext,
  generatedScript: result.script,
  writer: result.writer,
});

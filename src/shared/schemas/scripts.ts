import { z } from 'zod';
import {
  PATTERN_INTERRUPT_TYPES,
  SCRIPT_TONES,
  SCRIPT_TYPES,
  scriptLimit,
  type ScriptTone,
  type ScriptType,
} from '../content/script-types';
import type { ScriptId } from './ids';
import { FIELD_MAX, MISSING_SCRIPT_FIELDS, NO_SCRIPT_TO_SAVE } from './script-messages';

const optionalText = (max: number) =>
  z.string().trim().max(max, `Keep this under ${max} characters`).default('');

/**
 * The generator's input (docs/product.md, DM Script Generator). Prospect and company are required.
 */
export const generateScriptInput = z
  .strictObject({
    scriptType: z.enum(SCRIPT_TYPES),
    tone: z.enum(SCRIPT_TONES).default('professional'),
    prospect: optionalText(FIELD_MAX.prospect),
    company: optionalText(FIELD_MAX.company),
    industry: optionalText(FIELD_MAX.industry),
    painPoint: optionalText(FIELD_MAX.painPoint),
    offer: optionalText(FIELD_MAX.offer),
    recentActivity: optionalText(FIELD_MAX.recentActivity),
    customContext: optionalText(FIELD_MAX.customContext),
    previousInteraction: optionalText(FIELD_MAX.previousInteraction),
    patternInterruptType: z.enum(PATTERN_INTERRUPT_TYPES).optional(),
    /** Which wording to use; Regenerate sends the next one so the text changes. */
    variant: z.number().int().min(0).max(1_000_000).optional(),
    /** The text being regenerated, so an LLM can be asked for something different. */
    previousScript: z.string().max(2000).optional(),
  })
  .superRefine((input, ctx) => {
    const missing = (['prospect', 'company'] as const).filter((key) => input[key] === '');
    if (missing.length === 0) return;
    // The first issue has no path, so the API's message is exactly the toast's text.
    ctx.addIssue({ code: 'custom', message: MISSING_SCRIPT_FIELDS, path: [] });
    for (const key of missing) ctx.addIssue({ code: 'custom', message: 'Required', path: [key] });
  });
export type GenerateScriptInput = z.input<typeof generateScriptInput>;
export type ScriptRequest = z.output<typeof generateScriptInput>;

export const saveScriptInput = z
  .strictObject({
    scriptType: z.enum(SCRIPT_TYPES),
    tone: z.enum(SCRIPT_TONES),
    prospect: z.string().trim().min(1, MISSING_SCRIPT_FIELDS).max(FIELD_MAX.prospect),
    company: z.string().trim().min(1, MISSING_SCRIPT_FIELDS).max(FIELD_MAX.company),
    industry: optionalText(FIELD_MAX.industry),
    painPoint: optionalText(FIELD_MAX.painPoint),
    offer: optionalText(FIELD_MAX.offer),
    customContext: optionalText(FIELD_MAX.customContext),
    generatedScript: z.string().trim().min(1, NO_SCRIPT_TO_SAVE).max(1000),
    writer: z.enum(['builtin', 'llm']).default('builtin'),
  })
  .superRefine((input, ctx) => {
    const { max } = scriptLimit(input.scriptType);
    if (input.generatedScript.length > max) {
      ctx.addIssue({
        code: 'custom',
        message: `A ${input.scriptType} script is at most ${max} characters.`,
        path: ['generatedScript'],
      });
    }
  });
export type SaveScriptInput = z.input<typeof saveScriptInput>;

export type WriterKind = 'builtin' | 'llm';

export type SavedScript = {
  id: ScriptId;
  scriptType: ScriptType;
  tone: ScriptTone;
  prospectName: string;
  companyName: string;
  industry: string;
  painPoint: string;
  offer: string;
  customContext: string;
  generatedScript: string;
  writer: WriterKind;
  createdAt: string;
};

/**
 * POST /api/scripts/generate answers newline-delimited JSON: text as it arrives, then the final
 * script (which may be shorter than the streamed text when a long reply was trimmed to the
 * limit), or an error once the stream has started.
 */
export type ScriptStreamEvent =
  | { type: 'delta'; text: string }
  | {
      type: 'done';
      script: string;
      writer: WriterKind;
      writerLabel: string;
      variant: number;
    }
  | { type: 'error'; code: string; message: string };

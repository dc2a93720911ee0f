import { scriptLimit, TYPES_WITH_PREVIOUS_INTERACTION } from '../../shared/content/script-types';
import type { ScriptRequest } from '../../shared/schemas/scripts';
import { compose } from './builtin/compose';
import type { Ctx } from './builtin/kit';
import { detectCategory, OBJECTION_RESPONSES } from './builtin/objection-responses';
import {
  activityPhrase,
  collapse,
  greetingName,
  offerClause,
  painPhrase,
  previousPhrase,
  tidy,
} from './builtin/phrases';
import { PATTERN_INTERRUPT_WORDINGS, WORDINGS } from './builtin/script-wordings';
import type { ObjectionRequest, Writer } from './writer';

/** A name or company as typed, with whitespace collapsed and stray trailing punctuation gone. */
export const asTyped = (raw: string) =>
  collapse(raw)
    .replace(/[\s,;:]+$/, '')
    .replace(/([.!?])[.!?]+$/, '$1');

function contextOf(input: ScriptRequest): Ctx {
  const usesPrevious = TYPES_WITH_PREVIOUS_INTERACTION.includes(input.scriptType);
  return {
    tone: input.tone,
    name: greetingName(input.prospect) || asTyped(input.prospect),
    company: asTyped(input.company),
    industry: tidy(input.industry),
    pain: painPhrase(input.painPoint),
    offer: offerClause(input.offer),
    activity: activityPhrase(input.recentActivity || input.customContext),
    previous: usesPrevious ? previousPhrase(input.previousInteraction) : null,
    interrupt: input.scriptType === 'pattern_interrupt' ? input.patternInterruptType : undefined,
  };
}

/** A company typed with its own full stop ("Acme Inc.") must not gain a second one. */
function polish(text: string, company: string): string {
  return /[.!?]$/.test(company) ? text.split(`${company}.`).join(company) : text;
}

/** The wordings a request chooses from (a pattern-interrupt style narrows them). */
function wordingsFor(input: ScriptRequest) {
  if (input.scriptType === 'pattern_interrupt' && input.patternInterruptType) {
    return PATTERN_INTERRUPT_WORDINGS[input.patternInterruptType];
  }
  return WORDINGS[input.scriptType];
}

export function wordingCount(input: ScriptRequest): number {
  return wordingsFor(input).length;
}

/**
 * The built-in script: deterministic for a given input and variant, always within its type's limit.
 */
export function writeBuiltinScript(input: ScriptRequest): string {
  const wordings = wordingsFor(input);
  const wording = wordings[(input.variant ?? 0) % wordings.length];
  const context = contextOf(input);
  const text = compose(wording(context), scriptLimit(input.scriptType).max, [context.company]);
  return polish(text, context.company);
}

export function writeBuiltinObjectionResponse(input: ObjectionRequest): string {
  const category =
    input.category && input.category !== 'Custom'
      ? input.category
      : detectCategory(input.objection);
  const { texts } = OBJECTION_RESPONSES[category];
  return texts[(input.variant ?? 0) % texts.length];
}

export function createBuiltinWriter(): Writer {
  return {
    kind: 'builtin',
    label: 'Built-in writer',
    async *streamScript(input) {
      yield { type: 'final', text: writeBuiltinScript(input) };
    },
    async objectionResponse(input) {
      return writeBuiltinObjectionResponse(input);
    },
  };
}

import type { ObjectionCategory } from '../../shared/content/objections';
import {
  PATTERN_INTERRUPT_INFO,
  SCRIPT_TONE_INFO,
  SCRIPT_TYPE_INFO,
  scriptLimit,
  TYPES_WITH_PREVIOUS_INTERACTION,
} from '../../shared/content/script-types';
import type { ScriptRequest } from '../../shared/schemas/scripts';

export const SCRIPT_SYSTEM_PROMPT = [
  'You write direct messages for cold outreach on LinkedIn, Instagram, Facebook and X.',
  'Write like a skilled human closer: specific, warm, concise and natural, never hypey or salesy.',
  'Use only the facts you are given. Never invent results, numbers, mutual connections, events or compliments about things you were not told.',
  'If a detail is not given, write naturally without it; never mention that information is missing.',
  'No placeholders or brackets to fill in, no subject line, no hashtags, no signature with a name.',
  'Output only the message text, nothing before or after it.',
].join('\n');

function lines(entries: Array<[string, string | undefined]>): string {
  return entries
    .filter(([, value]) => value && value.trim())
    .map(([label, value]) => `${label}: ${value!.trim()}`)
    .join('\n');
}

/**
 * Every input, the type's purpose, the tone and the hard length limit
 * (docs/decisions/0111-writers.md, docs/decisions/0112-script-limits.md).
 */
export function scriptPrompt(input: ScriptRequest, maxOverride?: number): string {
  const type = SCRIPT_TYPE_INFO[input.scriptType];
  const tone = SCRIPT_TONE_INFO[input.tone];
  const { max, platform } = scriptLimit(input.scriptType);
  const limit = maxOverride ?? max;
  const usesPrevious = TYPES_WITH_PREVIOUS_INTERACTION.includes(input.scriptType);
  const interrupt =
    input.scriptType === 'pattern_interrupt' && input.patternInterruptType
      ? PATTERN_INTERRUPT_INFO[input.patternInterruptType]
      : undefined;
  const parts = [
    `Write a ${type.label} message (${input.scriptType}).`,
    `Purpose: ${type.purpose}`,
    `Tone: ${tone.label}, ${tone.guide}.`,
    `Length: at most ${limit} characters in total, including spaces and line breaks. This is a hard limit (${platform}); ${
      input.scriptType === 'connection_request'
        ? 'one or two short sentences.'
        : 'aim for 350 to 700 characters in short paragraphs.'
    }`,
    'Greet the prospect by first name and mention the company by name.',
    '',
    lines([
      ['Prospect name', input.prospect],
      ['Company', input.company],
      ['Industry', input.industry],
      ['Pain point', input.painPoint],
      ["Sender's offer or solution", input.offer],
      ['Recent activity of the prospect', input.recentActivity],
      ['Extra context', input.customContext],
      ['Previous interaction', usesPrevious ? input.previousInteraction : undefined],
      ['Pattern-interrupt style', interrupt ? `${interrupt.label}: ${interrupt.hint}` : undefined],
    ]),
  ];
  if (input.previousScript?.trim()) {
    parts.push(
      '',
      'Write a clearly different version from this earlier draft (a different opening, structure and wording):',
      `"""${input.previousScript.trim()}"""`,
    );
  }
  return parts.join('\n');
}

/** Asks for a shorter rewrite of a draft that went over the limit. */
export function shortenPrompt(draft: string, max: number): string {
  return [
    `This message is ${draft.length} characters long; the hard limit is ${max} characters.`,
    `Rewrite it in at most ${Math.floor(max * 0.9)} characters, keeping the greeting, the company name, the tone and the ask.`,
    'Output only the rewritten message.',
    '',
    `"""${draft}"""`,
  ].join('\n');
}

export const OBJECTION_SYSTEM_PROMPT = [
  'You help people who sell by direct message answer objections from prospects.',
  'Write the reply the seller sends back: acknowledge the concern genuinely, reframe it with clear logic, and end with a question or an easy next step.',
  'Be human and confident, never pushy or manipulative. Use no placeholders or brackets and invent no facts, numbers or testimonials.',
  'Output only the reply text.',
].join('\n');

export function objectionPrompt(objection: string, category?: ObjectionCategory): string {
  return lines([
    ['Objection from the prospect', objection],
    ['Category', category && category !== 'Custom' ? category : undefined],
    ['Length', '2 to 4 sentences, at most 600 characters'],
  ]);
}

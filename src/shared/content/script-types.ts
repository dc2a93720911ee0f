/** The 11 script types and 5 tones, with what each is for (the writers and the form use these). */

export const SCRIPT_TYPES = [
  'cold_dm',
  'trojan_horse',
  'follow_up',
  'pattern_interrupt',
  'connection_request',
  'value_add',
  'meeting_request',
  'referral_request',
  'hot_dm_response',
  'warm_dm',
  'qualifying_questions',
] as const;
export type ScriptType = (typeof SCRIPT_TYPES)[number];

export const SCRIPT_TONES = [
  'professional',
  'casual',
  'direct',
  'consultative',
  'humorous',
] as const;
export type ScriptTone = (typeof SCRIPT_TONES)[number];

/** The three pattern-interrupt styles the form offers when the type is pattern_interrupt. */
export const PATTERN_INTERRUPT_TYPES = ['breakup', 'curveball', 'honest'] as const;
export type PatternInterruptType = (typeof PATTERN_INTERRUPT_TYPES)[number];

export const SCRIPT_TYPE_INFO: Record<ScriptType, { label: string; purpose: string }> = {
  cold_dm: {
    label: 'Cold DM',
    purpose:
      'A first message to someone who does not know the sender: open with something specific to them, make the relevance clear in a line, and end with a low-pressure question.',
  },
  trojan_horse: {
    label: 'Trojan Horse',
    purpose:
      'A first message that leads with curiosity or help instead of a pitch (asking for their take, offering something useful), so the prospect replies before any offer is made.',
  },
  follow_up: {
    label: 'Follow-Up',
    purpose:
      'A follow-up after an earlier message or conversation that got no answer: refer to it briefly, add one new reason to reply, and keep it guilt-free.',
  },
  pattern_interrupt: {
    label: 'Pattern Interrupt',
    purpose:
      'A short, unexpected message to a prospect who has gone quiet, breaking the usual follow-up pattern so that replying feels easy.',
  },
  connection_request: {
    label: 'Connection Request',
    purpose:
      'A LinkedIn connection note: one or two warm, specific sentences with no pitch, giving a reason to connect.',
  },
  value_add: {
    label: 'Value Add',
    purpose:
      'A message that gives something useful (an insight, an idea, a resource) with no ask attached, to build goodwill.',
  },
  meeting_request: {
    label: 'Meeting Request',
    purpose:
      'A message that asks for a short call, says what the prospect gets from it, and makes saying yes easy.',
  },
  referral_request: {
    label: 'Referral Request',
    purpose:
      'A message asking the prospect to point the sender to the right person, or to someone they know who fits.',
  },
  hot_dm_response: {
    label: 'Hot DM Response',
    purpose:
      'A reply to a prospect who has shown interest: thank them, answer warmly, and move them to a booked call.',
  },
  warm_dm: {
    label: 'Warm DM',
    purpose:
      'A message to someone with a prior touchpoint (they engaged with content, a mutual connection, an event): build on that warmth, then open a conversation.',
  },
  qualifying_questions: {
    label: 'Qualifying Questions',
    purpose:
      'A message with two or three short questions that tell whether the prospect is a fit (current approach, goal, timing), easy to answer in a line each.',
  },
};

export const SCRIPT_TONE_INFO: Record<ScriptTone, { label: string; guide: string }> = {
  professional: { label: 'Professional', guide: 'polished, courteous and businesslike' },
  casual: { label: 'Casual', guide: 'friendly and relaxed, like a message to a peer' },
  direct: { label: 'Direct', guide: 'short and to the point, no pleasantries or filler' },
  consultative: {
    label: 'Consultative',
    guide: 'curious and advisory, asking thoughtful questions about their situation',
  },
  humorous: {
    label: 'Humorous',
    guide: 'light and witty with one gentle joke, never sarcastic or at their expense',
  },
};

export const PATTERN_INTERRUPT_INFO: Record<PatternInterruptType, { label: string; hint: string }> =
  {
    breakup: { label: 'Polite breakup', hint: 'offer to close the loop so replying is easy' },
    curveball: { label: 'Curveball question', hint: 'an unexpected, easy-to-answer question' },
    honest: { label: 'Honest admission', hint: 'candidly name the awkwardness of following up' },
  };

/** Types that build on an earlier exchange and show the Previous Interaction field. */
export const TYPES_WITH_PREVIOUS_INTERACTION: readonly ScriptType[] = [
  'follow_up',
  'pattern_interrupt',
];

/**
 * A connection_request note fits LinkedIn's free limit (200); every other script fits
 * Instagram's DM limit (1,000). The output panel counts against this.
 * See docs/decisions/0112-script-limits.md.
 */
export function scriptLimit(type: ScriptType): { max: number; platform: string } {
  return type === 'connection_request'
    ? { max: 200, platform: 'LinkedIn connection note' }
    : { max: 1000, platform: 'Instagram DM' };
}

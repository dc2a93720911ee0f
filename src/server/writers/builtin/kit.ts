import type { PatternInterruptType, ScriptTone } from '../../../shared/content/script-types';
import type { Maybe, Section } from './compose';
import { capitalise, type Phrase } from './phrases';

/** What a wording needs, already cleaned up for use inside sentences. */
export type Ctx = {
  tone: ScriptTone;
  name: string;
  company: string;
  industry: string;
  pain: Phrase | null;
  /** "we help coaches sign clients", or '' */
  offer: string;
  activity: Phrase | null;
  previous: Phrase | null;
  interrupt: PatternInterruptType | undefined;
};

export type ByTone = Record<ScriptTone, string>;

export const pick = (c: Ctx, texts: ByTone) => texts[c.tone];

/** A piece that always stays, in the current paragraph or (para) a new one. */
export const line = (text: string): Section => ({ text });
export const para = (text: string, short?: Section['short']): Section => ({
  text,
  para: true,
  short,
});
/** A piece that goes first when the script is over its limit (higher drop, sooner). */
export const opt = (text: Maybe<string>, drop: number, newPara = false): Maybe<Section> =>
  text ? { text, drop, para: newPara } : null;

const GREETINGS: Record<ScriptTone, Array<(name: string) => string>> = {
  professional: [(n) => `Hi ${n},`, (n) => `Hello ${n},`, (n) => `Hi ${n},`],
  casual: [(n) => `Hey ${n}!`, (n) => `Hey ${n},`, (n) => `Hi ${n}!`],
  direct: [(n) => `${n},`, (n) => `Hi ${n},`, (n) => `${n},`],
  consultative: [(n) => `Hi ${n},`, (n) => `Hello ${n},`, (n) => `Hi ${n},`],
  humorous: [(n) => `Hey ${n} 👋`, (n) => `Hey ${n}!`, (n) => `Hi ${n} 👋`],
};

export const hi = (c: Ctx, index: number): Section => ({
  text: GREETINGS[c.tone][index % 3](c.name),
});

type CtaKind = 'chat' | 'call' | 'connect';

const CTAS: Record<CtaKind, Record<ScriptTone, string[]>> = {
  chat: {
    professional: [
      'Would you be open to a brief conversation about it?',
      'Would it be worth a short call to find out?',
      'Is this something you would be open to exploring?',
    ],
    casual: [
      'Worth a quick chat?',
      'Fancy a quick chat about it?',
      'Open to swapping a few messages about it?',
    ],
    direct: [
      'Open to a 15-minute call this week?',
      'Worth 15 minutes to find out?',
      'Yes or no: worth a quick call?',
    ],
    consultative: [
      "Would it be useful to compare notes on how you're handling it today?",
      'Would you be open to a short conversation to see where the gaps are?',
      "I'm happy to share what I'm seeing work elsewhere. Would that be useful?",
    ],
    humorous: [
      "Worth a quick chat? I'll keep it shorter than a software update.",
      'Fancy a quick chat? The coffee is on me, even if it is virtual.',
      'Open to a quick call? Worst case, you get a good story about a persistent stranger.',
    ],
  },
  call: {
    professional: [
      'Would you have 15 minutes for a call next week?',
      'Could we find 20 minutes this week or next?',
      'Would a short call on Tuesday or Thursday suit you?',
    ],
    casual: [
      'Got 15 minutes for a call sometime next week?',
      'Up for a quick call this week?',
      'How does a quick call later this week sound?',
    ],
    direct: [
      'Can we do 15 minutes on Tuesday or Thursday?',
      'Do you have 15 minutes this week?',
      "Send me a time for 15 minutes this week and I'll send an invite.",
    ],
    consultative: [
      'Would a 20-minute call be useful to map out what this could look like for you?',
      'Shall we set up a short call to see whether it makes sense?',
      'Would it help to walk through it together on a quick call?',
    ],
    humorous: [
      "Could I borrow 15 minutes of your week? I'll give them back in better shape.",
      "15 minutes next week? I'll bring the ideas, you bring the coffee.",
      'Any chance of 15 minutes next week? Shorter than most meetings that should have been an email.',
    ],
  },
  connect: {
    professional: [
      'Would be glad to connect.',
      'I would welcome the chance to connect.',
      'Happy to connect if you are open to it.',
    ],
    casual: ['Would love to connect!', "Let's connect!", 'Keen to connect!'],
    direct: ["Let's connect.", 'Open to connecting?', "Let's connect."],
    consultative: [
      'Would value connecting.',
      'Would be glad to connect and compare notes.',
      'Keen to connect and learn from you.',
    ],
    humorous: ["Let's connect, pitch-free.", 'Connecting, zero pitch attached.', "Let's connect!"],
  },
};

export const ask = (c: Ctx, kind: CtaKind, index: number, newPara = true): Section => ({
  text: CTAS[kind][c.tone][index % 3],
  para: newPara,
});

/** "people in SaaS" or "business owners". */
export const peers = (c: Ctx) => (c.industry ? `people in ${c.industry}` : 'business owners');
/** "SaaS businesses" or "businesses". */
export const firms = (c: Ctx) => (c.industry ? `${c.industry} businesses` : 'businesses');

/** What we noticed about them (the recent activity), in one of three sentence shapes. */
export function hook(c: Ctx, style: number, drop: number, newPara = true): Maybe<Section> {
  const a = c.activity;
  if (!a) return null;
  if (a.kind === 'sentence') return opt(a.text, drop, newPara);
  const texts =
    a.kind === 'clause'
      ? [
          `Saw that ${a.text}.`,
          `Noticed ${a.text}, which caught my eye.`,
          `Just saw that ${a.text}.`,
        ]
      : [
          `I came across ${a.text}.`,
          `${capitalise(a.text)} caught my eye.`,
          `Just came across ${a.text}.`,
        ];
  return opt(texts[style % 3], drop, newPara);
}

/** The pain point, said as something we hear about (noun) or an "if" (clause). */
export function painLine(c: Ctx, style: number, drop: number, newPara = false): Maybe<Section> {
  const p = c.pain;
  if (!p) return null;
  const texts =
    p.kind === 'noun'
      ? [
          `When it comes to ${p.text}, most ${peers(c)} I speak with are stuck doing more of what stopped working.`,
          `I hear about ${p.text} in almost every conversation I have with ${peers(c)}.`,
          `The ${peers(c)} I work with usually come to me because of ${p.text}.`,
        ]
      : [
          `If ${p.text}, you're not alone; most ${peers(c)} I speak with are in the same spot.`,
          `If ${p.text}, that's exactly the problem I work on.`,
          `If ${p.text}, there's a simpler fix than most people expect.`,
        ];
  return opt(texts[style % 3], drop, newPara);
}

/** The offer, introduced in one of three ways. */
export function offerLine(c: Ctx, style: number, drop: number, newPara = false): Maybe<Section> {
  if (!c.offer) return null;
  const texts = [
    `For context, ${c.offer}.`,
    `Quick background: ${c.offer}.`,
    `Some context: ${c.offer}.`,
  ];
  return opt(texts[style % 3], drop, newPara);
}

const PREVIOUS = {
  clause: (t: string) => [
    `Last time, ${t}.`,
    `Picking up from before: ${t}.`,
    `Quick reminder: ${t}.`,
  ],
  noun: (t: string) => [
    `Following up on ${t}.`,
    `Circling back to ${t}.`,
    `Just bringing ${t} back to the top of your inbox.`,
  ],
  none: [
    'Following up on my last message.',
    'Circling back on my earlier note.',
    'Bumping my last message back to the top of your inbox.',
  ],
};

/** The earlier exchange; without one, a plain reference to "my last message". */
export function previousSentence(c: Ctx, style: number): string {
  const p = c.previous;
  if (!p) return PREVIOUS.none[style % 3];
  const texts = p.kind === 'noun' ? PREVIOUS.noun(p.text) : PREVIOUS.clause(p.text);
  return texts[style % 3];
}

/** The earlier exchange as an optional piece (pattern interrupts mention it only if given). */
export function previousLine(c: Ctx, style: number, drop: number): Maybe<Section> {
  return c.previous ? opt(previousSentence(c, style), drop, true) : null;
}

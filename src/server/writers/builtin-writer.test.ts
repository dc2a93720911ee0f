import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCRIPT_TONES, SCRIPT_TYPES, scriptLimit } from '@/shared/content/script-types';
import { generateScriptInput, type ScriptRequest } from '@/shared/schemas/scripts';
import { FIELD_MAX } from '@/shared/schemas/script-messages';
import { greetingName } from './builtin/phrases';
import {
  asTyped,
  writeBuiltinObjectionResponse,
  writeBuiltinScript,
  wordingCount,
} from './builtin-writer';
import { OBJECTION_CATEGORIES } from '@/shared/content/objections';

/** What a generated script must never contain (docs/decisions/0112-script-limits.md). */
const FORBIDDEN = [
  /undefined/i,
  /\bnull\b/i,
  /NaN/,
  /\[object/i,
  /[{}[\]]/,
  /\(\s*\)/,
  / {2}/,
  /\n{3,}/,
  /\bnot (provided|given|specified)\b/i,
  /\bn\/a\b/i,
  /\bunknown\b/i,
  /\bmissing\b/i,
  / [,.!?;:](?!\S*\))/,
];

/** Inputs are what members type; they simply never contain the fragments we look for. */
const clean = (text: string) =>
  !/undefined|null|nan|object|[{}[\]<>]|\(|\)|provided|given|specified|n\/a|unknown|missing/i.test(
    text,
  ) && !/\s[,.!?;:]/.test(text);

const REALISTIC = {
  prospect: ['Jane Doe', 'José García', 'Dr. Anne Müller', "Liam O'Brien", '李小龙', 'Ola'],
  company: ['Acme Growth', 'Nordlicht GmbH', 'Acme Inc.', 'Yahoo!', 'Café Noir', 'X'],
  industry: ['SaaS', 'real estate', 'Fitness coaching', 'e-commerce'],
  painPoint: [
    'low reply rates on cold outreach',
    'Not enough qualified leads',
    'they can’t keep their calendar full',
    'getting consistent referrals',
  ],
  offer: [
    'help B2B founders book 15 demos a month',
    'We run done-for-you LinkedIn outreach',
    'a 90-day client acquisition program',
    'appointment setting for coaches',
  ],
  recentActivity: [
    'posted about hiring their first SDR',
    'your podcast episode on pricing',
    'just launched a new course',
    'Saw your talk at SaaStr',
    'hiring two closers',
  ],
  previousInteraction: [
    'sent a DM last week about their SDR hiring',
    'our call last Tuesday',
    'we spoke at the Growth Summit',
    'they said to reach out next quarter',
  ],
};

function textArb(max: number, realistic: string[], minLength = 0) {
  const random = fc.oneof(
    fc.string({ unit: 'grapheme', minLength, maxLength: max }),
    fc.string({ unit: 'binary', minLength, maxLength: max }),
    fc.string({
      unit: fc.constantFrom('a', 'b', 'Z', ' ', '\n', '\t', '.', "'", 'é', '—'),
      minLength,
      maxLength: max,
    }),
    fc.string({ unit: 'grapheme-ascii', minLength: max - 5, maxLength: max }),
  );
  return fc
    .oneof(fc.constantFrom(...realistic), random)
    .filter((value) => value.trim().length <= max && clean(value) && !/^\s*[,.!?;:]/.test(value));
}

const optional = (max: number, realistic: string[]) =>
  fc.oneof(fc.constant(''), fc.constant('   '), textArb(max, realistic));

const inputArb = fc
  .record({
    prospect: textArb(FIELD_MAX.prospect, REALISTIC.prospect, 1),
    company: textArb(FIELD_MAX.company, REALISTIC.company, 1),
    industry: optional(FIELD_MAX.industry, REALISTIC.industry),
    painPoint: optional(FIELD_MAX.painPoint, REALISTIC.painPoint),
    offer: optional(FIELD_MAX.offer, REALISTIC.offer),
    recentActivity: optional(FIELD_MAX.recentActivity, REALISTIC.recentActivity),
    customContext: optional(FIELD_MAX.customContext, REALISTIC.recentActivity),
    previousInteraction: optional(FIELD_MAX.previousInteraction, REALISTIC.previousInteraction),
    patternInterruptType: fc.option(fc.constantFrom('breakup', 'curveball', 'honest'), {
      nil: undefined,
    }),
    variant: fc.nat({ max: 1000 }),
  })
  .filter(
    (fields) => /[\p{L}\p{N}]/u.test(fields.prospect) && /[\p{L}\p{N}]/u.test(fields.company),
  );

function request(fields: Record<string, unknown>, scriptType: string, tone: string): ScriptRequest {
  return generateScriptInput.parse({ ...fields, scriptType, tone });
}

describe('built-in writer', () => {
  for (const scriptType of SCRIPT_TYPES) {
    for (const tone of SCRIPT_TONES) {
      it(`${scriptType} × ${tone}: within the limit, personal, clean, and Regenerate differs`, () => {
        const { max } = scriptLimit(scriptType);
        fc.assert(
          fc.property(inputArb, (fields) => {
            const input = request(fields, scriptType, tone);
            const script = writeBuiltinScript(input);
            expect(script.length).toBeGreaterThan(20);
            expect(script.length).toBeLessThanOrEqual(max);
            expect(script).toContain(greetingName(input.prospect) || asTyped(input.prospect));
            expect(script).toContain(asTyped(input.company));
            expect(script).toBe(script.trim());
            for (const pattern of FORBIDDEN) expect(script).not.toMatch(pattern);
            const next = writeBuiltinScript({ ...input, variant: input.variant! + 1 });
            expect(next).not.toBe(script);
            expect(writeBuiltinScript(input)).toBe(script);
          }),
          { numRuns: 60 },
        );
      });
    }
  }

  it('offers several distinct wordings per type, in every tone', () => {
    for (const scriptType of SCRIPT_TYPES) {
      for (const tone of SCRIPT_TONES) {
        const input = request({ prospect: 'Jane Doe', company: 'Acme' }, scriptType, tone);
        const count = wordingCount(input);
        expect(count).toBeGreaterThanOrEqual(3);
        const texts = new Set(
          Array.from({ length: count }, (_, variant) => writeBuiltinScript({ ...input, variant })),
        );
        expect(texts.size).toBe(count);
      }
    }
  });

  it('sounds different in each tone', () => {
    for (const scriptType of SCRIPT_TYPES) {
      const texts = new Set(
        SCRIPT_TONES.map((tone) =>
          writeBuiltinScript(request({ prospect: 'Jane', company: 'Acme' }, scriptType, tone)),
        ),
      );
      expect(texts.size).toBe(SCRIPT_TONES.length);
    }
  });

  it('weaves the inputs into natural sentences', () => {
    const script = writeBuiltinScript(
      request(
        {
          prospect: 'Jane Doe',
          company: 'Acme Growth',
          industry: 'SaaS',
          painPoint: 'Low reply rates',
          offer: 'help B2B founders book 15 demos a month',
          recentActivity: 'posted about hiring their first SDR',
          variant: 0,
        },
        'cold_dm',
        'professional',
      ),
    );
    expect(script).toMatch(/^Hi Jane,/);
    expect(script).toContain('Saw that you posted about hiring your first SDR.');
    expect(script).toContain('low reply rates');
    expect(script).toContain('we help B2B founders book 15 demos a month');
  });

  it('uses the previous interaction only where the type builds on one', () => {
    const fields = {
      prospect: 'Jane',
      company: 'Acme',
      previousInteraction: 'our call last Tuesday',
    };
    expect(writeBuiltinScript(request(fields, 'follow_up', 'casual'))).toContain(
      'our call last Tuesday',
    );
    expect(writeBuiltinScript(request(fields, 'cold_dm', 'casual'))).not.toContain('Tuesday');
  });

  it('answers objections in every category, differently on a second try', () => {
    for (const category of OBJECTION_CATEGORIES) {
      const first = writeBuiltinObjectionResponse({ objection: 'Hmm', category, variant: 0 });
      const second = writeBuiltinObjectionResponse({ objection: 'Hmm', category, variant: 1 });
      expect(first.length).toBeGreaterThan(80);
      expect(first).not.toBe(second);
    }
    expect(writeBuiltinObjectionResponse({ objection: 'It costs too much' })).toMatch(
      /price|worth/i,
    );
    expect(writeBuiltinObjectionResponse({ objection: 'I need to ask my partner' })).toMatch(
      /together|involved/,
    );
  });
});

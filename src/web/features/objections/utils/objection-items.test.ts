import { describe, expect, it } from 'vitest';
import { BUILT_IN_OBJECTIONS, OBJECTION_CATEGORIES } from '@/shared/content/objections';
import { filterObjections, objectionItems } from './objection-items';
import type { ObjectionId } from '@/shared/schemas/ids';

const custom = {
  id: '5f0c8a52-4a5e-4d8b-9a57-3c1f2b7d9e10' as ObjectionId,
  category: 'Custom' as const,
  objection: 'We only hire local agencies',
  response: 'Makes sense. What does local give you that remote would not?',
  tone: 'professional',
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('objection list', () => {
  it('has one built-in objection per category but Custom', () => {
    expect(BUILT_IN_OBJECTIONS).toHaveLength(12);
    const categories = BUILT_IN_OBJECTIONS.map((item) => item.category);
    expect(new Set(categories).size).toBe(12);
    expect(
      OBJECTION_CATEGORIES.filter((category) => !categories.includes(category as never)),
    ).toEqual(['Custom']);
  });

  it('puts custom objections first and filters by category and search', () => {
    const items = objectionItems([custom]);
    expect(items[0]).toMatchObject({ isCustom: true, customId: custom.id });
    expect(filterObjections(items, '', 'All')).toHaveLength(13);
    expect(filterObjections(items, '', 'Price').map((item) => item.category)).toEqual(['Price']);
    expect(filterObjections(items, 'LOCAL', 'All')).toEqual([items[0]]);
    expect(filterObjections(items, 'local', 'Price')).toEqual([]);
    expect(filterObjections(items, 'previous experience', 'All')).toHaveLength(1);
  });
});

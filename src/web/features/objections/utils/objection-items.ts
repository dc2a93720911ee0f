import { BUILT_IN_OBJECTIONS, type ObjectionCategory } from '@/shared/content/objections';
import type { CustomObjection } from '@/shared/schemas/objections';

/** An objection: built-in or custom, shown the same way. */
export type ObjectionItem = {
  id: string;
  category: ObjectionCategory;
  objection: string;
  response: string;
  tone: string;
  isCustom: boolean;
  customId?: string;
};

export type CategoryFilter = ObjectionCategory | 'All';

/** The member's own objections first (newest first), then the 12 built-in ones. */
export function objectionItems(custom: CustomObjection[]): ObjectionItem[] {
  return [
    ...custom.map((item) => ({
      id: `custom-${item.id}`,
      category: item.category,
      objection: item.objection,
      response: item.response,
      tone: item.tone,
      isCustom: true,
      customId: item.id,
    })),
    ...BUILT_IN_OBJECTIONS.map((item) => ({ ...item, isCustom: false })),
  ];
}

/** Search matches the objection, the response and the category, ignoring case. */
export function filterObjections(
  items: ObjectionItem[],
  search: string,
  category: CategoryFilter,
): ObjectionItem[] {
  const needle = search.trim().toLowerCase();
  return items.filter(
    (item) =>
      (category === 'All' || item.category === category) &&
      (!needle ||
        [item.objection, item.response, item.category].some((text) =>
          text.toLowerCase().includes(needle),
        )),
  );
}

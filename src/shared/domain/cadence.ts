/**
 * A follow-up cadence as the member types it, '3, 7, 14' (days after the first DM of each
 * follow-up), and back. Typing is read leniently (commas, spaces, 'day 3'); the schema `cadence`
 * (src/shared/schemas/prospects.ts) then says what is wrong with the numbers.
 */
export function parseCadenceText(text: string): number[] {
  return (text.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
}

export const cadenceInputText = (days: readonly number[]) => days.join(', ');

import type { Candidate } from '@/shared/schemas/tracker';

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The candidates whose name, company or profile address (so the handle in it) contain every
 * word of `query`, in the server's order (most recent first).
 */
export function filterCandidates(list: Candidate[], query: string): Candidate[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return list;
  return list.filter((dm) => {
    const haystack = fold([dm.prospectName, dm.companyName ?? '', dm.profileUrl].join(' '));
    return words.every((word) => haystack.includes(word.replace(/^@/, '')));
  });
}

import { describe, expect, it } from 'vitest';
import type { Candidate } from '@/shared/schemas/tracker';
import { filterCandidates } from './filter-candidates';
import type { DmId } from '@/shared/schemas/ids';

const dm = (id: string, prospectName: string, profileUrl: string, companyName = ''): Candidate => ({
  id: id as DmId,
  prospectName,
  companyName,
  profileUrl,
  platform: 'instagram',
  setterName: 'Me',
  sentAt: '2026-11-23T10:00:00.000Z',
  responseAt: null,
});

const list = [
  dm('1', 'Zoë Martin', 'https://instagram.com/zoe.fit'),
  dm('2', 'Ana Silva', 'https://x.com/anasilva', 'Acme'),
  dm('3', 'Bob Stone', 'https://linkedin.com/in/bobstone'),
];

describe('filterCandidates', () => {
  it('keeps every candidate, in order, for an empty query', () => {
    expect(filterCandidates(list, '  ')).toEqual(list);
  });

  it('finds by name regardless of case and accents', () => {
    expect(filterCandidates(list, 'zoe').map((c) => c.id)).toEqual(['1']);
  });

  it('finds by handle, with or without the @', () => {
    expect(filterCandidates(list, '@anasilva').map((c) => c.id)).toEqual(['2']);
    expect(filterCandidates(list, 'bobstone').map((c) => c.id)).toEqual(['3']);
  });

  it('needs every word and searches the company too', () => {
    expect(filterCandidates(list, 'ana acme').map((c) => c.id)).toEqual(['2']);
    expect(filterCandidates(list, 'ana bob')).toEqual([]);
  });
});

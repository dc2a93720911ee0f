import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CohortListQuery, CohortPeriod } from '@/shared/schemas/cohort';
import { cohortFileName } from '@/shared/domain/cohort-csv';
import { api, unwrap } from '@/web/lib/api';
import { downloadFile } from '@/web/lib/download';
import { adminKeys } from './keys';

export type CohortQuery = Required<Omit<CohortListQuery, 'q' | 'page'>> & {
  q: string;
  page: number;
};

export const cohortQueryOptions = ({ period, sort, dir, q, page }: CohortQuery) =>
  queryOptions({
    queryKey: adminKeys.cohort({ period, sort, dir, q, page }),
    queryFn: () =>
      unwrap(
        api.api.admin.cohort.$get({
          query: { period, sort, dir, page: String(page), ...(q ? { q } : {}) },
        }),
      ),
    placeholderData: keepPreviousData,
  });

export function useCohort(query: CohortQuery) {
  return useQuery(cohortQueryOptions(query));
}

export function useCohortSummary(period: CohortPeriod) {
  return useQuery({
    queryKey: adminKeys.cohortSummary(period),
    queryFn: () => unwrap(api.api.admin.cohort.summary.$get({ query: { period } })),
    placeholderData: keepPreviousData,
  });
}

export function useCohortAttention() {
  return useQuery({
    queryKey: adminKeys.cohortAttention,
    queryFn: () => unwrap(api.api.admin.cohort.attention.$get()),
  });
}

/** Downloads the cohort table as CSV, named after the period and today. */
const downloadCohortCsv = ({ period, today }: { period: CohortPeriod; today: string }) =>
  downloadFile(`/api/admin/cohort/export.csv?period=${period}`, cohortFileName(period, today));

export function useExportCohort() {
  return useMutation({ mutationFn: downloadCohortCsv });
}

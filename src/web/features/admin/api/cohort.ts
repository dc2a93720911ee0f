import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CohortListQuery, CohortPeriod } from '@/shared/schemas/cohort';
import { cohortFileName } from '@/shared/domain/cohort-csv';
import { ApiError, api, retryingFetch, unwrap, type ApiErrorBody } from '@/web/lib/api';

export type CohortQuery = Required<Omit<CohortListQuery, 'q' | 'page'>> & {
  q: string;
  page: number;
};

export const cohortQueryOptions = ({ period, sort, dir, q, page }: CohortQuery) =>
  queryOptions({
    queryKey: ['admin', 'cohort', period, sort, dir, q, page],
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
    queryKey: ['admin', 'cohort-summary', period],
    queryFn: () => unwrap(api.api.admin.cohort.summary.$get({ query: { period } })),
    placeholderData: keepPreviousData,
  });
}

export function useCohortAttention() {
  return useQuery({
    queryKey: ['admin', 'cohort-attention'],
    queryFn: () => unwrap(api.api.admin.cohort.attention.$get()),
  });
}

/** Downloads the cohort table as CSV, named after the period and today. */
async function downloadCohortCsv({ period, today }: { period: CohortPeriod; today: string }) {
  const response = await retryingFetch(`/api/admin/cohort/export.csv?period=${period}`);
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'http_error',
      body?.error?.message ?? 'Export failed',
    );
  }
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = cohortFileName(period, today);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
  return link.download;
}

export function useExportCohort() {
  return useMutation({ mutationFn: downloadCohortCsv });
}

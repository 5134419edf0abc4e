import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobAlertUnsubscribeView, JobAlertView, JobFilters } from '@beceri/domain';
import type { TFunction } from 'i18next';
import { api, withQuery } from '../../../lib/api.ts';
import { translateMessage } from '../../../lib/i18n.ts';

/** The student's saved searches (decision 064). */
export const jobAlertsKey = ['job-alerts'] as const;
export const jobAlertsQuery = queryOptions({
  queryKey: jobAlertsKey,
  queryFn: () => api.get<JobAlertView[]>('/me/job-alerts'),
});
export const useJobAlerts = () => useQuery(jobAlertsQuery);

/** `POST /me/job-alerts`: the search's filters (none: every new job). */
export function useSaveJobAlert() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (f: Pick<JobFilters, 'q' | 'city' | 'type'>) =>
      api.post<JobAlertView>('/me/job-alerts', { q: f.q ?? null, city: f.city ?? null, type: f.type ?? null }),
    onSettled: () => qc.invalidateQueries({ queryKey: jobAlertsKey }),
  });
}

export function useDeleteJobAlert() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/me/job-alerts/${encodeURIComponent(id)}`),
    onSettled: () => qc.invalidateQueries({ queryKey: jobAlertsKey }),
  });
}

/** The unsubscribe page (no login): what the mail's link removes, read without removing anything. */
export const useUnsubscribeView = (token: string) =>
  useQuery({
    queryKey: ['job-alerts', 'unsubscribe', token],
    queryFn: () => api.get<JobAlertUnsubscribeView>(withQuery('/job-alerts/unsubscribe', { token })),
    enabled: token !== '',
    retry: false,
  });

export const unsubscribe = (token: string) =>
  api.post<{ ok: true; removed: number }>(withQuery('/job-alerts/unsubscribe', { token }));

/** The /jobs address of a saved search. */
export const searchPath = (a: Pick<JobAlertView, 'q' | 'city' | 'type'>) =>
  withQuery('/jobs', { q: a.q ?? undefined, city: a.city ?? undefined, type: a.type ?? undefined });

/** A saved search's filters as three short phrases ('Aranan: “python”', 'Şehir: İzmir', 'Tüm çalışma şekilleri'). */
export function alertPhrases(
  t: TFunction<'matching', 'alerts'>,
  a: Pick<JobAlertView, 'q' | 'city' | 'type'>,
): string[] {
  return [
    a.q ? t('words', { q: a.q }) : t('anyWords'),
    a.city ? t('city', { city: a.city }) : t('anyCity'),
    a.type ? t('type', { type: translateMessage(`labels.jobType.${a.type}`) }) : t('anyType'),
  ];
}

export const alertSummary = (t: TFunction<'matching', 'alerts'>, a: Pick<JobAlertView, 'q' | 'city' | 'type'>) =>
  alertPhrases(t, a).join(', ');

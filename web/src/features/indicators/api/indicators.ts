import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Indicators } from '@beceri/domain';
import { api, saveFile, withQuery } from '../../../lib/api.ts';

/** Registration days, both included (YYYY-MM-DD); empty means open-ended. */
export interface IndicatorRange {
  from: string;
  to: string;
  /** A cohort's id; empty: every cohort (decision 053). */
  cohort?: string;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const indicatorsQuery = (range: IndicatorRange) =>
  queryOptions({
    queryKey: ['admin', 'indicators', range.from, range.to, range.cohort ?? ''],
    queryFn: () =>
      api.get<Indicators>(withQuery('/admin/indicators', { from: range.from, to: range.to, cohort: range.cohort })),
  });

export const useIndicators = (range: IndicatorRange) => useQuery(indicatorsQuery(range));

/** The same tables as a spreadsheet, saved under the name the server gives it. */
export async function downloadIndicators(range: IndicatorRange, fallbackName: string): Promise<void> {
  saveFile(
    await api.download(
      withQuery('/admin/indicators.xlsx', { from: range.from, to: range.to, cohort: range.cohort }),
      XLSX,
      fallbackName,
    ),
  );
}

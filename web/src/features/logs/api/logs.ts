import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LogEntry, LogType } from '@beceri/domain';
import { api, withQuery } from '../../../lib/api.ts';

export const logsQuery = (page: number, types: LogType[]) =>
  queryOptions({
    queryKey: ['logs', page, types],
    queryFn: () => api.list<LogEntry>(withQuery('/log/all', { page, types: types.join(',') })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
export const useLogs = (page: number, types: LogType[]) => useQuery(logsQuery(page, types));

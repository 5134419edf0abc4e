import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@beceri/domain';
import { api } from '../lib/api.ts';

export const publicConfigQuery = queryOptions({
  queryKey: ['config', 'public'],
  queryFn: () => api.get<PublicConfig>('/config/public'),
  staleTime: Infinity,
});

export const usePublicConfig = () => useQuery(publicConfigQuery).data;

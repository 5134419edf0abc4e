import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

export interface PublicConfig {
  contactEmail: string;
  contactPhone: string;
  qualificationAuthorityUrl: string;
  examSignupUrl: string;
  /** The data controller named in the privacy notice. */
  orgName: string;
}

export const publicConfigQuery = queryOptions({
  queryKey: ['config', 'public'],
  queryFn: () => api.get<PublicConfig>('/config/public'),
  staleTime: Infinity,
});

export const usePublicConfig = () => useQuery(publicConfigQuery).data;

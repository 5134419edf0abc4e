import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

/** The partners named in the footer, whose official logos the operator may provide. */
export type PartnerLogo = 'republic' | 'chamber' | 'school';

export interface PublicConfig {
  contactEmail: string;
  contactPhone: string;
  qualificationAuthorityUrl: string;
  examSignupUrl: string;
  /** The data controller named in the privacy notice. */
  orgName: string;
  /** The logo files present in `web/public/branding/` (an older server sends none). */
  partnerLogos?: Partial<Record<PartnerLogo, string>>;
}

export const publicConfigQuery = queryOptions({
  queryKey: ['config', 'public'],
  queryFn: () => api.get<PublicConfig>('/config/public'),
  staleTime: Infinity,
});

export const usePublicConfig = () => useQuery(publicConfigQuery).data;

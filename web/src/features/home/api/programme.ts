import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgrammeView } from '@beceri/domain';
import { api } from '../../../lib/api.ts';

/** The open cohort with its facts in both languages (decision 053); the page chooses the reader's. */
export const programmeQuery = queryOptions({
  queryKey: ['programme'],
  queryFn: () => api.get<{ cohort: ProgrammeView | null }>('/programme'),
});
export const useProgramme = () => useQuery(programmeQuery).data?.cohort ?? null;

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Placement,
  PlacementEvaluationInput,
  PlacementFeedbackInput,
  PlacementInput,
  PlacementState,
} from '@beceri/domain';
import { api } from '../../../lib/api.ts';
import { pageQuery } from '../../../lib/paged-query.ts';

/** A company's or a student's internships fit one page. */
const OWN_LIST_SIZE = 50;
export const ADMIN_PAGE_SIZE = 20;

export const usePlacements = () =>
  useQuery(pageQuery<Placement>(['placements', 'own'], '/placements', { page: 1, limit: OWN_LIST_SIZE }));

export const useAdminPlacements = (f: { page: number; state?: PlacementState; cohort?: string }) =>
  useQuery(
    pageQuery<Placement>(['placements', 'admin', f], '/admin/placements', {
      page: f.page,
      limit: ADMIN_PAGE_SIZE,
      state: f.state,
      cohort: f.cohort,
    }),
  );

/** Saves one side of a placement; the lists showing it follow. */
function usePlacementSave<T>(path: (id: string) => string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: T }) => api.put<Placement>(path(id), input),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['placements'] }),
  });
}

export const useSchedulePlacement = () => usePlacementSave<PlacementInput>((id) => `/placements/${id}`);
export const useEvaluatePlacement = () =>
  usePlacementSave<PlacementEvaluationInput>((id) => `/placements/${id}/evaluation`);
export const usePlacementFeedback = () =>
  usePlacementSave<PlacementFeedbackInput>((id) => `/placements/${id}/feedback`);

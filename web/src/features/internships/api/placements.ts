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

/** Saves one side of a placement (each call spelt out, so the API document can check it); the lists follow. */
function usePlacementSave<T>(save: (id: string, input: T) => Promise<Placement>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: T }) => save(id, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['placements'] }),
  });
}

export const useSchedulePlacement = () =>
  usePlacementSave<PlacementInput>((id, input) => api.put<Placement>(`/placements/${id}`, input));
export const useEvaluatePlacement = () =>
  usePlacementSave<PlacementEvaluationInput>((id, input) => api.put<Placement>(`/placements/${id}/evaluation`, input));
export const usePlacementFeedback = () =>
  usePlacementSave<PlacementFeedbackInput>((id, input) => api.put<Placement>(`/placements/${id}/feedback`, input));

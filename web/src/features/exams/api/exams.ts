import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttemptResult, ExamStats, OpenAttempt } from '@beceri/domain';
import { api } from '../../../lib/api.ts';

export const attemptKey = (courseId: string) => ['exam-attempt', courseId];

/**
 * Opens the student's attempt, or resumes the open one with its answers and its deadline (a reload, a lost
 * connection): the server draws and records it (docs/product.md). Never refetched behind the student's back.
 */
export const useAttempt = (courseId: string) =>
  useQuery({
    queryKey: attemptKey(courseId),
    queryFn: () => api.post<OpenAttempt>(`/exam/${encodeURIComponent(courseId)}/attempts`),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** Saves one answer as it is chosen (the option as shown). */
export const saveAnswer = (attemptId: string, questionId: string, option: number) =>
  api.put<void>(`/exam/attempts/${attemptId}/answers/${encodeURIComponent(questionId)}`, { option });

/** Finishes the attempt: the score, the pass mark and the attempts left today. */
export function useSubmitAttempt() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (attemptId: string) => api.post<AttemptResult>(`/exam/attempts/${attemptId}/submit`),
    // The profile's results come from the courses lists.
    onSuccess: () => qc.invalidateQueries({ queryKey: ['courses'] }),
  });
}

/** A course's item statistics for its teacher and admins (`GET /course/{id}/exam-stats`), read afresh on each visit. */
export const useExamStats = (courseId: string) =>
  useQuery({
    queryKey: ['exam-stats', courseId],
    queryFn: () => api.get<ExamStats>(`/course/${encodeURIComponent(courseId)}/exam-stats`),
    retry: false,
    staleTime: 0,
  });

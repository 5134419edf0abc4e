import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Grade, PublicQuestion } from '@beceri/domain';
import { api } from '../../../lib/api.ts';

export interface Exam {
  courseId: string;
  title: string;
  questions: PublicQuestion[];
}

export const examQuery = (examId: string) =>
  queryOptions({ queryKey: ['exam', examId], queryFn: () => api.get<Exam>(`/test/${encodeURIComponent(examId)}`) });
export const useExam = (examId: string) => useQuery(examQuery(examId));

/** Sends the chosen option indexes; the server grades them and keeps the attempt. */
export function useSubmitTest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { courseId: string; answers: (number | null)[] }) => api.post<Grade>('/test/add', input),
    // The profile's results come from the courses lists.
    onSuccess: () => qc.invalidateQueries({ queryKey: ['courses'] }),
  });
}

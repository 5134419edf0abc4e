import { useQuery } from '@tanstack/react-query';
import type { QuestionBank, QuestionBankInput } from '@beceri/domain';
import { api } from '../../../lib/api.ts';

const enc = encodeURIComponent;
export const questionBankKey = (courseId: string) => ['question-bank', courseId] as const;

/**
 * The bank with its correct answers and settings (`GET /course/{id}/questions`, owner and admins). The editor holds
 * its own copy once read: it is never refetched behind the author's back.
 */
export const useQuestionBank = (courseId: string) =>
  useQuery({
    queryKey: questionBankKey(courseId),
    queryFn: () => api.get<QuestionBank>(`/course/${enc(courseId)}/questions`),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/** Saves the whole bank and the settings; kept questions send their ids. */
export const saveQuestionBank = (courseId: string, input: QuestionBankInput) =>
  api.put<QuestionBank>(`/course/${enc(courseId)}/questions`, input);

/** Appends the questions of a CSV or XLSX file: all rows or none (400 with each row's error in `fields`). */
export function importQuestionFile(courseId: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return api.post<{ imported: number; bank: QuestionBank }>(`/course/${enc(courseId)}/questions/import`, form);
}

/** The import template's address in a language. */
export const templateUrl = (format: 'csv' | 'xlsx', lang: string) =>
  `/question-bank/template.${format}?lang=${enc(lang)}`;

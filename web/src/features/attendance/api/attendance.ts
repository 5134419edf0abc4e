import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CHECK_IN_CODE_SECONDS,
  type AttendanceMarksInput,
  type AttendanceRoster,
  type AttendanceSaved,
  type CheckInCode,
  type CheckInResult,
  type CourseAttendance,
  type MyCourseAttendance,
} from '@beceri/domain';
import { api, saveFile } from '../../../lib/api.ts';

const attendanceKey = ['attendance'] as const;

/** The session's roster (its teacher and admins). */
export const useRoster = (sessionId: string) =>
  useQuery({
    queryKey: [...attendanceKey, 'roster', sessionId],
    queryFn: () => api.get<AttendanceRoster>(`/sessions/${encodeURIComponent(sessionId)}/attendance`),
    retry: false,
    // The screen holds unsaved marks: read again after a save, not when the window regains focus.
    refetchOnWindowFocus: false,
  });

/** Saves every mark at once; the roster and the figures are read again. */
export function useSaveMarks(sessionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AttendanceMarksInput) =>
      api.put<AttendanceSaved>(`/sessions/${encodeURIComponent(sessionId)}/attendance`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: attendanceKey }),
  });
}

/** The lab screen's code, read again when it changes (and the count with it). */
export const useCheckInCode = (sessionId: string) =>
  useQuery({
    queryKey: [...attendanceKey, 'code', sessionId],
    queryFn: () => api.get<CheckInCode>(`/sessions/${encodeURIComponent(sessionId)}/check-in-code`),
    refetchInterval: (query) => Math.min(CHECK_IN_CODE_SECONDS, query.state.data?.expiresInSeconds ?? 5) * 1000,
    refetchIntervalInBackground: true,
    retry: false,
  });

export function useCheckIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<CheckInResult>('/attendance/check-in', { code }),
    onSuccess: () => client.invalidateQueries({ queryKey: attendanceKey }),
  });
}

/** The student's own attendance per course. */
export const useMyAttendance = () =>
  useQuery({
    queryKey: [...attendanceKey, 'mine'],
    queryFn: () => api.get<MyCourseAttendance[]>('/me/attendance'),
  });

/** A course's attendance table (its owner and admins). */
export const useCourseAttendance = (courseId: string) =>
  useQuery({
    queryKey: [...attendanceKey, 'course', courseId],
    queryFn: () => api.get<CourseAttendance>(`/course/${encodeURIComponent(courseId)}/attendance`),
  });

export async function downloadSheet(sessionId: string) {
  saveFile(
    await api.download(`/sessions/${encodeURIComponent(sessionId)}/sheet.pdf`, 'application/pdf', 'yoklama.pdf'),
  );
}

export async function downloadWorkbook(cohortId?: string) {
  const query = cohortId ? `?cohort=${encodeURIComponent(cohortId)}` : '';
  saveFile(
    await api.download(
      `/admin/attendance.xlsx${query}`,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'devam.xlsx',
    ),
  );
}

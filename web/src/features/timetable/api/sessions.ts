import { useQuery } from '@tanstack/react-query';
import type {
  CalendarFeedState,
  CreateLabSessionInput,
  LabSession,
  LabSessionsChanged,
  Page,
  UpdateLabSessionInput,
} from '@beceri/domain';
import { api, withQuery } from '../../../lib/api.ts';

const enc = encodeURIComponent;

export const sessionsKey = ['lab-sessions'] as const;
export const weekKey = (from: string, to: string) => [...sessionsKey, 'range', from, to] as const;
export const courseSessionsKey = (courseId: string, page: number) =>
  [...sessionsKey, 'course', courseId, page] as const;
export const feedKey = ['calendar-feed'] as const;

/** `GET /sessions?from=&to=`: the caller's sessions over Istanbul days, both included. */
export const useSessionsBetween = (from: string, to: string) =>
  useQuery({
    queryKey: weekKey(from, to),
    queryFn: () => api.get<{ sessions: LabSession[] }>(withQuery('/sessions', { from, to })),
    select: (d) => d.sessions,
  });

export const COURSE_SESSIONS_PAGE = 20;
/** `GET /course/{id}/sessions`: a page of the course's sessions, earliest first. */
export const useCourseSessions = (courseId: string, page: number) =>
  useQuery({
    queryKey: courseSessionsKey(courseId, page),
    queryFn: (): Promise<Page<LabSession>> =>
      api.list<LabSession>(withQuery(`/course/${enc(courseId)}/sessions`, { page, limit: COURSE_SESSIONS_PAGE })),
  });

export const planSessions = (courseId: string, input: CreateLabSessionInput) =>
  api.post<LabSessionsChanged>(`/course/${enc(courseId)}/sessions`, input);
export const changeSession = (id: string, input: UpdateLabSessionInput) =>
  api.put<LabSessionsChanged>(`/sessions/${enc(id)}`, input);
export const cancelSession = (id: string, applyToSeries: boolean) =>
  api.delete<{ deleted: number }>(`/sessions/${enc(id)}${applyToSeries ? '?applyToSeries=true' : ''}`);

/** `GET /me/calendar-token`: whether a feed address exists. */
export const useCalendarFeed = () =>
  useQuery({ queryKey: feedKey, queryFn: () => api.get<CalendarFeedState>('/me/calendar-token') });
export const makeCalendarFeed = () => api.post<{ url: string }>('/me/calendar-token');
export const revokeCalendarFeed = () => api.delete<{ ok: true }>('/me/calendar-token');

import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ChangePasswordInput, CompanyProfile, StudentProfile, TeacherProfile } from '@beceri/domain';
import { api } from '../../../lib/api.ts';

const profileQuery = <T>(role: 'student' | 'company' | 'teacher') =>
  queryOptions({ queryKey: ['profile', role], queryFn: () => api.get<T>(`/${role}/get`), retry: false });

/** `enabled` false where the page is not a student's own (the job page asks only for a student). */
export const useStudentProfile = (enabled = true) => useQuery({ ...profileQuery<StudentProfile>('student'), enabled });
/** `enabled` false where the page is not a company's own (the job page asks only for a company). */
export const useCompanyProfile = (enabled = true) => useQuery({ ...profileQuery<CompanyProfile>('company'), enabled });
export const useTeacherProfile = () => useQuery(profileQuery<TeacherProfile>('teacher'));

/** The roles with a profile page, each changing its password at `PUT /{role}/update`. */
export type PasswordOwner = 'student' | 'teacher' | 'company';

export function useChangePassword(role: PasswordOwner) {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.put<{ ok: boolean; success: boolean }>(`/${role}/update`, input),
    // docs/product.md: after a session ended elsewhere the dialog alerts 'Failed to change password.' and stays open.
    meta: { handlesLostSession: true },
  });
}

/** 'Yeniden gönder': a new verification link to the account's address. */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => api.post<{ ok: boolean; alreadyVerified: boolean }>('/auth/resend-verification'),
  });
}

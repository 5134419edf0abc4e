import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput, ResetPasswordInput, VerifyOtpInput } from '@beceri/domain';
import { api } from '../../../lib/api.ts';

export const useSendResetCode = () =>
  useMutation({
    mutationFn: (input: ForgotPasswordInput) => api.post<{ ok: boolean }>('/mail/forgot-password', input),
  });

export const useVerifyOtp = () =>
  useMutation({ mutationFn: (input: VerifyOtpInput) => api.post<{ token: string }>('/auth/verify-otp', input) });

export const useResetPassword = () =>
  useMutation({ mutationFn: (input: ResetPasswordInput) => api.post<{ ok: boolean }>('/auth/reset-password', input) });

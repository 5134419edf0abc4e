import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import type { MfaStatus } from '@beceri/domain';
import { api } from '../../../lib/api.ts';

export const mfaStatusQuery = queryOptions({
  queryKey: ['me', 'mfa'],
  queryFn: () => api.get<MfaStatus>('/me/mfa'),
  staleTime: 0,
});

export const useMfaStatus = () => useQuery(mfaStatusQuery);

function useRefresh() {
  const qc = useQueryClient();
  // A new factor may open every other screen (MFA_REQUIRED_ROLES): what failed before is asked again. Not awaited:
  // the caller's own callbacks (the recovery codes shown once) must run before the refreshed status replaces the
  // set-up screen, which would take them with it.
  return () => {
    void qc.invalidateQueries();
  };
}

export function useStartTotp() {
  return useMutation({ mutationFn: () => api.post<{ secret: string; otpauthUrl: string }>('/me/mfa/totp') });
}

export function useConfirmTotp() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (code: string) => api.post<{ recoveryCodes: string[] }>('/me/mfa/totp/confirm', { code }),
    onSuccess: refresh,
  });
}

export function useRenewRecoveryCodes() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (password: string) => api.post<{ recoveryCodes: string[] }>('/me/mfa/recovery-codes', { password }),
    onSuccess: refresh,
  });
}

export function useDisableMfa() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (password: string) => api.delete<{ ok: true }>('/me/mfa', { password }),
    onSuccess: refresh,
  });
}

/** Asks the browser (and the authenticator) for a new passkey and registers it. */
export function useAddPasskey() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (name: string) => {
      const optionsJSON = await api.post<PublicKeyCredentialCreationOptionsJSON>('/me/mfa/passkeys/options');
      const response = await startRegistration({ optionsJSON });
      return api.post<{ ok: true; recoveryCodes?: string[] }>('/me/mfa/passkeys', {
        response,
        name: name.trim() || undefined,
      });
    },
    onSuccess: refresh,
  });
}

export function useRemovePasskey() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/me/mfa/passkeys/${id}`),
    onSuccess: refresh,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@beceri/domain';
import { api, saveFile } from '../../../lib/api.ts';
import { forgetSession } from '../../../lib/session.ts';

/** Fetches the ZIP of `GET /me/export` and hands it to the browser as a download. */
export async function downloadPersonalData(fallbackName: string): Promise<void> {
  saveFile(await api.download('/me/export', 'application/zip', fallbackName));
}

export function useDownloadPersonalData() {
  return useMutation({ mutationFn: downloadPersonalData });
}

/** `DELETE /me`: on success the session is gone, so every cached answer goes with it. */
export function useDeleteAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => api.delete<{ ok: boolean }>('/me', input),
    onSuccess: () => {
      qc.clear();
      forgetSession(qc);
    },
  });
}

export function useWithdrawDisabilityConsent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ ok: boolean }>('/me/consents/disability-data'),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['profile', 'student'] }),
  });
}

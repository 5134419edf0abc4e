import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@beceri/domain';
import { api, ApiError } from '../../../lib/api.ts';
import { forgetSession } from '../../../lib/session.ts';

/** Fetches the ZIP of `GET /me/export` and hands it to the browser as a download. */
export async function downloadPersonalData(): Promise<void> {
  const res = await fetch('/me/export', { credentials: 'include', headers: { accept: 'application/zip' } });
  if (!res.ok) throw new ApiError(res.status, 'export failed');
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'beceri-verilerim.zip';
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
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

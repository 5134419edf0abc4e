import { queryOptions, useQuery } from '@tanstack/react-query';
import { certificateVerifyPath, type CertificateSummary, type CertificateVerification } from '@beceri/domain';
import { api, saveFile } from '../../../lib/api.ts';

export const certificatesKey = ['certificates'] as const;

/** The student's own certificates (the profile). */
export const useOwnCertificates = () =>
  useQuery({ queryKey: [...certificatesKey, 'own'], queryFn: () => api.get<CertificateSummary[]>('/certificates') });

/** The public check of a code; the page's first data (domain/src/pages.ts, key `['certificates', 'verify', code]`). */
export const verificationQuery = (code: string) =>
  queryOptions({
    queryKey: [...certificatesKey, 'verify', code],
    queryFn: () => api.get<CertificateVerification>(`/certificates/verify/${encodeURIComponent(code)}`),
    retry: false,
    // An unknown code (404, possibly from the page's boot data) is not asked for again on mount.
    retryOnMount: false,
  });
export const useVerification = (code: string) => useQuery(verificationQuery(code));

export async function downloadCertificate(code: string) {
  saveFile(
    await api.download(
      `/certificates/${encodeURIComponent(code)}/pdf`,
      'application/pdf',
      `beceri-sertifika-${code}.pdf`,
    ),
  );
}

/** The address the QR code holds, on this site. */
export const verifyUrl = (code: string) => `${window.location.origin}${certificateVerifyPath(code)}`;

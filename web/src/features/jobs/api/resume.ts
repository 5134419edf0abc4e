/** The file name the server put in Content-Disposition (RFC 6266, UTF-8 form preferred). */
export function fileNameFrom(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (utf8) {
    try {
      return decodeURIComponent(utf8[1]);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] || fallback;
}

/**
 * Downloads a private resume with the session cookie and saves it under its own name.
 * Throws when there is no resume or the server refuses it.
 */
export async function downloadResume(path: string | null, fallbackName: string): Promise<void> {
  if (!path || !path.startsWith('/files/')) throw new Error('no resume');
  const res = await fetch(path, { credentials: 'include' });
  if (!res.ok) throw new Error(`resume ${res.status}`);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileNameFrom(res.headers.get('content-disposition'), fallbackName);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

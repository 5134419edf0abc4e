import { api, saveFile } from '../../../lib/api.ts';

/**
 * Downloads a private resume with the session cookie and saves it under its own name.
 * Throws when there is no resume or the server refuses it.
 */
export async function downloadResume(path: string | null, fallbackName: string): Promise<void> {
  if (!path || !path.startsWith('/files/')) throw new Error('no resume');
  saveFile(await api.download(path, '*/*', fallbackName));
}

import type { ApiErrorBody, Page } from '@beceri/domain';
import { i18n } from './i18n.ts';

/** An API failure with the server's message, in the caller's language (docs/security.md). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string = 'UNKNOWN',
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The server's answer when the session cookie is missing or has expired (a wrong password is another 401 code). */
export const isSessionLost = (err: unknown): err is ApiError =>
  err instanceof ApiError && err.status === 401 && err.code === 'UNAUTHENTICATED';

/** When neither the network nor the server gave a message. */
const fallbackMessage = () => i18n.t('failure');

/** Sends one request with the session cookie; any failure, of the network or of the server, becomes an ApiError. */
async function send(method: string, path: string, body?: unknown, accept = 'application/json'): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include', headers: { accept } };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  let res: Response;
  try {
    res = await fetch(path, init);
  } catch {
    throw new ApiError(0, fallbackMessage(), 'NETWORK');
  }
  if (!res.ok) {
    const err = ((await readBody(res)) ?? {}) as Partial<ApiErrorBody>;
    throw new ApiError(res.status, err.error ?? fallbackMessage(), err.code, err.fields ?? {});
  }
  return res;
}

/** JSON when the body is JSON, the text otherwise, undefined when there is none. */
async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function request<T>(method: string, path: string, body?: unknown): Promise<{ data: T; headers: Headers }> {
  const res = await send(method, path, body);
  return { data: (await readBody(res)) as T, headers: res.headers };
}

export const api = {
  get: async <T>(path: string) => (await request<T>('GET', path)).data,
  post: async <T>(path: string, body?: unknown) => (await request<T>('POST', path, body ?? {})).data,
  put: async <T>(path: string, body?: unknown) => (await request<T>('PUT', path, body ?? {})).data,
  delete: async <T>(path: string, body?: unknown) => (await request<T>('DELETE', path, body)).data,
  /** A paged list: the array and the `X-Total-Count` header. */
  list: async <T>(path: string): Promise<Page<T>> => {
    const { data, headers } = await request<T[]>('GET', path);
    return { items: data, total: Number(headers.get('x-total-count') ?? data.length) };
  },
  /** A file: its bytes and the name the server gave it in Content-Disposition (RFC 6266, UTF-8 form preferred). */
  download: async (path: string, accept: string, fallbackName: string): Promise<{ blob: Blob; name: string }> => {
    const res = await send('GET', path, undefined, accept);
    return { blob: await res.blob(), name: fileNameFrom(res.headers.get('content-disposition'), fallbackName) };
  },
};

/** The file name of a Content-Disposition header, the UTF-8 `filename*` first. */
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

/** Hands a downloaded file to the browser under its name. */
export function saveFile({ blob, name }: { blob: Blob; name: string }) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Adds `page` and `limit` (and other defined values) to a path. */
export function withQuery(path: string, params: Record<string, string | number | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/**
 * Sends a form with the session cookie through XMLHttpRequest, which reports upload progress (fetch does not):
 * `onProgress` gets 0–100. Fails the way `api` does, with an ApiError carrying the server's message.
 */
export function uploadWithProgress<T>(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, fallbackMessage(), 'NETWORK'));
    xhr.onabort = xhr.onerror;
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(body as T);
        return;
      }
      const err = (body ?? {}) as Partial<ApiErrorBody>;
      reject(new ApiError(xhr.status, err.error ?? fallbackMessage(), err.code, err.fields ?? {}));
    };
    xhr.send(form);
  });
}

import type { ApiErrorBody } from '@beceri/domain';

/** An API failure with the server's Turkish message (DESIGN.md §4). */
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

/** One page of a list and the number of rows in all pages. */
export interface Paged<T> {
  items: T[];
  total: number;
}

/** The server's answer when the session cookie is missing or has expired (a wrong password is another 401 code). */
export const isSessionLost = (err: unknown): err is ApiError => err instanceof ApiError && err.status === 401 && err.code === 'UNAUTHENTICATED';

const FALLBACK_MESSAGE = 'Bir hata oluştu, tekrar deneyin..';

async function request<T>(method: string, path: string, body?: unknown): Promise<{ data: T; headers: Headers }> {
  const init: RequestInit = { method, credentials: 'include', headers: { accept: 'application/json' } };
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
    throw new ApiError(0, FALLBACK_MESSAGE, 'NETWORK');
  }
  const text = await res.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!res.ok) {
    const err = (data ?? {}) as Partial<ApiErrorBody>;
    throw new ApiError(res.status, err.error ?? FALLBACK_MESSAGE, err.code, err.fields ?? {});
  }
  return { data: data as T, headers: res.headers };
}

export const api = {
  get: async <T>(path: string) => (await request<T>('GET', path)).data,
  post: async <T>(path: string, body?: unknown) => (await request<T>('POST', path, body ?? {})).data,
  put: async <T>(path: string, body?: unknown) => (await request<T>('PUT', path, body ?? {})).data,
  delete: async <T>(path: string, body?: unknown) => (await request<T>('DELETE', path, body)).data,
  /** A paged list: the array and the `X-Total-Count` header. */
  list: async <T>(path: string): Promise<Paged<T>> => {
    const { data, headers } = await request<T[]>('GET', path);
    return { items: data, total: Number(headers.get('x-total-count') ?? data.length) };
  },
};

/** Adds `page` and `limit` (and other defined values) to a path. */
export function withQuery(path: string, params: Record<string, string | number | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

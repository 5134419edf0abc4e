import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, isSessionLost, withQuery } from './api.ts';

let fetchMock: ReturnType<typeof vi.fn>;

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const sent = () => fetchMock.mock.calls[0] as [string, RequestInit];

describe('api', () => {
  it('turns an error body into an ApiError with its status, message, code and fields', async () => {
    fetchMock.mockResolvedValue(
      json({ error: 'Bu alan zorunludur', code: 'VALIDATION', fields: { title: 'Bu alan zorunludur' } }, 400),
    );
    const err = await api.post('/job/add', { title: '' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 400,
      message: 'Bu alan zorunludur',
      code: 'VALIDATION',
      fields: { title: 'Bu alan zorunludur' },
    });
  });

  it('gives a failure without a JSON body the Turkish fallback message', async () => {
    fetchMock.mockResolvedValue(new Response('Bad Gateway', { status: 502 }));
    await expect(api.get('/job/all')).rejects.toMatchObject({
      status: 502,
      message: 'Bir hata oluştu, tekrar deneyin..',
      code: 'UNKNOWN',
      fields: {},
    });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const err = await api.get('/job/all').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 0, code: 'NETWORK', message: 'Bir hata oluştu, tekrar deneyin..' });
  });

  it('reads a list with the total of X-Total-Count', async () => {
    fetchMock.mockResolvedValue(json([{ id: 'a' }, { id: 'b' }], 200, { 'x-total-count': '42' }));
    await expect(api.list('/job/all?page=1')).resolves.toEqual({ items: [{ id: 'a' }, { id: 'b' }], total: 42 });
  });

  it('counts the rows of a list without X-Total-Count', async () => {
    fetchMock.mockResolvedValue(json([{ id: 'a' }]));
    await expect(api.list('/job/all')).resolves.toEqual({ items: [{ id: 'a' }], total: 1 });
  });

  it('sends a JSON body with its content type and the session cookie', async () => {
    fetchMock.mockResolvedValue(json({ ok: true }, 201));
    await expect(api.put('/job/edit/1', { title: 'Stajyer' })).resolves.toEqual({ ok: true });
    const [path, init] = sent();
    expect(path).toBe('/job/edit/1');
    expect(init).toMatchObject({ method: 'PUT', credentials: 'include', body: '{"title":"Stajyer"}' });
    expect(init.headers).toMatchObject({ 'content-type': 'application/json', accept: 'application/json' });
  });

  it('posts an empty JSON object when there is no body, and a GET sends none', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(api.post('/auth/logout')).resolves.toBeUndefined();
    expect(sent()[1].body).toBe('{}');
    fetchMock.mockClear();
    fetchMock.mockResolvedValue(json({ user: null }));
    await api.get('/auth/check-session');
    expect(sent()[1].body).toBeUndefined();
    expect(sent()[1].method).toBe('GET');
  });

  it('sends FormData as it is, leaving the multipart content type to the browser', async () => {
    fetchMock.mockResolvedValue(json({ id: 'x' }, 201));
    const form = new FormData();
    form.append('title', 'Haber');
    await api.post('/blog/add', form);
    const [, init] = sent();
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('content-type');
  });

  it('downloads a file under the name the server gives it, and turns a refusal into an ApiError', async () => {
    fetchMock.mockResolvedValue(
      new Response('PDF', {
        status: 200,
        headers: { 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('ayşe.pdf')}` },
      }),
    );
    const file = await api.download('/files/1', '*/*', 'x.pdf');
    expect(file.name).toBe('ayşe.pdf');
    expect(await file.blob.text()).toBe('PDF');
    expect(sent()[1]).toMatchObject({ method: 'GET', credentials: 'include', headers: { accept: '*/*' } });
    fetchMock.mockResolvedValue(json({ error: 'Bu dosyaya erişim izniniz yok', code: 'FORBIDDEN' }, 403));
    await expect(api.download('/files/2', '*/*', 'x.pdf')).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: 'Bu dosyaya erişim izniniz yok',
    });
  });

  it('knows a lost session from a wrong password', () => {
    expect(isSessionLost(new ApiError(401, 'Oturum açmanız gerekiyor', 'UNAUTHENTICATED'))).toBe(true);
    expect(isSessionLost(new ApiError(401, 'E-posta veya şifre hatalı', 'INVALID_CREDENTIALS'))).toBe(false);
    expect(isSessionLost(new ApiError(403, 'Yetkiniz yok', 'UNAUTHENTICATED'))).toBe(false);
    expect(isSessionLost(new Error('x'))).toBe(false);
  });
});

describe('withQuery', () => {
  it('adds the defined values and leaves out empty ones', () => {
    expect(withQuery('/log/all', { page: 2, limit: 20, types: '', role: undefined, q: null })).toBe(
      '/log/all?page=2&limit=20',
    );
    expect(withQuery('/job/all', {})).toBe('/job/all');
  });
});

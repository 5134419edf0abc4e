import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { fastServer, rawCookie, readyAnswer, sendReady, type FastPath } from './fast-path.ts';

describe('rawCookie', () => {
  it('finds the named cookie among others, the first one winning', () => {
    expect(rawCookie('a=1; sid=abc; b=2', 'sid')).toBe('abc');
    expect(rawCookie('xsid=1;sid=2', 'sid')).toBe('2');
    expect(rawCookie('sid=first; sid=second', 'sid')).toBe('first');
    expect(rawCookie(' sid = spaced ', 'sid')).toBe('spaced');
  });

  it('says there is none, or leaves values that need decoding to the real parser', () => {
    expect(rawCookie(undefined, 'sid')).toBeUndefined();
    expect(rawCookie('', 'sid')).toBeUndefined();
    expect(rawCookie('other=1; sidx=2; flag', 'sid')).toBeUndefined();
    expect(rawCookie('sid="quoted"', 'sid')).toBeNull();
    expect(rawCookie('sid=a%20b', 'sid')).toBeNull();
  });
});

describe('fastServer', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function start(paths: FastPath[]) {
    const fast = fastServer({ keepAliveTimeout: 5000, requestTimeout: 5000, connectionTimeout: 6000 });
    server = fast.factory((_req, res) => {
      res.writeHead(299, { 'x-from': 'framework' });
      res.end('framework');
    }, {}) as Server;
    fast.start({ isLevelEnabled: () => false } as never, paths);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { fast, get: (path: string, init?: RequestInit) => fetch(base + path, init) };
  }

  const ready = readyAnswer(
    { 'content-type': 'text/plain', 'x-total-count': 7, 'set-cookie': 'no=1', date: 'never' },
    Buffer.from('hazır yanıt'),
  );
  const onlyReady: FastPath = (req, res) => req.url === '/ready' && sendReady(res, ready);

  it('answers what a fast path takes, with its headers and a correct length, and leaves the rest to the framework', async () => {
    const { get } = await start([onlyReady]);
    const hit = await get('/ready');
    expect(hit.status).toBe(200);
    expect(await hit.text()).toBe('hazır yanıt');
    expect(hit.headers.get('x-total-count')).toBe('7');
    expect(hit.headers.get('content-length')).toBe(String(Buffer.byteLength('hazır yanıt')));
    expect(hit.headers.get('set-cookie')).toBeNull();
    expect(hit.headers.get('date')).not.toBe('never');
    const other = await get('/other');
    expect([other.status, await other.text()]).toEqual([299, 'framework']);
  });

  it('offers only GETs to the fast paths', async () => {
    const { get } = await start([onlyReady]);
    expect((await get('/ready', { method: 'POST', body: 'x' })).status).toBe(299);
    expect((await get('/ready', { method: 'HEAD' })).status).toBe(299);
  });

  it('answers every request 503 with Retry-After once stopped (closing), the fast paths and the framework alike', async () => {
    const { fast, get } = await start([onlyReady]);
    expect((await get('/ready')).status).toBe(200);
    fast.stop((req) => ({
      headers: { 'content-type': 'application/json', 'retry-after': '5' },
      body: JSON.stringify({ error: req.headers['accept-language'] ?? 'tr', code: 'UNAVAILABLE' }),
    }));
    for (const [url, method] of [
      ['/ready', 'GET'],
      ['/other', 'POST'],
    ] as const) {
      const res = await get(url, {
        method,
        headers: { 'accept-language': 'en' },
        body: method === 'POST' ? 'x' : undefined,
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.headers.get('connection')).toBe('close');
      expect(await res.json()).toEqual({ error: 'en', code: 'UNAVAILABLE' });
    }
  });
});

import Fastify from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { describe, expect, it } from 'vitest';
import { helmetHeaders, NON_PAGE_CSP, securityHeaders } from './security-headers.ts';

const options = {
  contentSecurityPolicy: {
    directives: { defaultSrc: ["'self'"], frameSrc: ['https://www.youtube-nocookie.com'], upgradeInsecureRequests: [] },
  },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  strictTransportSecurity: true,
};

async function headersOf(register: (app: ReturnType<typeof Fastify>) => unknown, accept = 'text/html,*/*') {
  const app = Fastify();
  await register(app);
  app.get('/', async () => ({ ok: true }));
  const res = await app.inject({ url: '/', headers: { accept } });
  const missing = await app.inject({ url: '/none', headers: { accept } });
  await app.close();
  const pick = (h: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(h).filter(([k]) => !['date', 'content-length', 'connection', 'content-type'].includes(k)),
    );
  return { ok: pick(res.headers), missing: pick(missing.headers) };
}

describe('security headers computed once', () => {
  it('are exactly the headers @fastify/helmet sets, on pages and on 404s', async () => {
    const fromPlugin = await headersOf((app) => app.register(fastifyHelmet, options));
    const fromOnce = await headersOf((app) => securityHeaders(app, options));
    expect(fromOnce).toEqual(fromPlugin);
    expect(fromOnce.ok['content-security-policy']).toContain('frame-src https://www.youtube-nocookie.com');
    expect(fromOnce.ok['strict-transport-security']).toMatch(/max-age=/);
  });

  it('give everything that is not a page the strict CSP and the same other headers', async () => {
    const page = await headersOf((app) => securityHeaders(app, options));
    const api = await headersOf((app) => securityHeaders(app, options), 'application/json');
    expect(api.ok['content-security-policy']).toBe(NON_PAGE_CSP);
    expect(api.missing['content-security-policy']).toBe(NON_PAGE_CSP);
    expect({ ...api.ok, 'content-security-policy': '' }).toEqual({ ...page.ok, 'content-security-policy': '' });
  });

  it('refuses options helmet refuses', () => {
    expect(() => helmetHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ['self'] } } })).toThrow();
  });
});

import Fastify from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { describe, expect, it } from 'vitest';
import { helmetHeaders, securityHeaders } from './security-headers.ts';

const options = {
  contentSecurityPolicy: {
    directives: { defaultSrc: ["'self'"], frameSrc: ['https://www.youtube-nocookie.com'], upgradeInsecureRequests: [] },
  },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  strictTransportSecurity: true,
};

async function headersOf(register: (app: ReturnType<typeof Fastify>) => Promise<unknown> | void) {
  const app = Fastify();
  await register(app);
  app.get('/', async () => ({ ok: true }));
  const res = await app.inject({ url: '/' });
  const missing = await app.inject({ url: '/none' });
  await app.close();
  const pick = (h: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(h).filter(([k]) => !['date', 'content-length', 'connection', 'content-type'].includes(k)));
  return { ok: pick(res.headers), missing: pick(missing.headers) };
}

describe('security headers computed once', () => {
  it('are exactly the headers @fastify/helmet sets, on answers and on 404s', async () => {
    const fromPlugin = await headersOf((app) => app.register(fastifyHelmet, options));
    const fromOnce = await headersOf((app) => securityHeaders(app, options));
    expect(fromOnce).toEqual(fromPlugin);
    expect(fromOnce.ok['content-security-policy']).toContain("frame-src https://www.youtube-nocookie.com");
    expect(fromOnce.ok['strict-transport-security']).toMatch(/max-age=/);
  });

  it('refuses options helmet refuses', () => {
    expect(() => helmetHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ['self'] } } })).toThrow();
  });
});

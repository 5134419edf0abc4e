import type { FastifyInstance } from 'fastify';

/** Every route the app registers (method and url), seen through Fastify's onRoute hook of each instance created. */
export const registeredRoutes: { method: string; url: string }[] = [];

/**
 * A `vi.mock('fastify', …)` factory: Fastify as it is, but each instance records its routes in `registeredRoutes`.
 * Use as `vi.mock('fastify', async (original) => (await import('…/route-recorder.ts')).recordingFastify(original))`.
 */
export async function recordingFastify(importOriginal: () => Promise<unknown>) {
  const mod = (await importOriginal()) as typeof import('fastify');
  const original = mod.default as unknown as (...args: unknown[]) => FastifyInstance;
  const wrapped = (...args: unknown[]) => {
    const app = original(...args);
    app.addHook('onRoute', (r) => {
      for (const m of [r.method].flat()) registeredRoutes.push({ method: String(m), url: r.url });
    });
    return app;
  };
  return { ...mod, default: Object.assign(wrapped, mod.default), fastify: wrapped };
}

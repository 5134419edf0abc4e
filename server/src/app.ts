import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { trustProxyOption, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import { pickLang, serverMessages } from '@beceri/domain';
import errors, { forbidden, inLanguage } from './plugins/errors.ts';
import lang from './plugins/lang.ts';
import sessions from './plugins/sessions.ts';
import mfaGate from './plugins/mfa-gate.ts';
import readCache from './plugins/read-cache/index.ts';
import storage from './plugins/storage.ts';
import mail from './plugins/mail.ts';
import queue from './plugins/queue.ts';
import metrics from './plugins/metrics.ts';
import activity from './plugins/activity.ts';
import personalData from './plugins/personal-data.ts';
import openapi from './openapi/index.ts';
import { modules } from './modules/index.ts';
import { RateLimits } from './lib/rate-limit.ts';
import { openLimiterStore } from './lib/rate-limit-stores.ts';
import { securityHeaders } from './lib/security-headers.ts';
import cors from './plugins/cors.ts';
import { fastServer, type FastPath } from './lib/fast-path.ts';
import { loadScreens, loadTemplate, registerPages } from './modules/pages/index.ts';
import { SCRIPT_LOADER_CSP } from './modules/pages/script-loader.ts';
import { serializeError, serializeRequest } from './lib/log-errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database['db'];
    database: Database;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

export const logRedactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.otp',
  '*.token',
  '*.idNumber',
  'body.password',
  'body.otp',
  'body.idNumber',
];

/** The app's logger: secrets redacted, errors written without personal data (lib/log-errors.ts). */
export const loggerOptions = (config: Config) => ({
  level: config.logLevel,
  redact: { paths: logRedactPaths, censor: '[gizli]' },
  serializers: { err: serializeError, req: serializeRequest },
});

/** Frames only from the video sites we embed and the map on the contact page. */
export const frameSources = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
  'https://www.openstreetmap.org',
];

export async function buildApp({ config, database, logger }: BuildOptions): Promise<FastifyInstance> {
  const timeouts = { requestTimeout: 60_000, connectionTimeout: 70_000, keepAliveTimeout: 10_000 };
  const server = fastServer(timeouts);
  const app = Fastify<import('node:http').Server>({
    logger: logger ?? loggerOptions(config),
    ...timeouts,
    serverFactory: server.factory,
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { maxParamLength: 200 },
    // A path the router refuses (a parameter over 200 characters: 414; a malformed escape: 400) answers with
    // the error body of every other refusal (docs/security.md), not the router's own.
    frameworkErrors: (err, req, reply: import('fastify').FastifyReply) => {
      const status = err.statusCode === 414 ? 414 : 400;
      const lang = pickLang({ acceptLanguage: req.headers['accept-language'] });
      const code = status === 414 ? 'URI_TOO_LONG' : 'BAD_URL';
      void reply.status(status).send(inLanguage({ error: serverMessages.validation, code }, lang));
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);

  const headers = securityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The rendered pages' one inline script, by its hash (decision 069).
        scriptSrc: ["'self'", SCRIPT_LOADER_CSP],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        // 'self': the hire page's resume preview. Only INLINE_PDF_CSP answers let our pages frame them.
        frameSrc: ["'self'", ...frameSources],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.cookieSecure ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Video sites refuse to play embeds that send no referrer.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.cookieSecure,
  });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 20, fields: 500 } });
  const rateLimits = new RateLimits(await openLimiterStore(config, database.pool, app.log), config.rateLimitFactor);
  app.decorate('rateLimits', rateLimits);
  app.addHook('onClose', async () => rateLimits.close());
  await app.register(metrics);
  await app.register(lang);
  await app.register(cors);
  await app.register(errors);
  // A JSON answer made for a logged-in person is theirs alone: no shared or browser cache keeps it, unless its
  // route chose a policy of its own. Before the read cache's hooks, so that an answer it keeps carries the header.
  app.addHook('onSend', async function noStoreForSessions(req, reply) {
    if (!req.user || reply.hasHeader('cache-control')) return;
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/json'))
      reply.header('cache-control', 'private, no-store');
  });

  await app.register(readCache);
  await app.register(queue);
  await app.register(sessions);
  await app.register(mfaGate);
  await app.register(storage);
  await app.register(activity);
  await app.register(personalData);
  await app.register(mail);
  // Before the routes: the document is made from every route registered after it.
  await app.register(openapi);

  // Cross-site writes: SameSite=Lax keeps the cookie off them; an explicit foreign Origin is refused too.
  app.addHook('onRequest', async function refuseForeignOrigin(req) {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return;
    const origin = req.headers.origin;
    if (!origin) return;
    const host = req.headers['x-forwarded-host'] ?? req.headers.host;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw forbidden();
    }
    if (originHost !== host) throw forbidden();
  });

  app.get('/health', async (_req, reply) => {
    const ok = await database.ping();
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', database: database.driver });
  });

  for (const module of modules) await app.register(module);

  const spa = await registerSpa(app, config.webDist, headers.page);
  const fastPaths = [spa, app.readCacheFastPath].filter((p): p is FastPath => p !== undefined);
  server.start(app.log, config.fastPath ? fastPaths : [], app.observeReady);
  // A request that arrives while the server closes is sent to another instance or asked to come back: the load
  // balancer retries it, a browser's next try reaches the restarted server.
  app.addHook('preClose', async () =>
    server.stop((req) => ({
      headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': '5' },
      body: JSON.stringify(
        inLanguage(
          { error: serverMessages.unavailable, code: 'UNAVAILABLE' },
          pickLang({ acceptLanguage: req.headers['accept-language'] }),
        ),
      ),
    })),
  );
  return app as unknown as FastifyInstance;
}

/**
 * Serves the built SPA: hashed assets cached for good, every page navigation gets its page from the page
 * renderer (modules/pages). Returns the fast path that answers visitors' cached pages before Fastify.
 */
async function registerSpa(
  app: FastifyInstance,
  webDist: string,
  pageHeaders: Record<string, string>,
): Promise<FastPath | undefined> {
  const template = loadTemplate(webDist);
  if (!template) {
    app.log.warn({ webDist }, 'web app is not built; only the API is served');
    return undefined;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    index: false,
    // web/scripts/precompress.mjs writes .br and .gz twins at build time.
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      const value = immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
      res.header('cache-control', value);
    },
  });
  return registerPages(app, template, pageHeaders, await loadScreens(webDist));
}

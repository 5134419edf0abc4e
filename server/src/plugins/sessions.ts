import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { Role, SessionUser } from '@beceri/domain';
import type { Db } from '../db/client.ts';
import type { ReadCache } from '../lib/cache.ts';
import { sessions, users } from '../db/schema/index.ts';
import { forbidden, unauthorized } from './errors.ts';
import { AUTHORIZED_ROLES } from './read-cache/rules.ts';

/** The cookie's name over plain HTTP (development, tests). */
export const SESSION_COOKIE = 'sid';
/**
 * With Secure cookies the `__Host-` prefix makes browsers refuse the cookie unless it is Secure, has
 * path `/` and no Domain: a sibling subdomain or a plain-HTTP page cannot plant or overwrite it.
 */
export const SECURE_SESSION_COOKIE = '__Host-sid';
export const sessionCookieName = (secure: boolean) => (secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE);
/** Longer cookies are not tokens of ours (ours are 43 characters): no lookup is made for them. */
export const SESSION_TOKEN_MAX = 100;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Sliding lifetime: a session unused this long ends. */
export const SESSION_TTL_MS = 7 * DAY_MS;
/** Absolute lifetime from `sessions.created_at`, however often the session is used. */
export const SESSION_ABSOLUTE_MS = 30 * DAY_MS;
/** The expiry slides, but at most one write per session in this interval. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    sessions: SessionStore;
    /** A preHandler that lets through only a logged-in person with one of these roles. */
    authorize(...roles: Role[]): preHandlerAsyncHookHandler;
  }
}

interface CachedSession {
  user: SessionUser;
  expiresAt: number;
  lastSeenAt: number;
}

export class SessionStore {
  /** With a cache, a known session costs no query until its next touch (ended sessions invalidate it). */
  constructor(
    private readonly db: Db,
    private readonly cache?: ReadCache,
    /** The session cookie's name in effect (see `sessionCookieName`). */
    readonly cookieName: string = SESSION_COOKIE,
  ) {}

  async create(userId: string): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url');
    await this.db.insert(sessions).values({
      tokenHash: hashToken(token),
      userId,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    });
    return token;
  }

  /** The session's person when the cache knows it and no touch is due; undefined when only the database can tell. */
  peek(token: string): SessionUser | undefined {
    return this.fromCache(`session:${hashToken(token)}`);
  }

  private fromCache(key: string): SessionUser | undefined {
    const cached = this.cache?.get<CachedSession>(key);
    if (cached && cached.expiresAt > Date.now() && Date.now() - cached.lastSeenAt <= TOUCH_INTERVAL_MS)
      return cached.user;
    return undefined;
  }

  async resolve(token: string): Promise<SessionUser | null> {
    const tokenHash = hashToken(token);
    const key = `session:${tokenHash}`;
    const cached = this.fromCache(key);
    if (cached) return { ...cached };
    const ticket = this.cache?.ticket() ?? 0;
    const [row] = await this.db
      .select({
        id: users.id,
        role: users.role,
        name: users.name,
        email: users.email,
        locale: users.locale,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
        createdAt: sessions.createdAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, tokenHash),
          // A suspension also deletes the sessions; this covers a session made between the two.
          isNull(users.suspendedAt),
          gt(sessions.expiresAt, new Date()),
          gt(sessions.createdAt, new Date(Date.now() - SESSION_ABSOLUTE_MS)),
        ),
      )
      .limit(1);
    if (!row) return null;
    let { lastSeenAt, expiresAt } = row;
    const endOfLife = row.createdAt.getTime() + SESSION_ABSOLUTE_MS;
    if (Date.now() - lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      lastSeenAt = new Date();
      expiresAt = new Date(Math.min(lastSeenAt.getTime() + SESSION_TTL_MS, endOfLife));
      await this.db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.tokenHash, tokenHash));
    }
    expiresAt = new Date(Math.min(expiresAt.getTime(), endOfLife));
    const user: SessionUser = { id: row.id, role: row.role, name: row.name, email: row.email, locale: row.locale };
    this.cache?.set(
      key,
      ['sessions', 'people'],
      ticket,
      { user, expiresAt: expiresAt.getTime(), lastSeenAt: lastSeenAt.getTime() },
      { size: 400 },
    );
    return { ...user };
  }

  async destroy(token: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    this.cache?.invalidate(['sessions']);
  }

  /** Ends every session of a user, except the one whose token is given. */
  async destroyAllFor(userId: string, exceptToken?: string): Promise<void> {
    const cond = exceptToken
      ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(exceptToken)))
      : eq(sessions.userId, userId);
    await this.db.delete(sessions).where(cond);
    this.cache?.invalidate(['sessions']);
  }

  async purgeExpired(): Promise<void> {
    await this.db
      .delete(sessions)
      .where(
        or(lt(sessions.expiresAt, new Date()), lt(sessions.createdAt, new Date(Date.now() - SESSION_ABSOLUTE_MS))),
      );
  }
}

/** The session token the request carries under the cookie name in effect. */
export const sessionToken = (app: FastifyInstance, req: FastifyRequest): string | undefined =>
  req.cookies[app.sessions.cookieName];

/** The cookie lives as long as the session can (30 days); the server ends it sooner when unused. */
export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string) {
  reply.setCookie(app.sessions.cookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.cookieSecure,
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply) {
  reply.clearCookie(app.sessions.cookieName, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.cookieSecure,
  });
}

/** The logged-in person, or a 401. */
export function currentUser(req: FastifyRequest): SessionUser {
  if (!req.user) throw unauthorized();
  return req.user;
}

export default fp(async function sessionPlugin(app: FastifyInstance) {
  const store = new SessionStore(app.db, app.readCache, sessionCookieName(app.config.cookieSecure));
  app.decorate('sessions', store);
  app.decorateRequest('user', null);

  app.addHook('onRequest', async function resolveSession(req) {
    const token = sessionToken(app, req);
    if (!token || token.length > SESSION_TOKEN_MAX) return;
    req.user = await store.resolve(token);
  });

  app.decorate('authorize', (...roles: Role[]) => {
    const authorize: preHandlerAsyncHookHandler = async function authorize(req) {
      const user = currentUser(req);
      if (roles.length > 0 && !roles.includes(user.role)) throw forbidden();
    };
    // The read cache reads this to refuse a rule that would hand this route's answer to others.
    return Object.assign(authorize, { [AUTHORIZED_ROLES]: roles });
  });
  // Expired sessions are deleted by the scheduled purge (modules/kvkk/purge.ts).
});

import type { FastifyRequest, RouteOptions } from 'fastify';
import type { Lang, Role, SessionUser } from '@beceri/domain';
import type { Topic } from '../../lib/cache.ts';

/**
 * How a GET route's answer may be cached, declared on the route: `config: { cache: { … } }`.
 * Exactly one audience says who may be handed a cached answer:
 * - `public`: the same answer for everyone;
 * - `visitorsOnly`: cached for visitors; logged-in people (owners may see more) always go to the handler;
 * - `roles`: only callers of these roles, after the route's own checks let them through;
 * - `perUser`: the answer is about the caller: kept per person (and once for all visitors).
 */
export interface CacheRule {
  /** The tables the answer is read from (see TOPICS): a change of one of them drops it. */
  topics: readonly Topic[];
  public?: true;
  visitorsOnly?: true;
  roles?: readonly Role[];
  perUser?: true;
  /** For topics no trigger announces (migration 0003): how long another instance's write may go unseen. */
  ttlMs?: number;
  /** The answer is written in the caller's language (`req.lang`): one entry per language. */
  byLanguage?: true;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    cache?: CacheRule;
  }
}

/** Whether a cached answer of this rule may go to this caller (null: a visitor). */
export const mayServe = (rule: CacheRule, user: SessionUser | null) =>
  !(rule.visitorsOnly && user) && !(rule.roles && (!user || !rule.roles.includes(user.role)));

/** Whether the fast path must know the caller before it may answer. */
export const needsCaller = (rule: CacheRule) => Boolean(rule.visitorsOnly || rule.roles || rule.perUser);

/**
 * The key of an answer: the route and its validated input — params and the query as the route's schema
 * parsed it (unknown keys dropped, numbers normalised) — so `?v=1…300` or `?page=01` are one entry.
 */
export function baseKey(req: FastifyRequest): string {
  return `${req.routeOptions.url}\n${canonical(req.params)}\n${canonical(req.query)}`;
}

/** The entry of this caller: per person for `perUser`, per language for `byLanguage` (`lang` is only read then). */
export function personalKey(base: string, rule: CacheRule, user: SessionUser | null, lang: () => Lang): string {
  const key = rule.perUser ? `${base}\n${user?.id ?? '-'}` : base;
  return rule.byLanguage ? `${key}\n${lang()}` : key;
}

function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return '';
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

/** The roles `app.authorize(...roles)` lets through, read off the hooks it returns. */
export const AUTHORIZED_ROLES = Symbol('authorizedRoles');

type Hook = { [AUTHORIZED_ROLES]?: readonly Role[] };
function authorizedRoles(route: RouteOptions): readonly Role[] | undefined {
  for (const stage of ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const) {
    for (const hook of [route[stage] ?? []].flat() as Hook[]) {
      if (hook[AUTHORIZED_ROLES]) return hook[AUTHORIZED_ROLES];
    }
  }
  return undefined;
}

/**
 * Refuses, at start-up, a cache rule that could hand an answer to someone the route would turn away:
 * a rule must name exactly one audience; a route that asks for a login cannot be cached for everyone or
 * for visitors; a role rule must not name a role the route's own check refuses.
 */
export function checkRule(route: RouteOptions, rule: CacheRule): void {
  const where = `${route.method} ${route.url}`;
  const audiences = [rule.public, rule.visitorsOnly, rule.roles, rule.perUser].filter(Boolean).length;
  if (audiences !== 1) {
    throw new Error(
      `${where}: a cached route names exactly one audience (public, visitorsOnly, roles or perUser); see docs/development.md`,
    );
  }
  if (![route.method].flat().every((m) => m === 'GET' || m === 'HEAD')) {
    throw new Error(`${where}: only GET routes can be cached`);
  }
  if (rule.topics.length === 0) throw new Error(`${where}: a cached route names the topics its answer is read from`);
  const guarded = authorizedRoles(route);
  if (!guarded) return;
  if (rule.public || rule.visitorsOnly)
    throw new Error(`${where}: the route asks for a login, so its answer cannot be cached for everyone`);
  if (rule.roles && guarded.length > 0 && rule.roles.some((r) => !guarded.includes(r))) {
    throw new Error(`${where}: the cache rule names roles the route refuses`);
  }
}

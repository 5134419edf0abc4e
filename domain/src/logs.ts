import { z } from 'zod';
import { messageKey } from './i18n.ts';

/** Activity log types (docs/product.md) and their Turkish labels on the log screen. */
export const LOG_TYPES = ['teacher', 'student', 'company', 'other'] as const;
export type LogType = (typeof LOG_TYPES)[number];
/** The checkboxes of the log screen, in docs/product.md's order. */
export const LOG_FILTER_TYPES = ['teacher', 'student', 'company'] as const satisfies readonly LogType[];
export { logTypeLabels } from './labels.ts';

/** `?types=teacher,student` → the distinct known types; unknown names are an error, empty means all. */
export const logTypesParamSchema = z
  .string()
  .max(100)
  .optional()
  .transform((raw, ctx) => {
    const names = (raw ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const unknown = names.filter((n) => !(LOG_TYPES as readonly string[]).includes(n));
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: messageKey('validation.unknownLogTypes', { types: unknown.join(', ') }),
      });
      return z.NEVER;
    }
    return [...new Set(names)] as LogType[];
  });

/**
 * One entry of `GET /log/all`: `log` is its text in the caller's language; `event` and `params` are what it stores
 * (domain/src/log-events.ts; `legacy` with empty params for older text that matched no known phrasing).
 */
export interface LogEntry {
  log: string;
  createdAt: string;
  type: LogType;
  event: string;
  params: Record<string, string | number | null>;
}

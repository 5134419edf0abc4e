import { z } from 'zod';
import { messageKey } from './i18n.ts';

/** Activity log types (DESIGN.md §6) and their Turkish labels on the log screen. */
export const LOG_TYPES = ['teacher', 'student', 'company', 'other'] as const;
export type LogType = (typeof LOG_TYPES)[number];
/** The checkboxes of the log screen, in SPEC.md's order. */
export const LOG_FILTER_TYPES = ['teacher', 'student', 'company'] as const satisfies readonly LogType[];
export { logTypeLabels } from './labels.ts';

/** `?types=teacher,student` → the distinct known types; unknown names are an error, empty means all. */
export const logTypesParamSchema = z
  .string()
  .max(100)
  .optional()
  .transform((raw, ctx) => {
    const names = (raw ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    const unknown = names.filter((n) => !(LOG_TYPES as readonly string[]).includes(n));
    if (unknown.length > 0) {
      ctx.addIssue({ code: 'custom', message: messageKey('validation.unknownLogTypes', { types: unknown.join(', ') }) });
      return z.NEVER;
    }
    return [...new Set(names)] as LogType[];
  });

export interface LogEntry {
  log: string;
  createdAt: string;
  type: LogType;
}

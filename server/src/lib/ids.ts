import { z } from 'zod';
import { notFound } from '../plugins/errors.ts';

const uuid = z.uuid();
export const isUuid = (s: string) => uuid.safeParse(s).success;

/**
 * An id from the path that is not a UUID cannot name a row: it is simply not found (404, with
 * `message` when the feature has its own). Called in the handler, i.e. after the route's guards.
 */
export function uuidOr404(id: string, message?: string): string {
  if (!isUuid(id)) throw notFound(message);
  return id;
}

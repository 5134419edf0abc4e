/**
 * A PostgreSQL array literal of these values, bound as one parameter (`= any($1::uuid[])`) instead of one parameter
 * each: the statement's text stays the same whatever the number of values.
 */
export const arrayLiteral = (values: readonly (string | number)[]) =>
  `{${values.map((v) => `"${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;

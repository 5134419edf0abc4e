/** The JSON error body of every failed API call (docs/security.md). */
export interface ApiErrorBody {
  /** In the caller's language (the server translates the key it threw). */
  error: string;
  code: string;
  fields?: Record<string, string>;
}

/** Server messages that are not docs/product.md texts but that users can see (keys of the `domain` catalogue). */
export const serverMessages = {
  unauthenticated: 'errors.unauthenticated',
  forbidden: 'errors.forbidden',
  notFound: 'errors.notFound',
  validation: 'errors.validation',
  tooLarge: 'errors.tooLarge',
  badFileType: 'errors.badFileType',
  emptyFile: 'errors.emptyFile',
  rateLimited: 'errors.rateLimited',
  internal: 'errors.internal',
  emailTaken: 'errors.emailTaken',
  invalidCredentials: 'errors.invalidCredentials',
  resumeRequired: 'validation.required',
  unavailable: 'errors.unavailable',
  reportsBusy: 'errors.reportsBusy',
  badLocale: 'errors.badLocale',
  fieldsTooLarge: 'errors.fieldsTooLarge',
  tooDeep: 'errors.tooDeep',
  rangeNotSatisfiable: 'errors.rangeNotSatisfiable',
} as const;

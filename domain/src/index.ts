import './zod-config.ts';
export * from './constants.ts';
export * from './messages.ts';
export * from './auth.ts';
export * from './errors.ts';
export * from './courses.ts';
export * from './content.ts';
export * from './accounts.ts';
export * from './jobs.ts';

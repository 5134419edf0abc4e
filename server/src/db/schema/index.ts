export * from './users.ts';
export * from './files.ts';
export * from './sessions.ts';
export * from './courses.ts';
export * from './exams.ts';
export * from './jobs.ts';
export * from './content.ts';
export * from './rate-limits.ts';

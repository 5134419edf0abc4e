/** Business constants of SPEC.md §9, shared by the web app and the server. */
/** DESIGN.md §7 (replacing SPEC.md's 'at most 8'): every new password is 8–64 characters. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const NAME_MAX = 15;
export const BIRTH_DATE_MIN = '1989-01-01';
export const BIRTH_DATE_MAX = '2008-01-01';
export const JOB_TITLE_MAX = 100;
export const QUIZ_OPTION_COUNT = 5;
export const COMPANY_PROFILE_JOBS = 3;
export const NEWS_CARD_TEXT = 150;
export const ADMIN_PAGE_SIZE = 5;
export const LOG_PAGE_SIZE = 20;
export const LIST_PAGE_SIZE = 24;
export const LIST_PAGE_MAX = 100;
export const OTP_LENGTH = 6;
export const CAROUSEL_INTERVAL_MS = 2000;
export const TOAST_DURATION_MS = 1000;
export const CONFETTI_PIECES = 200;
export const CONFETTI_MS = 5000;

/** Upload limits (DESIGN.md §4). */
export const MB = 1024 * 1024;
export const RESUME_MAX_BYTES = 5 * MB;
export const COURSE_PDF_MAX_BYTES = 20 * MB;
export const IMAGE_MAX_BYTES = 5 * MB;

/** Generous bounds for free text so that no field can grow without limit. */
export const TEXT_SHORT_MAX = 200;
export const TEXT_LONG_MAX = 20000;
/**
 * Lists (jobs, courses) send this many characters of a description: their cards show three lines of it
 * (line-clamp-3), and a page of 100 full 20,000-character descriptions would be 4 MB (decision 016).
 */
export const LIST_PREVIEW_CHARS = 300;

export const ROLES = ['student', 'teacher', 'company', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Business constants of docs/product.md, shared by the web app and the server. */
/** docs/product.md (replacing docs/product.md's 'at most 8'): every new password is 8–64 characters. */
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

/** Upload limits (docs/security.md). */
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

/**
 * What an uploaded file is (`files.kind`): it sets the types and size allowed and who may read it. News pictures keep
 * their stored name `blog_image` (SPEC's `/blog/*` paths; a stored value changes only in two releases).
 */
export const FILE_KINDS = ['resume', 'course_pdf', 'blog_image', 'about_image'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** The partners named in the footer and on the home page, whose official logos the operator may provide. */
export const PARTNER_LOGOS = ['republic', 'chamber', 'school'] as const;
export type PartnerLogo = (typeof PARTNER_LOGOS)[number];

/**
 * The one way to show a toast (docs/architecture.md/§7): success 3 s; errors 8 s with a close button, because 1 s cannot be
 * read (WCAG 2.2.1). sonner loads on first use, keeping it out of the first download.
 */
export const SUCCESS_TOAST_MS = 3000;
export const ERROR_TOAST_MS = 8000;

export const notify = {
  success: (message: string) =>
    void import('sonner').then(({ toast }) => toast.success(message, { duration: SUCCESS_TOAST_MS })),
  error: (message: string) =>
    void import('sonner').then(({ toast }) => toast.error(message, { duration: ERROR_TOAST_MS, closeButton: true })),
};

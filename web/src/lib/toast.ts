/**
 * Toasts for code that is on every page (the shell): sonner is loaded on first use,
 * keeping it out of the first download. Feature screens may import `toast` from 'sonner' directly.
 */
export const toastLater = {
  success: (message: string) => void import('sonner').then(({ toast }) => toast.success(message)),
  error: (message: string) => void import('sonner').then(({ toast }) => toast.error(message)),
};

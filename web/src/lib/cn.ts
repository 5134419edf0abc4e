import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. No tailwind-merge (8 KB on every page): components offer variants instead of
 * expecting callers to override a conflicting utility.
 */
export const cn = (...inputs: ClassValue[]) => clsx(inputs);

/** E-mails are stored and compared lower-cased (the database index is on lower(email) too). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

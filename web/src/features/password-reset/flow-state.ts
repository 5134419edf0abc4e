/**
 * What the three reset screens share (docs/product.md 'Reset flow shared state'): the e-mail, the page
 * the request came from and, after the code, the one-time reset token. Kept in sessionStorage so a
 * reload keeps the flow and closing the tab ends it. The code itself is never stored.
 */
export interface ResetFlow {
  email: string;
  from: string;
  /** The code's id, when the code screen was opened from the mail's link (it lets the owner past the daily cap). */
  reset?: string;
  token?: string;
}

const KEY = 'passwordReset';

export function readFlow(): ResetFlow | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const flow = raw ? (JSON.parse(raw) as Partial<ResetFlow>) : null;
    return flow && typeof flow.email === 'string' && typeof flow.from === 'string' ? (flow as ResetFlow) : null;
  } catch {
    return null;
  }
}

export function writeFlow(flow: ResetFlow | null) {
  if (flow) sessionStorage.setItem(KEY, JSON.stringify(flow));
  else sessionStorage.removeItem(KEY);
}

/** The flow a reset mail's link starts (`/otp?email=…&reset=…`), kept like one started here; null without both. */
export function flowFromLink(params: URLSearchParams): ResetFlow | null {
  const email = params.get('email');
  const reset = params.get('reset');
  if (!email || !reset) return null;
  const flow = { email, reset, from: '/forgot-password' };
  writeFlow(flow);
  return flow;
}

/**
 * What the three reset screens share (SPEC.md §3 'Reset flow shared state'): the e-mail, the page
 * the request came from and, after the code, the one-time reset token. Kept in sessionStorage so a
 * reload keeps the flow and closing the tab ends it. The code itself is never stored.
 */
export interface ResetFlow {
  email: string;
  from: string;
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

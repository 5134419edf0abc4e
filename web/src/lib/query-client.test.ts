import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api.ts';
import { createQueryClient, onSessionLost } from './query-client.ts';
import { endSession, markSigningOut, sessionKey, storeSessionUser } from './session.ts';

const answer = (status: number, code: string) =>
  new Response(JSON.stringify({ error: 'x', code }), { status, headers: { 'content-type': 'application/json' } });

let lost: ReturnType<typeof vi.fn<() => void>>;
let stop: () => void;

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn());
  lost = vi.fn<() => void>();
  stop = onSessionLost(lost);
  localStorage.setItem('sessionUser', JSON.stringify({ role: 'student', id: 's1' }));
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

/** A client holding a logged-in student, whose next request gets `status` with `code`. */
function clientAnswering(status: number, code: string) {
  vi.mocked(fetch).mockImplementation(async () => answer(status, code));
  const qc = createQueryClient();
  qc.setQueryData(sessionKey, { id: 's1', role: 'student' });
  return qc;
}

describe('the 401 policy of the query client', () => {
  it('forgets the session and tells the app when a query meets a lost session', async () => {
    const qc = clientAnswering(401, 'UNAUTHENTICATED');
    await qc.fetchQuery({ queryKey: ['profile'], queryFn: () => api.get('/student/get') }).catch(() => {});
    expect(lost).toHaveBeenCalledTimes(1);
    expect(qc.getQueryData(sessionKey)).toBeNull();
    expect(localStorage.getItem('sessionUser')).toBeNull();
  });

  it('does the same for a mutation', async () => {
    const qc = clientAnswering(401, 'UNAUTHENTICATED');
    const mutation = qc.getMutationCache().build(qc, { mutationFn: () => api.post('/enrollment/enroll/j1') });
    await mutation.execute(undefined).catch(() => {});
    expect(lost).toHaveBeenCalledTimes(1);
    expect(qc.getQueryData(sessionKey)).toBeNull();
    expect(localStorage.getItem('sessionUser')).toBeNull();
  });

  it('leaves a lost session to a mutation that handles it itself', async () => {
    const qc = clientAnswering(401, 'UNAUTHENTICATED');
    const mutation = qc
      .getMutationCache()
      .build(qc, { mutationFn: () => api.put('/student/update'), meta: { handlesLostSession: true } });
    await mutation.execute(undefined).catch(() => {});
    expect(lost).not.toHaveBeenCalled();
    expect(qc.getQueryData(sessionKey)).toEqual({ id: 's1', role: 'student' });
  });

  it('takes a 401 for no news once the person began to log out, until they log in again', async () => {
    // The profile they leave asks for its next panel on the way out; the server has ended the session.
    const qc = clientAnswering(401, 'UNAUTHENTICATED');
    markSigningOut(true);
    await qc.fetchQuery({ queryKey: ['alerts'], queryFn: () => api.get('/me/job-alerts') }).catch(() => {});
    endSession(qc, 'entry-1');
    await qc.fetchQuery({ queryKey: ['courses'], queryFn: () => api.get('/courseEnrollement/getAll') }).catch(() => {});
    expect(lost).not.toHaveBeenCalled();
    // Logged in again, a session that ends under them is lost.
    storeSessionUser({ role: 'student', id: 's1' });
    qc.setQueryData(sessionKey, { id: 's1', role: 'student' });
    await qc.fetchQuery({ queryKey: ['profile'], queryFn: () => api.get('/student/get') }).catch(() => {});
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it.each([
    [401, 'INVALID_CREDENTIALS'],
    [403, 'FORBIDDEN'],
    [500, 'INTERNAL'],
  ])('leaves the session alone on %i %s', async (status, code) => {
    const qc = clientAnswering(status, code);
    await qc.fetchQuery({ queryKey: ['x'], queryFn: () => api.get('/x'), retry: false }).catch(() => {});
    const mutation = qc.getMutationCache().build(qc, { mutationFn: () => api.post('/auth/login') });
    await mutation.execute(undefined).catch(() => {});
    expect(lost).not.toHaveBeenCalled();
    expect(qc.getQueryData(sessionKey)).toEqual({ id: 's1', role: 'student' });
    expect(localStorage.getItem('sessionUser')).not.toBeNull();
  });
});

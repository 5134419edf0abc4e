import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TakeExam } from './take-exam.tsx';

vi.mock('react-confetti', () => ({ default: () => <div data-testid="confetti" /> }));
afterEach(() => vi.unstubAllGlobals());

const attempt = {
  attemptId: 'a1',
  courseId: 'c1',
  title: 'Python 101',
  questions: [
    { id: 'q1', text: 'Birinci soru', options: ['a1', 'b1', 'c1'] },
    { id: 'q2', text: 'İkinci soru', options: ['a2', 'b2'] },
    { id: 'q3', text: 'Üçüncü soru', options: ['a3', 'b3', 'c3', 'd3'] },
  ],
  endsAt: null as string | null,
  answers: { q1: 1 } as Record<string, number>,
  passPercent: 50,
};

type Reply = { status: number; body?: unknown };
/** The server: each call answered by method and path (an answer may wait); every call recorded. */
function stubServer(answer: (method: string, url: string) => Reply | Promise<Reply>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(init.body as string) : undefined });
      const r = await answer(init.method ?? 'GET', url);
      return new Response(r.body === undefined ? null : JSON.stringify(r.body), { status: r.status });
    }),
  );
  return calls;
}

function setup() {
  const onBack = vi.fn();
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <TakeExam courseId="c1" title="Python 101" onBack={onBack} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { onBack, user: userEvent.setup() };
}

describe('TakeExam', () => {
  it('resumes the attempt with its answers, saves each choice, warns before finishing with unanswered questions, and says the pass mark and attempts left', async () => {
    const calls = stubServer((method, url) => {
      if (url === '/exam/c1/attempts') return { status: 200, body: attempt };
      if (method === 'PUT') return { status: 204 };
      return {
        status: 200,
        body: { score: 1, total: 3, passed: false, passPercent: 70, passMark: 2, attemptsLeftToday: 9 },
      };
    });
    const { user } = setup();
    expect(await screen.findByText('Soru 1 / 3')).toBeVisible();
    expect(screen.getByText(/1 \/ 3 cevaplandı/)).toBeVisible();
    // The answer saved before the reload is still chosen.
    expect(screen.getByRole('button', { name: 'b1' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(screen.getByText('Soru 2 / 3')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'a2' }));
    await user.click(screen.getByRole('button', { name: 'b2' }));
    expect(screen.getByRole('button', { name: 'a2' })).toHaveAttribute('aria-pressed', 'false');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.url, c.body])).toEqual([
      ['/exam/attempts/a1/answers/q2', { option: 0 }],
      ['/exam/attempts/a1/answers/q2', { option: 1 }],
    ]);
    await user.click(screen.getByRole('button', { name: 'Sonraki' }));
    await user.click(screen.getByRole('button', { name: 'Sona ermek' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('1 soru cevapsız. Yine de bitirmek istiyor musunuz?')).toBeVisible();
    expect(calls.some((c) => c.url.endsWith('/submit'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Yine de bitir' }));
    expect(await screen.findByText('Başarısız')).toBeVisible();
    expect(screen.getByText('Puanınız: 1 / 3')).toBeVisible();
    expect(screen.getByText('Geçme notu: 2 / 3 (%70)')).toBeVisible();
    expect(screen.getByText('Bugün 9 deneme hakkınız kaldı.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Derslere dön' })).toHaveAttribute('href', '/coursedetail/c1');
    expect(calls.at(-1)).toMatchObject({ method: 'POST', url: '/exam/attempts/a1/submit' });
  }, 30_000);

  it('sends two quick choices on one question in the order they were made, one after the other', async () => {
    let releaseFirst = () => {};
    const firstHeld = new Promise<Reply>((resolve) => {
      releaseFirst = () => resolve({ status: 204 });
    });
    let puts = 0;
    const calls = stubServer((method, url) => {
      if (url === '/exam/c1/attempts') return { status: 200, body: { ...attempt, answers: {} } };
      if (method === 'PUT') return ++puts === 1 ? firstHeld : { status: 204 };
      return {
        status: 200,
        body: { score: 1, total: 3, passed: true, passPercent: 50, passMark: 2, attemptsLeftToday: 9 },
      };
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'a1' }));
    await user.click(screen.getByRole('button', { name: 'c1' }));
    expect(screen.getByRole('button', { name: 'c1' })).toHaveAttribute('aria-pressed', 'true');
    // The second choice waits for the first to be saved, so it cannot be overwritten by it.
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    releaseFirst();
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ option: 0 }, { option: 2 }]);
  }, 20_000);

  it('shows nothing of the finished attempt while a retry draws the next one', async () => {
    const next = {
      ...attempt,
      attemptId: 'a2',
      questions: [{ id: 'q9', text: 'Yeni soru', options: ['x', 'y'] }],
      answers: {},
    };
    let releaseNext = () => {};
    let opened = 0;
    const calls = stubServer((method, url) => {
      if (url === '/exam/c1/attempts') {
        if (++opened === 1) return { status: 200, body: attempt };
        return new Promise<Reply>((resolve) => {
          releaseNext = () => resolve({ status: 201, body: next });
        });
      }
      if (method === 'PUT') return { status: 204 };
      return {
        status: 200,
        body: { score: 0, total: 3, passed: false, passPercent: 50, passMark: 2, attemptsLeftToday: 9 },
      };
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Sınavı bitir' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yine de bitir' }));
    await user.click(await screen.findByRole('button', { name: 'Tekrar deneyin' }));
    // Until the new attempt arrives, the old attempt's questions are not offered to answer.
    await vi.waitFor(() => expect(opened).toBe(2));
    expect(screen.queryByText('Birinci soru')).toBeNull();
    expect(screen.queryByRole('button', { name: 'a1' })).toBeNull();
    releaseNext();
    expect(await screen.findByText('Yeni soru')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'y' }));
    await vi.waitFor(() => expect(calls.at(-1)).toMatchObject({ method: 'PUT', url: '/exam/attempts/a2/answers/q9' }));
    expect(calls.filter((c) => c.method === 'PUT' && c.url.includes('/a1/'))).toEqual([]);
  }, 20_000);

  it('shows the time left when the attempt has a limit', async () => {
    stubServer(() => ({
      status: 200,
      body: { ...attempt, endsAt: new Date(Date.now() + 12 * 60_000 + 30_000).toISOString() },
    }));
    setup();
    expect(await screen.findByRole('timer')).toHaveTextContent(/^12:(29|30)$/);
    expect(screen.getByText('Kalan süre')).toBeInTheDocument();
  }, 20_000);

  it('says when there is no test, and when the day has no attempts left', async () => {
    stubServer(() => ({ status: 400, body: { error: 'Bu kurs için test mevcut değil', code: 'NO_TEST' } }));
    const { user, onBack } = setup();
    expect(await screen.findByText('Bu kurs için test mevcut değil')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Geri Dön' }));
    expect(onBack).toHaveBeenCalled();
  }, 20_000);

  it('offers the lessons when the daily attempts are used', async () => {
    stubServer(() => ({
      status: 429,
      body: { error: 'Bugünkü deneme hakkınız doldu, yarın tekrar deneyin.', code: 'DAILY_ATTEMPTS_USED' },
    }));
    setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('Bugünkü deneme hakkınız doldu, yarın tekrar deneyin.');
    expect(screen.getByRole('link', { name: 'Derslere dön' })).toHaveAttribute('href', '/coursedetail/c1');
  }, 20_000);
});

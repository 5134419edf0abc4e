import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TakeExam } from './take-exam.tsx';

vi.mock('react-confetti', () => ({ default: () => <div data-testid="confetti" /> }));
afterEach(() => vi.unstubAllGlobals());

const questions = [
  { text: 'Birinci soru', options: ['a1', 'b1', 'c1', 'd1', 'e1'] },
  { text: 'İkinci soru', options: ['a2', 'b2', 'c2', 'd2', 'e2'] },
];

/** The server's grade for each call in turn; the bodies sent are recorded. */
function stubServer(grades: object[]) {
  const bodies: unknown[] = [];
  vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(init.body as string));
    return new Response(JSON.stringify(grades[bodies.length - 1]), { status: 200 });
  }));
  return bodies;
}

function setup(qs = questions) {
  const onBack = vi.fn();
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <TakeExam courseId="c1" questions={qs} onBack={onBack} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { onBack, user: userEvent.setup() };
}

describe('TakeExam', () => {
  it('shows one question at a time, replaces a choice, sends skipped ones as null, resets on retry', async () => {
    const bodies = stubServer([{ score: 0, total: 2, status: 'failed' }, { score: 2, total: 2, status: 'passed' }]);
    const { user, onBack } = setup();
    expect(screen.getByText('2 soru')).toBeVisible();
    expect(screen.getByText('Soru 1 / 2')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(screen.getByText('Soru 2 / 2')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'a2' }));
    await user.click(screen.getByRole('button', { name: 'c2' }));
    expect(screen.getByRole('button', { name: 'a2' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Sona ermek' }));
    expect(await screen.findByText('Başarısız')).toBeVisible();
    expect(screen.getByText('Puanınız: 0 / 2')).toBeVisible();
    expect(bodies[0]).toEqual({ courseId: 'c1', answers: [null, 2] });

    await user.click(screen.getByRole('button', { name: 'Tekrar deneyin' }));
    expect(screen.getByText('Soru 1 / 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'a1' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'b1' }));
    await user.click(screen.getByRole('button', { name: 'Sonraki' }));
    await user.click(screen.getByRole('button', { name: 'e2' }));
    await user.click(screen.getByRole('button', { name: 'Sona ermek' }));
    expect(await screen.findByText('Sınavı başarı ile geçtiniz!')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sertifikalarım' })).toHaveAttribute('href', '/StudentProfile#certificates');
    expect(screen.getByTestId('confetti')).toBeInTheDocument();
    expect(bodies[1]).toEqual({ courseId: 'c1', answers: [1, 4] });
    await user.click(screen.getByRole('button', { name: 'Geri' }));
    expect(onBack).toHaveBeenCalled();
  }, 20_000);

  it('says when there is no test', async () => {
    const { user, onBack } = setup([]);
    expect(screen.getByText('Bu kurs için test mevcut değil')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Geri Dön' }));
    expect(onBack).toHaveBeenCalled();
  });
});

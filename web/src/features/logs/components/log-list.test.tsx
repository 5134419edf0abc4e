import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../lib/i18n.ts';
import { LogList } from './log-list.tsx';

afterEach(() => vi.unstubAllGlobals());

/** A fake /log/all with 45 entries, written in the language asked for: records the URLs asked for. */
function stubApi() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const query = new URL(url, 'http://x').searchParams;
      const page = Number(query.get('page'));
      const body = Array.from({ length: page < 3 ? 20 : 5 }, (_, i) => ({
        log: `${query.get('lang') === 'en' ? 'Event' : 'Olay'} ${page}-${i}`,
        createdAt: '2024-09-15T10:30:00.000Z',
        type: 'company',
        event: 'job.added',
        params: {},
      }));
      return new Response(JSON.stringify(body), {
        headers: { 'x-total-count': '45', 'content-type': 'application/json' },
      });
    }),
  );
  return urls;
}

describe('LogList', () => {
  it('pages by 20 and goes back to page 1 whenever a filter changes', async () => {
    const urls = stubApi();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LogList />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Olay 1-0')).toBeVisible();
    expect(urls.at(-1)).toBe('/log/all?page=1&lang=tr');
    expect(screen.getAllByTestId('log-entry')).toHaveLength(20);
    expect(screen.getByText('1 / 3')).toBeVisible();
    expect(screen.getAllByText(/15 Eyl 2024/).length).toBe(20);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(await screen.findByText('Olay 2-0')).toBeVisible();
    expect(urls.at(-1)).toBe('/log/all?page=2&lang=tr');

    await user.click(screen.getByRole('checkbox', { name: 'Şirket' }));
    await waitFor(() => expect(urls.at(-1)).toBe('/log/all?page=1&types=company&lang=tr'));
    await user.click(screen.getByRole('checkbox', { name: 'Öğretmen' }));
    await waitFor(() => expect(urls.at(-1)).toBe('/log/all?page=1&types=teacher%2Ccompany&lang=tr'));
    expect(screen.getByText('1 / 3')).toBeVisible();
  });

  it('reads the entries again in the language the reader switches to', async () => {
    const urls = stubApi();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LogList />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Olay 1-0')).toBeVisible();
    try {
      await switchLanguage('en');
      expect(await screen.findByText('Event 1-0')).toBeVisible();
      expect(urls.at(-1)).toBe('/log/all?page=1&lang=en');
      expect(screen.getByRole('checkbox', { name: 'Company' })).toBeVisible();
    } finally {
      await switchLanguage('tr');
    }
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AboutContent } from '@beceri/domain';
import { AboutEditor } from './about-editor.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The page before any save: the server's built-in text and cards, no `updatedAt`. */
const builtIn: AboutContent = {
  mainImage: null,
  endImage: null,
  mainText: 'Beceri, hibe ile desteklenen bir projedir.',
  mainTextEn: '',
  mainImageAlt: '',
  mainImageAltEn: '',
  endImageAlt: '',
  endImageAltEn: '',
  cards: [
    { id: 1, text: '21 kişilik laboratuvar', textEn: 'A laboratory for 21' },
    { id: 2, text: 'Staj programı', textEn: '' },
  ],
  updatedAt: null,
};

function renderEditor(page: AboutContent) {
  const posts: FormData[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'POST') posts.push(init.body as FormData);
      return new Response(JSON.stringify(page), { headers: { 'content-type': 'application/json' } });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <AboutEditor />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return posts;
}

describe('AboutEditor', () => {
  it('opens with the text and cards the public page shows, even before a first save', async () => {
    renderEditor(builtIn);
    expect(await screen.findByLabelText('Ana metin')).toHaveValue(builtIn.mainText);
    expect(screen.getByLabelText('Kart 1', { exact: true })).toHaveValue('21 kişilik laboratuvar');
    expect(screen.getByLabelText('Kart 2', { exact: true })).toHaveValue('Staj programı');
    expect(screen.getAllByTestId('about-card-input')).toHaveLength(2);
  });

  it('starts with three empty cards when the page has none', async () => {
    renderEditor({ ...builtIn, cards: [] });
    await screen.findByLabelText('Ana metin');
    expect(screen.getAllByTestId('about-card-input')).toHaveLength(3);
  });

  it('refuses to save an empty main text, saying so at the top and under the field', { timeout: 20_000 }, async () => {
    const posts = renderEditor(builtIn);
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Ana metin'));
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText(/^Ana metin: Sayfanın ana metnini yazın/)).toBeVisible();
    expect(screen.getByLabelText('Ana metin')).toHaveFocus();
    expect(screen.getByLabelText('Ana metin')).toHaveAccessibleDescription(/Sayfanın ana metnini yazın/);
    expect(posts).toHaveLength(0);

    await user.type(screen.getByLabelText('Ana metin'), 'Yeni metin');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].get('mainText')).toBe('Yeni metin');
    expect(JSON.parse(String(posts[0].get('cards')))).toEqual(builtIn.cards);
  });

  it("edits each text beside its English twin and the pictures' descriptions, and sends them all", async () => {
    const posts = renderEditor(builtIn);
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Kart 1 (İngilizce)')).toHaveValue('A laboratory for 21');
    await user.type(screen.getByLabelText('Ana metin (İngilizce)'), 'A grant-funded project.');
    await user.type(screen.getByLabelText('Kart 2 (İngilizce)'), 'Internships');
    await user.type(screen.getByLabelText('Ana görsel: ne gösteriyor (İngilizce)'), 'Students in the laboratory');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].get('mainTextEn')).toBe('A grant-funded project.');
    expect(posts[0].get('mainImageAltEn')).toBe('Students in the laboratory');
    expect(JSON.parse(String(posts[0].get('cards')))[1]).toEqual({
      id: 2,
      text: 'Staj programı',
      textEn: 'Internships',
    });
  });
});

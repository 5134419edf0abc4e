import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/** What a link preview's picture says (docs/product.md): what kind of page, its title, a line under it, who runs it. */
export interface PreviewText {
  kicker: string;
  title: string;
  subtitle: string;
  footer: string;
}

/**
 * The revision of the pictures' art: raise it with any change to how a picture looks, so that the pictures stored
 * under the old one (decision 048) are drawn again rather than served for ever.
 */
export const PREVIEW_ART = 1;

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
const PADDING_X = 72;
const PADDING_Y = 64;
/** The width the texts wrap at: the picture less its side margins. */
const TEXT_WIDTH = PREVIEW_WIDTH - 2 * PADDING_X;

const require = createRequire(import.meta.url);
let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[]> | undefined;

/** DejaVu Sans, bundled with the server (it has every Turkish letter), read once on the first picture. */
const loadFonts = () =>
  (fonts ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => [
    { name: 'DejaVu Sans', data: regular, weight: 400, style: 'normal' },
    { name: 'DejaVu Sans', data: bold, weight: 700, style: 'normal' },
  ]));

/** The Beceri mark (the header's logo without its word), as an image satori can draw. */
const MARK =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><rect width="36" height="36" rx="8" fill="#f59e0b"/>' +
      '<path d="M11 8h9a5.5 5.5 0 0 1 1.8 10.7A6 6 0 0 1 20.5 30H11z" fill="#172554"/>' +
      '<path d="M15.5 12.5v4.2h4a2.1 2.1 0 0 0 0-4.2zm0 8.4v4.6h4.6a2.3 2.3 0 0 0 0-4.6z" fill="#f59e0b"/></svg>',
  ).toString('base64');

type Node = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown> } };
const el = (type: string, style: Record<string, unknown>, children?: unknown, extra: Record<string, unknown> = {}) =>
  ({ type, props: { style, children, ...extra } }) as Node;

/** A title that fits three lines at its size: long ones get a smaller size, then are cut with an ellipsis. */
function titleLayout(title: string): { text: string; size: number } {
  if (title.length <= 40) return { text: title, size: 68 };
  if (title.length <= 75) return { text: title, size: 54 };
  return { text: `${title.slice(0, 100).trimEnd()}${title.length > 100 ? '…' : ''}`, size: 44 };
}

/**
 * The 1200×630 picture of a page's link preview: the page's title on the product's art (the banner's blue to teal,
 * the mark and the name), drawn by satori into SVG and by resvg into PNG (~100 ms of CPU). It runs on the drawer's
 * worker thread (preview-worker.mjs), never on the server's; the caller stores what it makes (decision 048).
 */
export async function renderPreview(text: PreviewText): Promise<Buffer> {
  const title = titleLayout(text.title);
  const subtitle = text.subtitle.length > 140 ? `${text.subtitle.slice(0, 139).trimEnd()}…` : text.subtitle;
  const tree = el(
    'div',
    {
      // Satori counts the padding outside the size (content-box): the box is the picture's size all told.
      width: PREVIEW_WIDTH - 2 * PADDING_X,
      height: PREVIEW_HEIGHT - 2 * PADDING_Y,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: `${PADDING_Y}px ${PADDING_X}px`,
      backgroundImage: 'linear-gradient(135deg, #172554 0%, #1e40af 60%, #0f766e 100%)',
      color: '#ffffff',
      fontFamily: 'DejaVu Sans',
    },
    [
      el('div', { display: 'flex', alignItems: 'center', gap: 20 }, [
        el('img', { width: 64, height: 64 }, undefined, { src: MARK, width: 64, height: 64 }),
        el('div', { fontSize: 40, fontWeight: 700 }, 'Beceri'),
        el(
          'div',
          {
            marginLeft: 16,
            padding: '6px 18px',
            borderRadius: 999,
            backgroundColor: 'rgba(255,255,255,0.14)',
            fontSize: 26,
            color: '#dbeafe',
          },
          text.kicker,
        ),
      ]),
      el('div', { display: 'flex', flexDirection: 'column', gap: 24 }, [
        el('div', { width: TEXT_WIDTH, fontSize: title.size, fontWeight: 700, lineHeight: 1.15 }, title.text),
        subtitle ? el('div', { width: TEXT_WIDTH, fontSize: 30, color: '#bfdbfe', lineHeight: 1.3 }, subtitle) : null,
      ]),
      el('div', { display: 'flex', alignItems: 'center', gap: 16, fontSize: 24, color: '#dbeafe' }, [
        el('div', { width: 48, height: 6, borderRadius: 3, backgroundColor: '#f59e0b' }),
        el('div', {}, text.footer),
      ]),
    ],
  );
  // Loaded with the first picture, not with the server: most instances start and answer long before one is asked for.
  const [{ default: satori }, { Resvg }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  const svg = await satori(tree as never, { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, fonts: await loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: PREVIEW_WIDTH } }).render().asPng();
}

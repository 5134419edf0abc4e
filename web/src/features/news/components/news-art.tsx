import type { ReactNode } from 'react';

/**
 * A picture for a post that has none: the programme's news emblem on a gradient, with a pattern drawn from the post's
 * id behind it, so every card looks different, a post always gets the same one, and all of them look like one
 * series. Decorative (the title says what the post is about), so hidden from screen readers.
 */

/** FNV-1a: a stable number from the id, the seed of everything drawn. */
function hash(text: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A small deterministic generator (mulberry32) seeded by the hash. */
function generator(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Background, shape and accent colours in the site's blues and teals, each dark enough for the white shapes. */
const palettes = [
  ['#1e3a8a', '#3b82f6', '#93c5fd'],
  ['#134e4a', '#14b8a6', '#99f6e4'],
  ['#312e81', '#6366f1', '#c7d2fe'],
  ['#0c4a6e', '#0ea5e9', '#bae6fd'],
  ['#1e293b', '#f59e0b', '#fde68a'],
  ['#14532d', '#22c55e', '#bbf7d0'],
] as const;

const W = 640;
const H = 360;

type Draw = (rnd: () => number, colors: readonly [string, string, string]) => ReactNode;

/** Circuit traces ending in pads, like the banner's, each whole inside the picture. */
const circuit: Draw = (rnd, [, main, light]) =>
  Array.from({ length: 9 }, (_, i) => {
    const len = 60 + Math.round(rnd() * 160);
    const across = rnd() > 0.5;
    const x = 20 + Math.round(rnd() * (W - 40 - (across ? len : 0)));
    const y = 20 + Math.round(rnd() * (H - 40 - (across ? 0 : len)));
    const [x2, y2] = across ? [x + len, y] : [x, y + len];
    return (
      <g key={i} stroke={i % 2 ? light : main} strokeWidth={5} fill="none" strokeLinecap="round">
        <path d={`M${x} ${y}L${x2} ${y2}`} />
        <circle cx={x2} cy={y2} r={10} />
      </g>
    );
  });

/** Overlapping circles of different sizes. */
const bubbles: Draw = (rnd, [, main, light]) =>
  Array.from({ length: 7 }, (_, i) => (
    <circle
      key={i}
      cx={rnd() * W}
      cy={rnd() * H}
      r={30 + rnd() * 110}
      fill={i % 2 ? main : light}
      opacity={0.35 + rnd() * 0.4}
    />
  ));

/** Waves across the picture. */
const waves: Draw = (rnd, [, main, light]) =>
  Array.from({ length: 6 }, (_, i) => {
    const y = 40 + i * 55 + rnd() * 20;
    const amp = 15 + rnd() * 35;
    return (
      <path
        key={i}
        d={`M0 ${y} C ${W * 0.25} ${y - amp}, ${W * 0.5} ${y + amp}, ${W * 0.75} ${y - amp / 2} S ${W} ${y + amp}, ${W} ${y}`}
        stroke={i % 2 ? light : main}
        strokeWidth={8 + rnd() * 10}
        fill="none"
        opacity={0.7}
      />
    );
  });

/** A grid of dots, some lit. */
const dots: Draw = (rnd, [, main, light]) =>
  Array.from({ length: 12 * 7 }, (_, i) => {
    const col = i % 12;
    const row = Math.floor(i / 12);
    const lit = rnd();
    return (
      <circle
        key={i}
        cx={30 + col * 53}
        cy={30 + row * 50}
        r={lit > 0.8 ? 12 : 6}
        fill={lit > 0.8 ? light : main}
        opacity={lit > 0.8 ? 0.95 : 0.55}
      />
    );
  });

/** Bars of a chart rising to the right. */
const chart: Draw = (rnd, [, main, light]) =>
  Array.from({ length: 8 }, (_, i) => {
    const h = 60 + (i / 8) * 180 + rnd() * 60;
    return (
      <rect
        key={i}
        x={40 + i * 72}
        y={H - 30 - h}
        width={48}
        height={h}
        rx={6}
        fill={i % 3 === 2 ? light : main}
        opacity={0.8}
      />
    );
  });

/** Nodes joined into a small network. */
const network: Draw = (rnd, [, main, light]) => {
  const nodes = Array.from({ length: 8 }, () => [40 + rnd() * (W - 80), 40 + rnd() * (H - 80)] as const);
  return (
    <>
      {nodes.slice(1).map(([x, y], i) => {
        const [px, py] = nodes[Math.floor(rnd() * (i + 1))];
        return <line key={`l${i}`} x1={px} y1={py} x2={x} y2={y} stroke={light} strokeWidth={4} opacity={0.7} />;
      })}
      {nodes.map(([x, y], i) => (
        <circle key={`n${i}`} cx={x} cy={y} r={14 + rnd() * 12} fill={i % 2 ? main : light} />
      ))}
    </>
  );
};

const motifs = [circuit, bubbles, waves, dots, chart, network];

/** The art's choice for an id: which motif and which colours (exported for the tests). */
export function artFor(id: string) {
  const h = hash(id);
  return { motif: h % motifs.length, palette: Math.floor(h / motifs.length) % palettes.length, seed: h };
}

export function NewsArt({ id, className }: { id: string; className?: string }) {
  const { motif, palette, seed } = artFor(id);
  const colors = palettes[palette];
  const rnd = generator(seed);
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      className={className}
      data-art={`${motif}-${palette}`}
    >
      <defs>
        <linearGradient id={`news-art-${seed}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={colors[0]} />
          <stop offset="1" stopColor={colors[1]} />
        </linearGradient>
      </defs>
      <rect width={W} height={H} fill={`url(#news-art-${seed})`} />
      <g opacity={0.45}>{motifs[motif](rnd, colors)}</g>
      {/* The series' emblem: a news sheet on a white tile, the same on every picture. */}
      <g transform={`translate(${W / 2 - 56} ${H / 2 - 56})`}>
        <rect width={112} height={112} rx={24} fill="#ffffff" opacity={0.95} />
        <g fill="none" stroke={colors[0]} strokeWidth={7} strokeLinecap="round" strokeLinejoin="round">
          <rect x={26} y={28} width={60} height={56} rx={6} />
          <path d="M38 44h36M38 56h36M38 68h22" />
        </g>
      </g>
    </svg>
  );
}

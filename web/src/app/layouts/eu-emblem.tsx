/**
 * The European flag drawn to the EU's graphic specifications: a 3:2 blue rectangle (Reflex Blue) with twelve gold
 * five-pointed stars (Yellow) on an invisible circle whose radius is a third of the height; each star's points lie on
 * a circle of radius one eighteenth of the height, one point straight up. On a dark background the rules ask for a
 * white border of 1/25 of the height, which `framed` adds.
 */
const HEIGHT = 540;
const WIDTH = 810;
const RING = HEIGHT / 3;
const STAR = HEIGHT / 18;
/** The inner radius of a regular five-pointed star: R × sin 18° / sin 126°. */
const STAR_INNER = (STAR * Math.sin(Math.PI / 10)) / Math.sin((7 * Math.PI) / 10);

function starPath(cx: number, cy: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? STAR : STAR_INNER;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + r * Math.cos(angle)).toFixed(2)},${(cy + r * Math.sin(angle)).toFixed(2)}`;
  });
  return `M${points.join('L')}Z`;
}

const stars = Array.from({ length: 12 }, (_, i) => {
  const angle = (i * Math.PI) / 6;
  return starPath(WIDTH / 2 + RING * Math.sin(angle), HEIGHT / 2 - RING * Math.cos(angle));
}).join('');

export function EuEmblem({
  label,
  framed = false,
  className,
}: {
  label: string;
  framed?: boolean;
  className?: string;
}) {
  const border = framed ? HEIGHT / 25 : 0;
  return (
    <svg
      className={className}
      viewBox={`${-border} ${-border} ${WIDTH + 2 * border} ${HEIGHT + 2 * border}`}
      role="img"
      aria-label={label}
    >
      {framed && <rect x={-border} y={-border} width={WIDTH + 2 * border} height={HEIGHT + 2 * border} fill="#fff" />}
      <rect width={WIDTH} height={HEIGHT} fill="#039" />
      <path d={stars} fill="#fc0" />
    </svg>
  );
}

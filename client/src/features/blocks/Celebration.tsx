import { memo } from 'react';

const COLOURS = ['#e53e3e', '#f6c343', '#38a169', '#3182ce', '#d53f8c', '#ed8936'];

/**
 * Confetti pieces around the centre: each is drawn where it lands, and the CSS burst animates it from the
 * centre to there once (no endless motion; with reduced motion there is no animation, only the still burst).
 * Fixed positions, so the picture is the same every time.
 */
const PIECES = Array.from({ length: 18 }, (_, i) => {
  const a = (i / 18) * Math.PI * 2 + (i % 3) * 0.17;
  const r = 34 + (i % 4) * 9;
  const x = Math.round(r * Math.cos(a) * 10) / 10;
  const y = Math.round(r * Math.sin(a) * 10) / 10;
  const tilt = a + (i % 2 ? 0.9 : -0.6);
  return {
    x,
    y,
    dx: Math.round(Math.cos(tilt) * 40) / 10,
    dy: Math.round(Math.sin(tilt) * 40) / 10,
    colour: COLOURS[i % COLOURS.length]!,
    round: i % 3 === 0,
  };
});

const SPARKLES = [
  [-30, -26],
  [30, -30],
  [34, 24],
  [-32, 26],
] as const;

/** The celebration at the goal: a ring of confetti and four sparkles, drawn in SVG, centred on (x, y). */
export const Celebration = memo(function Celebration({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`} className="stage-celebration" data-testid="stage-celebration">
      <circle r={30} fill="#fff" opacity={0.35} className="stage-glow" />
      {PIECES.map((p, i) => (
        <g
          key={i}
          className="stage-confetti"
          style={{ '--from-x': `${-p.x}px`, '--from-y': `${-p.y}px` } as React.CSSProperties}
        >
          {p.round ? (
            <circle cx={p.x} cy={p.y} r={2.6} fill={p.colour} />
          ) : (
            <line
              x1={p.x - p.dx}
              y1={p.y - p.dy}
              x2={p.x + p.dx}
              y2={p.y + p.dy}
              stroke={p.colour}
              strokeWidth={3.2}
              strokeLinecap="round"
            />
          )}
        </g>
      ))}
      {SPARKLES.map(([sx, sy], i) => (
        <path
          key={`s${i}`}
          className="stage-sparkle"
          transform={`translate(${sx} ${sy})`}
          d="M0 -7 Q1 -1 7 0 Q1 1 0 7 Q-1 1 -7 0 Q-1 -1 0 -7Z"
          fill="#fff7c2"
          stroke="#d69e2e"
          strokeWidth={1}
        />
      ))}
    </g>
  );
});

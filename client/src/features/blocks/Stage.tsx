import { MEDIA_LIBRARY, type Direction, type World } from '@codeyard/shared-schema/smoothy';

const CELL = 48;
const ANGLE: Record<Direction, number> = { N: -90, E: 0, S: 90, W: 180 };

const MEDIA_URLS = new Map(MEDIA_LIBRARY.images.flatMap((c) => c.items.map((i) => [i.id, i.url] as const)));

/**
 * The grid world drawn as SVG: walls, stars, the goal flag, pen lines and Robo facing its direction.
 * A project may dress Robo in a costume and the stage in a background (media library ids: the
 * project's own, or what a "switch costume / background" block chose during the run).
 */
export function Stage({
  world,
  label,
  costume = null,
  background = null,
}: {
  world: World;
  label: string;
  costume?: string | null;
  background?: string | null;
}) {
  const costumeUrl = MEDIA_URLS.get(world.costume ?? costume ?? '') ?? null;
  const backgroundUrl = MEDIA_URLS.get(world.background ?? background ?? '') ?? null;
  const w = world.width * CELL;
  const h = world.height * CELL;
  const centre = (v: number) => v * CELL + CELL / 2;
  const { robot } = world;
  return (
    <svg
      className="stage-svg"
      viewBox={`0 0 ${w} ${h}`}
      role="img"
      aria-label={label}
      direction="ltr"
      data-testid="stage"
    >
      <rect width={w} height={h} fill="#f0f7ff" />
      {backgroundUrl && (
        <image
          href={backgroundUrl}
          width={w}
          height={h}
          preserveAspectRatio="none"
          data-testid="stage-background"
          data-media={world.background ?? background ?? ''}
        />
      )}
      {Array.from({ length: world.width + 1 }, (_, i) => (
        <line key={`v${i}`} x1={i * CELL} y1={0} x2={i * CELL} y2={h} stroke="#c9d8ea" />
      ))}
      {Array.from({ length: world.height + 1 }, (_, i) => (
        <line key={`h${i}`} x1={0} y1={i * CELL} x2={w} y2={i * CELL} stroke="#c9d8ea" />
      ))}
      {world.goal && (
        <g data-testid="stage-goal">
          <rect
            x={world.goal.x * CELL + 4}
            y={world.goal.y * CELL + 4}
            width={CELL - 8}
            height={CELL - 8}
            rx={8}
            fill="#c6f6d5"
            stroke="#1e7d4a"
            strokeWidth={3}
          />
          <GoalFlag x={centre(world.goal.x)} y={centre(world.goal.y)} />
        </g>
      )}
      {world.walls.map((c) => (
        <rect key={`w${c.x},${c.y}`} x={c.x * CELL} y={c.y * CELL} width={CELL} height={CELL} fill="#4a5568" rx={4} />
      ))}
      {world.drawn.map((s, i) => (
        <line
          key={`d${i}`}
          x1={centre(s.from.x)}
          y1={centre(s.from.y)}
          x2={centre(s.to.x)}
          y2={centre(s.to.y)}
          stroke="#be185d"
          strokeWidth={6}
          strokeLinecap="round"
        />
      ))}
      {world.stars.map((c) => (
        <StarShape key={`s${c.x},${c.y}`} x={centre(c.x)} y={centre(c.y)} />
      ))}
      <g
        className="stage-robot"
        style={{ transform: `translate(${centre(robot.x)}px, ${centre(robot.y)}px) rotate(${ANGLE[robot.dir]}deg)` }}
        data-testid="stage-robot"
        data-x={robot.x}
        data-y={robot.y}
        data-dir={robot.dir}
      >
        {costumeUrl ? (
          <>
            <circle r={CELL * 0.44} fill="#fff" opacity={0.6} />
            {/* The costume stays upright; a small arrow shows where Robo faces. */}
            <image
              href={costumeUrl}
              x={-CELL * 0.42}
              y={-CELL * 0.42}
              width={CELL * 0.84}
              height={CELL * 0.84}
              transform={`rotate(${-ANGLE[robot.dir]})`}
              data-testid="stage-costume"
              data-media={world.costume ?? costume ?? ''}
            />
            <polygon
              points={`${CELL * 0.5},0 ${CELL * 0.38},${-CELL * 0.1} ${CELL * 0.38},${CELL * 0.1}`}
              fill="#2563b8"
            />
          </>
        ) : (
          <>
            <circle r={CELL * 0.36} fill="#2563b8" stroke="#fff" strokeWidth={3} />
            <polygon
              points={`${CELL * 0.34},0 ${CELL * 0.06},${-CELL * 0.16} ${CELL * 0.06},${CELL * 0.16}`}
              fill="#fff"
            />
          </>
        )}
        {world.pen === 'down' && <circle r={5} fill="#be185d" />}
      </g>
    </svg>
  );
}

/**
 * The goal's chequered flag, drawn (no emoji font on many school Chromebooks), in the square's top corner so
 * that a star on the goal still shows.
 */
function GoalFlag({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x - CELL / 2 + 7} ${y - CELL / 2 + 6}) scale(0.7)`}>
      <rect x={2} y={0} width={3} height={28} rx={1.5} fill="#2d3748" />
      <path d="M5 1h17v13H5z" fill="#fff" stroke="#2d3748" strokeWidth={1.5} />
      <path
        d="M5 1h4.25v4.33H5zM13.5 1h4.25v4.33H13.5zM9.25 5.33h4.25v4.33H9.25zM17.75 5.33H22v4.33h-4.25zM5 9.67h4.25V14H5zM13.5 9.67h4.25V14H13.5z"
        fill="#2d3748"
      />
    </g>
  );
}

/** A star to collect: gold with a dark outline, readable on every square. */
function StarShape({ x, y }: { x: number; y: number }) {
  const points = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? 15 : 6.5;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return `${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
  return <polygon points={points} fill="#f6c343" stroke="#975a16" strokeWidth={1.5} data-testid="stage-star" />;
}

import type { Cell } from '@codeyard/shared-schema/smoothy';
import type { FlagDrawing, StageTheme, WallDrawing } from './stage-themes';

export const CELL = 48;

/**
 * The parts of the stage that do not change during a run, drawn once per level and theme (the stage memoises
 * this): the floor (one rectangle filled with a two-square pattern, not a shape per square), the grid lines,
 * the walls (one drawing reused with <use>), the goal with its flag, and the star drawing the stars reuse.
 * `ids` keeps the pattern and symbol ids unique when two stages share a page.
 */
export function StageScenery({
  ids,
  width,
  height,
  walls,
  goal,
  theme,
  backgroundUrl,
  backgroundId,
}: {
  ids: string;
  width: number;
  height: number;
  walls: readonly Cell[];
  goal: Cell | undefined;
  theme: StageTheme;
  backgroundUrl: string | null;
  backgroundId: string;
}) {
  const w = width * CELL;
  const h = height * CELL;
  const [a, b] = theme.tiles;
  return (
    <g className="stage-scenery" data-theme={theme.key}>
      <defs>
        <pattern id={`${ids}-floor`} width={CELL * 2} height={CELL * 2} patternUnits="userSpaceOnUse">
          <rect width={CELL * 2} height={CELL * 2} fill={a} />
          <rect x={CELL} width={CELL} height={CELL} fill={b} />
          <rect y={CELL} width={CELL} height={CELL} fill={b} />
          <FloorMarks theme={theme} />
        </pattern>
        <pattern id={`${ids}-grid`} width={CELL} height={CELL} patternUnits="userSpaceOnUse">
          <path d={`M${CELL} 0V${CELL}H0`} fill="none" stroke={theme.gridLine} strokeWidth={1.5} />
        </pattern>
        <symbol id={`${ids}-wall`} viewBox={`0 0 ${CELL} ${CELL}`}>
          <Wall drawing={theme.wall} colours={theme.wallColours} />
        </symbol>
        <symbol id={`${ids}-star`} viewBox="-24 -24 48 48">
          <polygon points={STAR_POINTS} fill={theme.star[0]} stroke={theme.star[1]} strokeWidth={1.5} />
          <circle cx={-4} cy={-4} r={2.2} fill="#fff" opacity={0.7} />
        </symbol>
      </defs>
      {backgroundUrl ? (
        <image
          href={backgroundUrl}
          width={w}
          height={h}
          preserveAspectRatio="none"
          data-testid="stage-background"
          data-media={backgroundId}
        />
      ) : (
        <rect width={w} height={h} fill={`url(#${ids}-floor)`} />
      )}
      <rect width={w} height={h} fill={`url(#${ids}-grid)`} />
      {goal && (
        <g data-testid="stage-goal" transform={`translate(${goal.x * CELL} ${goal.y * CELL})`}>
          <rect
            x={4}
            y={4}
            width={CELL - 8}
            height={CELL - 8}
            rx={8}
            fill={theme.goal[0]}
            stroke={theme.goal[1]}
            strokeWidth={3}
          />
          <GoalFlag drawing={theme.flag} colour={theme.flagColour} />
        </g>
      )}
      {walls.map((c) => (
        <use
          key={`${c.x},${c.y}`}
          href={`#${ids}-wall`}
          x={c.x * CELL}
          y={c.y * CELL}
          width={CELL}
          height={CELL}
          data-testid="stage-wall"
        />
      ))}
    </g>
  );
}

const STAR_POINTS = Array.from({ length: 10 }, (_, i) => {
  const r = i % 2 === 0 ? 15 : 6.5;
  const a = (Math.PI / 5) * i - Math.PI / 2;
  return `${(r * Math.cos(a)).toFixed(1)},${(r * Math.sin(a)).toFixed(1)}`;
}).join(' ');

/** A star to collect, drawn from the scenery's star (gold with a dark outline, readable on every floor). */
export function StageStar({ ids, cell }: { ids: string; cell: Cell }) {
  return (
    <use
      href={`#${ids}-star`}
      x={cell.x * CELL}
      y={cell.y * CELL}
      width={CELL}
      height={CELL}
      data-testid="stage-star"
    />
  );
}

/** Small marks in the floor pattern's 96-unit tile (two squares by two). */
function FloorMarks({ theme }: { theme: StageTheme }) {
  const c = theme.floorMark;
  switch (theme.floor) {
    case 'grass':
      return (
        <g stroke={c} strokeWidth={1.6} strokeLinecap="round" fill="none">
          <path d="M12 34l2-6 2 6M62 20l2-6 2 6M30 78l2-6 2 6M78 66l2-6 2 6" />
        </g>
      );
    case 'sand':
      return (
        <g fill={c}>
          <circle cx={10} cy={12} r={1.3} />
          <circle cx={34} cy={30} r={1} />
          <circle cx={60} cy={14} r={1.2} />
          <circle cx={80} cy={38} r={1} />
          <circle cx={18} cy={70} r={1} />
          <circle cx={40} cy={88} r={1.3} />
          <circle cx={70} cy={62} r={1.2} />
          <circle cx={88} cy={84} r={1} />
        </g>
      );
    case 'moss':
      return (
        <g fill={c} opacity={0.6}>
          <ellipse cx={14} cy={30} rx={5} ry={3} />
          <ellipse cx={70} cy={16} rx={4} ry={2.5} />
          <ellipse cx={30} cy={76} rx={4} ry={2.5} />
          <ellipse cx={80} cy={70} rx={5} ry={3} />
        </g>
      );
    case 'plates':
      return (
        <g fill={c}>
          {[4, 44, 52, 92].flatMap((x) =>
            [4, 44, 52, 92].map((y) => <circle key={`${x},${y}`} cx={x} cy={y} r={1.3} />),
          )}
        </g>
      );
    case 'planks':
      return (
        <g stroke={c} strokeWidth={1} fill="none" opacity={0.55}>
          <path d="M4 24H44M52 24H92M4 72H44M52 72H92" />
          <path d="M30 24V44M70 4V24M18 52V72M66 72V92" />
        </g>
      );
    case 'flagstones':
      return (
        <g stroke={c} strokeWidth={1.2} fill="none" opacity={0.6} strokeLinecap="round">
          <path d="M8 26H28M28 26V40M60 14H80M70 14V30M16 66H36M36 66V84M62 70H86M74 70V88" />
        </g>
      );
    default:
      return null;
  }
}

/** A wall square (48 by 48) in the theme's drawing. */
function Wall({
  drawing,
  colours: [main, detail, light],
}: {
  drawing: WallDrawing;
  colours: readonly [string, string, string];
}) {
  switch (drawing) {
    case 'rocks':
      return (
        <g stroke={detail} strokeWidth={1.5} strokeLinejoin="round">
          <path d="M4 44C2 32 6 20 16 12C24 6 34 8 40 16C46 24 47 36 44 44Z" fill={main} />
          <path d="M26 44C25 36 30 30 38 29C43 29 46 35 45 44Z" fill={detail} opacity={0.5} stroke="none" />
          <path d="M12 24C15 18 20 14 26 13" fill="none" stroke={light} strokeWidth={3} strokeLinecap="round" />
          <path d="M3 44.5H45" stroke={detail} strokeWidth={2} strokeLinecap="round" />
        </g>
      );
    case 'trees':
      return (
        <g>
          <rect x={20} y={30} width={8} height={16} rx={2} fill={detail} />
          <circle cx={24} cy={20} r={17} fill={main} />
          <circle cx={17} cy={15} r={7} fill={light} />
          <circle cx={31} cy={23} r={5} fill={light} opacity={0.7} />
        </g>
      );
    case 'panels':
      return (
        <g>
          <rect x={1} y={1} width={46} height={46} rx={4} fill={main} stroke={detail} strokeWidth={2} />
          <path d="M6 6L42 42M42 6L6 42" stroke={detail} strokeWidth={3} opacity={0.5} />
          <rect x={14} y={19} width={20} height={10} rx={3} fill={light} />
          <g fill={light}>
            <circle cx={6} cy={6} r={1.8} />
            <circle cx={42} cy={6} r={1.8} />
            <circle cx={6} cy={42} r={1.8} />
            <circle cx={42} cy={42} r={1.8} />
          </g>
        </g>
      );
    case 'crates':
      return (
        <g stroke={detail} strokeWidth={2}>
          <rect x={3} y={3} width={42} height={42} rx={2} fill={main} />
          <path d="M3 3L45 45M45 3L3 45" fill="none" />
          <rect x={3} y={3} width={42} height={42} rx={2} fill="none" strokeWidth={4} />
          <path d="M7 8H41" stroke={light} strokeWidth={2} />
        </g>
      );
    default:
      return (
        <g>
          <rect width={48} height={48} rx={3} fill={main} />
          <g stroke={detail} strokeWidth={2}>
            <path d="M0 12H48M0 24H48M0 36H48" />
            <path d="M24 0V12M12 12V24M36 12V24M24 24V36M12 36V48M36 36V48" />
          </g>
          <path d="M2 2H46" stroke={light} strokeWidth={2} />
        </g>
      );
  }
}

/** The goal's flag in the square's top corner (so that a star on the goal still shows), drawn, never an emoji. */
function GoalFlag({ drawing, colour }: { drawing: FlagDrawing; colour: string }) {
  return (
    <g transform="translate(7 6) scale(0.7)" data-flag={drawing}>
      <rect x={2} y={0} width={3} height={28} rx={1.5} fill="#2d3748" />
      {drawing === 'chequered' && (
        <>
          <path d="M5 1h17v13H5z" fill="#fff" stroke={colour} strokeWidth={1.5} />
          <path
            d="M5 1h4.25v4.33H5zM13.5 1h4.25v4.33H13.5zM9.25 5.33h4.25v4.33H9.25zM17.75 5.33H22v4.33h-4.25zM5 9.67h4.25V14H5zM13.5 9.67h4.25V14H13.5z"
            fill={colour}
          />
        </>
      )}
      {drawing === 'pennant' && <path d="M5 1L24 7.5L5 14Z" fill={colour} stroke="#2d3748" strokeWidth={1.2} />}
      {drawing === 'swallowtail' && (
        <>
          <path d="M5 1H24L19 7.5L24 14H5Z" fill={colour} stroke="#2d3748" strokeWidth={1.2} />
          <circle cx={11} cy={7.5} r={2.5} fill="#f6c343" />
        </>
      )}
    </g>
  );
}

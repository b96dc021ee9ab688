import { useId, useMemo, useRef } from 'react';
import { MEDIA_LIBRARY, cellKey, type StepEvent, type World } from '@codeyard/shared-schema/smoothy';
import { Celebration } from './Celebration';
import { Robo } from './Robo';
import { DIRECTION_ANGLE, celebrates, nextAngle, roboPose } from './robo-pose';
import { CELL, StageScenery, StageStar } from './StageScenery';
import { PLAYGROUND_THEME, type StageTheme } from './stage-themes';
import type { RunStatusKey } from './use-runner';
import './stage.css';

const MEDIA_URLS = new Map(MEDIA_LIBRARY.images.flatMap((c) => c.items.map((i) => [i.id, i.url] as const)));

/**
 * The grid world drawn as one SVG: the course's scenery (drawn once per level, see StageScenery), the pen's
 * lines, the stars left, Robo in the pose the run calls for, and a celebration at the goal. Robo glides and
 * turns between steps by a CSS transition on its group only (`stepMs` long, to match the run's speed); with
 * reduced motion it jumps to each square and the celebration stands still. A project may dress Robo in a
 * costume and the stage in a background (media library ids: the project's own, or what a "switch costume /
 * background" block chose during the run).
 */
export function Stage({
  world,
  label,
  costume = null,
  background = null,
  theme = PLAYGROUND_THEME,
  status = 'ready',
  event = null,
  step = 0,
  stepMs = 300,
  solved = false,
}: {
  world: World;
  label: string;
  costume?: string | null;
  background?: string | null;
  theme?: StageTheme;
  /** The run's status and its last step's event: Robo's pose and the celebration follow them. */
  status?: RunStatusKey;
  event?: StepEvent | null;
  /** Steps run so far (restarts the one-step animations). */
  step?: number;
  /** How long one step of the run lasts, in milliseconds. */
  stepMs?: number;
  /** The level's rules say the run solved it (a challenge without a goal square celebrates too). */
  solved?: boolean;
}) {
  const ids = `stage${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const costumeId = world.costume ?? costume ?? '';
  const costumeUrl = MEDIA_URLS.get(costumeId) ?? null;
  const backgroundId = world.background ?? background ?? '';
  const backgroundUrl = MEDIA_URLS.get(backgroundId) ?? null;
  const w = world.width * CELL;
  const h = world.height * CELL;
  const centre = (v: number) => v * CELL + CELL / 2;
  const { robot } = world;

  // The scenery changes only with the level, the theme or the background: not at each step of a run.
  const wallsKey = world.walls.map(cellKey).join(' ');
  const goalKey = world.goal ? cellKey(world.goal) : '';
  const scenery = useMemo(
    () => (
      <StageScenery
        ids={ids}
        width={world.width}
        height={world.height}
        walls={world.walls}
        goal={world.goal}
        theme={theme}
        backgroundUrl={backgroundUrl}
        backgroundId={backgroundId}
      />
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the walls and goal by content, not by snapshot
    [ids, world.width, world.height, wallsKey, goalKey, theme, backgroundUrl, backgroundId],
  );

  const shownAngle = useRef(DIRECTION_ANGLE[robot.dir]);
  shownAngle.current = nextAngle(shownAngle.current, robot.dir);
  const angle = shownAngle.current;
  const pose = roboPose(status, event, solved);
  const party = celebrates(status, solved);

  return (
    <svg
      className="stage-svg"
      viewBox={`0 0 ${w} ${h}`}
      role="img"
      aria-label={label}
      direction="ltr"
      data-testid="stage"
      data-theme={theme.key}
      style={{ '--stage-step': `${Math.round(stepMs * 0.85)}ms` } as React.CSSProperties}
    >
      {scenery}
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
        <StageStar key={`s${c.x},${c.y}`} ids={ids} cell={c} />
      ))}
      {/* Behind Robo: the confetti flies out from under it. */}
      {party && <Celebration x={centre(robot.x)} y={centre(robot.y)} />}
      <g
        className="stage-robot"
        style={{ transform: `translate(${centre(robot.x)}px, ${centre(robot.y)}px)` }}
        data-testid="stage-robot"
        data-x={robot.x}
        data-y={robot.y}
        data-dir={robot.dir}
        data-pose={pose}
      >
        {costumeUrl ? (
          <g className="robo-base" style={{ transform: `rotate(${angle}deg)` }}>
            <circle r={CELL * 0.44} fill="#fff" opacity={0.6} />
            {/* The costume stays upright; a small arrow shows where Robo faces. */}
            <image
              href={costumeUrl}
              x={-CELL * 0.42}
              y={-CELL * 0.42}
              width={CELL * 0.84}
              height={CELL * 0.84}
              transform={`rotate(${-angle})`}
              data-testid="stage-costume"
              data-media={costumeId}
            />
            <polygon
              points={`${CELL * 0.5},0 ${CELL * 0.38},${-CELL * 0.1} ${CELL * 0.38},${CELL * 0.1}`}
              fill="#2563b8"
            />
            {world.pen === 'down' && <circle r={5} fill="#be185d" />}
          </g>
        ) : (
          <Robo pose={pose} dir={robot.dir} angle={angle} step={step} pen={world.pen === 'down'} />
        )}
      </g>
      {pose === 'crashed' && event?.kind === 'bumped' && (
        <Impact
          x={centre(robot.x) + ((event.at.x - robot.x) * CELL) / 2}
          y={centre(robot.y) + ((event.at.y - robot.y) * CELL) / 2}
        />
      )}
    </svg>
  );
}

/** Where Robo hit the wall or the grid's edge: a jagged burst on the edge of its square. */
function Impact({ x, y }: { x: number; y: number }) {
  return (
    <path
      className="stage-impact"
      transform={`translate(${x} ${y})`}
      d="M0 -11L3 -4L10 -6L5 0L11 5L3 4L1 11L-2 4L-9 7L-5 1L-11 -4L-3 -3Z"
      fill="#fde047"
      stroke="#c2410c"
      strokeWidth={1.5}
      strokeLinejoin="round"
      data-testid="stage-impact"
    />
  );
}

import type { Direction } from '@codeyard/shared-schema/smoothy';
import type { RoboPose } from './robo-pose';

/** Where Robo's eyes look, per direction (the pupils' offset): the face shows the way it goes too. */
const LOOK: Record<Direction, [number, number]> = { N: [0, -1.4], E: [1.4, 0], S: [0, 1.4], W: [-1.4, 0] };

/**
 * Robo, our own drawing, centred on (0, 0) and about 44 units across (a 48-unit square). Two layers: the
 * base (treads and an orange arrow at its front) turns with Robo's direction, `angle` in degrees, so the way
 * it faces reads at a glance; the body and face stay upright and change with the pose. `step` restarts the
 * one-step animations (a walk's bounce) at every step of a run.
 */
export function Robo({
  pose,
  dir,
  angle,
  step,
  pen,
}: {
  pose: RoboPose;
  dir: Direction;
  angle: number;
  step: number;
  pen: boolean;
}) {
  const [lx, ly] = LOOK[dir];
  return (
    <g className="robo" data-testid="robo" data-pose={pose}>
      <g className="robo-base" style={{ transform: `rotate(${angle}deg)` }}>
        <rect x={-15} y={-19} width={30} height={8} rx={3} fill="#2d3748" />
        <rect x={-15} y={11} width={30} height={8} rx={3} fill="#2d3748" />
        <line className="robo-tread" x1={-13} y1={-15} x2={13} y2={-15} stroke="#718096" strokeWidth={4} />
        <line className="robo-tread" x1={-13} y1={15} x2={13} y2={15} stroke="#718096" strokeWidth={4} />
        <rect x={-12} y={-12} width={24} height={24} rx={6} fill="#a0aec0" stroke="#4a5568" strokeWidth={1.5} />
        <path d="M15 -7 L24 0 L15 7 Z" fill="#f59e0b" stroke="#fff" strokeWidth={1.5} strokeLinejoin="round" />
      </g>
      {pose === 'turning' && (
        <g className="robo-swoosh" fill="none" stroke="#fff" strokeWidth={2} strokeLinecap="round" opacity={0.9}>
          <path d="M-21 -8 A22 22 0 0 1 -8 -21" />
          <path d="M21 8 A22 22 0 0 1 8 21" />
        </g>
      )}
      <g className="robo-shake">
        <g key={step} className="robo-body">
          <Arms pose={pose} />
          <rect x={-9} y={-3} width={18} height={14} rx={4} fill="#2563b8" stroke="#1e3a8a" strokeWidth={1.5} />
          <circle cx={0} cy={4} r={3} fill={pose === 'crashed' ? '#fc8181' : '#9ae6b4'} />
          <line x1={0} y1={-21} x2={0} y2={-26} stroke="#1e3a8a" strokeWidth={2} />
          <circle className="robo-antenna" cx={0} cy={-27} r={2.8} fill="#f59e0b" stroke="#1e3a8a" strokeWidth={1} />
          <rect x={-13} y={-21} width={26} height={19} rx={7} fill="#3b82f6" stroke="#1e3a8a" strokeWidth={1.5} />
          <rect x={-10} y={-18.5} width={20} height={14} rx={5} fill="#e0f2fe" />
          <Face pose={pose} look={[lx, ly]} />
          {pose === 'crashed' && <Bump />}
          {pen && <circle cx={0} cy={15} r={3.5} fill="#be185d" stroke="#fff" strokeWidth={1} data-testid="robo-pen" />}
        </g>
      </g>
    </g>
  );
}

function Arms({ pose }: { pose: RoboPose }) {
  // Happy: both arms up; crashed: arms out; otherwise down at the sides.
  const hands: [number, number][] =
    pose === 'happy'
      ? [
          [-16, -14],
          [16, -14],
        ]
      : pose === 'crashed'
        ? [
            [-17, 2],
            [17, 2],
          ]
        : [
            [-13, 10],
            [13, 10],
          ];
  return (
    <g className="robo-arms" stroke="#1e3a8a" strokeWidth={3} strokeLinecap="round">
      {hands.map(([x, y], i) => (
        <g key={i}>
          <line x1={i === 0 ? -8 : 8} y1={0} x2={x} y2={y} />
          <circle cx={x} cy={y} r={2.6} fill="#f59e0b" strokeWidth={1} />
        </g>
      ))}
    </g>
  );
}

function Face({ pose, look: [lx, ly] }: { pose: RoboPose; look: [number, number] }) {
  if (pose === 'happy')
    return (
      <g fill="none" stroke="#1a202c" strokeWidth={1.8} strokeLinecap="round">
        <path d="M-7.5 -11 Q-5 -14.5 -2.5 -11" />
        <path d="M2.5 -11 Q5 -14.5 7.5 -11" />
        <path d="M-5 -8 Q0 -2.5 5 -8 Z" fill="#e53e3e" />
        <circle cx={-8} cy={-7.5} r={1.6} fill="#fbb6ce" stroke="none" />
        <circle cx={8} cy={-7.5} r={1.6} fill="#fbb6ce" stroke="none" />
      </g>
    );
  if (pose === 'crashed')
    return (
      <g fill="none" stroke="#1a202c" strokeWidth={1.7} strokeLinecap="round" data-testid="robo-dizzy">
        {/* Dizzy eyes: little spirals. */}
        <path d="M-5 -11.5 a1 1 0 1 1 1 1 a2 2 0 1 1 -2 -2.5 a3 3 0 1 1 3.5 3" />
        <path d="M5 -11.5 a1 1 0 1 1 1 1 a2 2 0 1 1 -2 -2.5 a3 3 0 1 1 3.5 3" />
        <path d="M-4 -6 q1 -1.5 2 0 t2 0 t2 0 t2 0" />
      </g>
    );
  return (
    <g>
      <g className="robo-eyes">
        <circle cx={-5} cy={-12} r={3.2} fill="#fff" stroke="#1a202c" strokeWidth={1} />
        <circle cx={5} cy={-12} r={3.2} fill="#fff" stroke="#1a202c" strokeWidth={1} />
        <circle cx={-5 + lx} cy={-12 + ly} r={1.7} fill="#1a202c" />
        <circle cx={5 + lx} cy={-12 + ly} r={1.7} fill="#1a202c" />
      </g>
      <path
        d={pose === 'walking' ? 'M-3 -7 Q0 -5 3 -7' : 'M-3.5 -7.5 Q0 -4.5 3.5 -7.5'}
        fill="none"
        stroke="#1a202c"
        strokeWidth={1.5}
        strokeLinecap="round"
      />
    </g>
  );
}

/** A crash: a bump on the head and little stars around it. */
function Bump() {
  return (
    <g data-testid="robo-bump">
      <ellipse cx={7} cy={-21.5} rx={4} ry={3} fill="#fc8181" stroke="#c53030" strokeWidth={1} />
      <g className="robo-dizzy-stars" fill="#f6c343" stroke="#975a16" strokeWidth={0.6}>
        <path d="M-16 -24 l1.2 2.6 2.8 .3 -2.1 1.9 .6 2.8 -2.5 -1.4 -2.5 1.4 .6 -2.8 -2.1 -1.9 2.8 -.3z" />
        <path d="M17 -27 l1 2.1 2.3 .3 -1.7 1.6 .5 2.3 -2.1 -1.2 -2.1 1.2 .5 -2.3 -1.7 -1.6 2.3 -.3z" />
      </g>
    </g>
  );
}

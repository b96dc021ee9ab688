import type { PuzzlePicture } from '@codeyard/shared-schema';
import type { ReactElement } from 'react';

/**
 * The sliding puzzle's pictures: our own drawings on a 240 × 240 canvas, busy enough that every tile shows
 * something to place (PUZZLE_PICTURES, shared-schema/src/games/puzzle.ts). Inline, so they work offline.
 */
export const PICTURE_SIZE = 240;
const INK = '#2b2d42';

const DESKTOP = (
  <>
    <rect width="240" height="240" fill="#8ecae6" />
    <circle cx="196" cy="44" r="22" fill="#ffd166" stroke={INK} strokeWidth="3" />
    <path d="M0 170q60-50 120-10t120-20v100H0z" fill="#90be6d" stroke={INK} strokeWidth="3" />
    <rect x="20" y="20" width="34" height="26" rx="3" fill="#f6c43e" stroke={INK} strokeWidth="3" />
    <path d="M20 26h14l4-6h16" fill="none" stroke={INK} strokeWidth="3" />
    <rect x="22" y="70" width="28" height="34" rx="3" fill="#e5e5e5" stroke={INK} strokeWidth="3" />
    <path d="M18 70h36M30 64h12M30 78v20M42 78v20" stroke={INK} strokeWidth="3" strokeLinecap="round" />
    <rect x="80" y="62" width="130" height="96" rx="6" fill="#ffffff" stroke={INK} strokeWidth="3" />
    <rect x="80" y="62" width="130" height="20" rx="6" fill="#3a86ff" stroke={INK} strokeWidth="3" />
    <circle cx="196" cy="72" r="5" fill="#ef476f" />
    <circle cx="182" cy="72" r="5" fill="#ffd166" />
    <path d="M94 100h70M94 116h96M94 132h52" stroke="#adb5bd" strokeWidth="6" strokeLinecap="round" />
    <rect x="0" y="212" width="240" height="28" fill="#264653" />
    <rect x="6" y="216" width="44" height="20" rx="10" fill="#2a9d8f" stroke="#ffffff" strokeWidth="2" />
    <rect x="60" y="218" width="16" height="16" rx="3" fill="#e9c46a" />
    <rect x="84" y="218" width="16" height="16" rx="3" fill="#f4a261" />
    <text x="200" y="231" fontSize="12" fill="#ffffff" fontFamily="sans-serif">
      10:30
    </text>
  </>
);

const EXPLORERS_MAP = (
  <>
    <rect width="240" height="240" fill="#f1e3c2" />
    <rect x="6" y="6" width="228" height="228" fill="none" stroke="#a47148" strokeWidth="4" strokeDasharray="10 6" />
    <path d="M0 60q50 20 80 70t90 60 70 20" fill="none" stroke="#4cc9f0" strokeWidth="16" strokeLinecap="round" />
    <path d="M0 60q50 20 80 70t90 60 70 20" fill="none" stroke="#1e6091" strokeWidth="3" strokeLinecap="round" />
    <path d="M120 70l22-38 22 38z M150 70l18-30 18 30z" fill="#8d99ae" stroke={INK} strokeWidth="3" />
    <path d="M134 46l8-14 8 14z" fill="#ffffff" />
    {[
      [30, 150],
      [52, 176],
      [28, 200],
      [200, 110],
      [214, 140],
    ].map(([x, y]) => (
      <g key={`${x}-${y}`}>
        <path d={`M${x} ${y + 14}v8`} stroke="#6b4226" strokeWidth="4" />
        <circle cx={x} cy={y} r="13" fill="#52b788" stroke={INK} strokeWidth="3" />
      </g>
    ))}
    <path d="M40 30q40 10 50 40t60 50 40 60" fill="none" stroke="#d62828" strokeWidth="4" strokeDasharray="8 7" />
    <path d="M180 170l20 20M200 170l-20 20" stroke="#d62828" strokeWidth="7" strokeLinecap="round" />
    <circle cx="40" cy="30" r="8" fill="#f77f00" stroke={INK} strokeWidth="3" />
    <g transform="translate(62 104)">
      <circle r="20" fill="#ffffff" stroke={INK} strokeWidth="3" />
      <path d="M0-16l5 16-5 16-5-16z" fill="#d62828" stroke={INK} strokeWidth="2" />
    </g>
    <rect x="150" y="206" width="70" height="22" rx="4" fill="#e9c46a" stroke={INK} strokeWidth="3" />
  </>
);

export const PUZZLE_DRAWINGS: Record<PuzzlePicture, ReactElement> = {
  desktop: DESKTOP,
  'explorers-map': EXPLORERS_MAP,
};

/** The part of a picture one tile shows: its place in the solved picture, as an SVG window on the drawing. */
export function TilePicture({ picture, tile, size }: { picture: PuzzlePicture; tile: number; size: number }) {
  const side = PICTURE_SIZE / size;
  const home = tile - 1;
  const x = (home % size) * side;
  const y = Math.floor(home / size) * side;
  return (
    <svg viewBox={`${x} ${y} ${side} ${side}`} aria-hidden="true" focusable="false" className="puzzle-tile-picture">
      {PUZZLE_DRAWINGS[picture]}
    </svg>
  );
}

/** The whole picture, small: what the tiles make. */
export function WholePicture({ picture }: { picture: PuzzlePicture }) {
  return (
    <svg viewBox={`0 0 ${PICTURE_SIZE} ${PICTURE_SIZE}`} aria-hidden="true" focusable="false" className="puzzle-whole">
      {PUZZLE_DRAWINGS[picture]}
    </svg>
  );
}

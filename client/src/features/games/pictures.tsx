import type { GamePicture } from '@codeyard/shared-schema';
import type { ReactElement } from 'react';

/**
 * The games' pictures: our own simple drawings (64×64, round lines, friendly colours), one per name of
 * GAME_PICTURES (shared-schema/src/games/memory.ts), drawn inline so they are in the app's own files and
 * work offline. Never an emoji: a system font draws those differently on every laptop.
 */
const INK = '#2b2d42';
const line = { fill: 'none', stroke: INK, strokeWidth: 3, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
const filled = (fill: string) => ({ fill, stroke: INK, strokeWidth: 3, strokeLinejoin: 'round' }) as const;

const DRAWINGS: Record<GamePicture, ReactElement> = {
  monitor: (
    <>
      <rect x="8" y="10" width="48" height="32" rx="4" {...filled('#8ecae6')} />
      <rect x="14" y="16" width="36" height="20" rx="2" fill="#e0f4ff" />
      <path d="M28 42v8M36 42v8M20 52h24" {...line} />
    </>
  ),
  keyboard: (
    <>
      <rect x="6" y="20" width="52" height="26" rx="4" {...filled('#d9d9e3')} />
      <path d="M13 28h4M22 28h4M31 28h4M40 28h4M49 28h2M13 34h4M22 34h4M31 34h4M40 34h4M20 40h24" {...line} />
    </>
  ),
  mouse: (
    <>
      <rect x="18" y="12" width="28" height="42" rx="14" {...filled('#f4f1de')} />
      <path d="M32 12v14M18 26h28" {...line} />
      <path d="M32 12c0-4 4-8 10-8" {...line} />
    </>
  ),
  speaker: (
    <>
      <rect x="18" y="8" width="28" height="48" rx="4" {...filled('#bdb2ff')} />
      <circle cx="32" cy="20" r="5" {...filled('#ffffff')} />
      <circle cx="32" cy="40" r="9" {...filled('#ffffff')} />
      <circle cx="32" cy="40" r="3" fill={INK} />
    </>
  ),
  printer: (
    <>
      <rect x="18" y="8" width="28" height="14" {...filled('#ffffff')} />
      <rect x="8" y="22" width="48" height="22" rx="4" {...filled('#a8dadc')} />
      <rect x="18" y="38" width="28" height="18" {...filled('#ffffff')} />
      <path d="M23 45h18M23 50h12" {...line} />
      <circle cx="48" cy="29" r="2" fill="#e63946" />
    </>
  ),
  tower: (
    <>
      <rect x="20" y="6" width="24" height="52" rx="3" {...filled('#adb5bd')} />
      <path d="M26 14h12M26 20h12" {...line} />
      <circle cx="32" cy="44" r="5" {...filled('#80ed99')} />
    </>
  ),
  headphones: (
    <>
      <path d="M12 40V32a20 20 0 0 1 40 0v8" {...line} strokeWidth={4} />
      <rect x="8" y="36" width="12" height="18" rx="4" {...filled('#ff8fab')} />
      <rect x="44" y="36" width="12" height="18" rx="4" {...filled('#ff8fab')} />
    </>
  ),
  brush: (
    <>
      <path d="M44 8l12 12-20 20-12-12z" {...filled('#ffd166')} />
      <path d="M24 28l12 12c-4 10-14 16-26 14 4-4 2-12 4-16s6-8 10-10z" {...filled('#ef476f')} />
    </>
  ),
  pencil: (
    <>
      <path d="M12 52l4-14 30-30 10 10-30 30z" {...filled('#ffd166')} />
      <path d="M12 52l4-14 10 10z" {...filled('#f4d8b0')} />
      <path d="M40 14l10 10" {...line} />
    </>
  ),
  eraser: (
    <>
      <path d="M8 42l24-24 20 20-16 16H22z" {...filled('#ffafcc')} />
      <path d="M20 30l20 20" {...line} />
      <path d="M36 54h20" {...line} />
    </>
  ),
  bucket: (
    <>
      <path d="M14 24l18-14 20 20-18 18z" {...filled('#90e0ef')} />
      <path d="M14 24l20 24" {...line} />
      <path d="M52 30c2 6 6 10 6 14a4 4 0 0 1-8 0c0-4 2-8 2-14z" {...filled('#0077b6')} />
    </>
  ),
  palette: (
    <>
      <path
        d="M32 8C16 8 6 20 6 32s10 24 24 24c4 0 6-2 6-5s-3-5 0-8 8-1 12-1c6 0 10-4 10-10C58 18 46 8 32 8z"
        {...filled('#f4d8b0')}
      />
      <circle cx="20" cy="24" r="4" fill="#e63946" />
      <circle cx="32" cy="18" r="4" fill="#ffb703" />
      <circle cx="44" cy="24" r="4" fill="#219ebc" />
      <circle cx="18" cy="38" r="4" fill="#2a9d8f" />
    </>
  ),
  line: (
    <>
      <path d="M12 52L52 12" {...line} strokeWidth={5} />
      <circle cx="12" cy="52" r="5" {...filled('#ffffff')} />
      <circle cx="52" cy="12" r="5" {...filled('#ffffff')} />
    </>
  ),
  letter: (
    <>
      <rect x="8" y="8" width="48" height="48" rx="6" {...filled('#caffbf')} />
      <path d="M20 46l12-28 12 28M25 36h14" {...line} strokeWidth={4} />
    </>
  ),
  eye: (
    <>
      <path d="M6 32s10-16 26-16 26 16 26 16-10 16-26 16S6 32 6 32z" {...filled('#ffffff')} />
      <circle cx="32" cy="32" r="9" {...filled('#4cc9f0')} />
      <circle cx="32" cy="32" r="4" fill={INK} />
    </>
  ),
  ear: (
    <>
      <path d="M20 26a14 14 0 0 1 28 0c0 10-10 12-10 20a8 8 0 0 1-16 0" {...filled('#f4d8b0')} />
      <path d="M28 28a6 6 0 0 1 12 0c0 4-4 6-4 10" {...line} />
    </>
  ),
  hand: (
    <>
      <path
        d="M20 56c-4-4-8-10-8-16l-2-10a3 3 0 0 1 6-1l3 8V12a3 3 0 0 1 6 0v16-20a3 3 0 0 1 6 0v20-16a3 3 0 0 1 6 0v18-12a3 3 0 0 1 6 0v20c0 8-4 14-8 18z"
        {...filled('#f4d8b0')}
      />
    </>
  ),
  clock: (
    <>
      <circle cx="32" cy="32" r="24" {...filled('#ffffff')} />
      <path d="M32 16v16l10 8" {...line} />
      <circle cx="32" cy="32" r="2" fill={INK} />
    </>
  ),
  key: (
    <>
      <rect x="10" y="14" width="36" height="36" rx="6" {...filled('#e9ecef')} />
      <rect x="16" y="18" width="24" height="24" rx="4" {...filled('#ffffff')} />
      <path d="M22 36l6-14 6 14M24 31h8" {...line} />
    </>
  ),
  list: (
    <>
      <rect x="10" y="8" width="44" height="48" rx="4" {...filled('#fff3b0')} />
      <path d="M24 20h22M24 32h22M24 44h22" {...line} />
      <circle cx="17" cy="20" r="2.5" fill={INK} />
      <circle cx="17" cy="32" r="2.5" fill={INK} />
      <circle cx="17" cy="44" r="2.5" fill={INK} />
    </>
  ),
  plus: (
    <>
      <circle cx="32" cy="32" r="24" {...filled('#80ed99')} />
      <path d="M32 20v24M20 32h24" {...line} strokeWidth={5} />
    </>
  ),
  trash: (
    <>
      <path d="M16 18h32l-3 38H19z" {...filled('#ced4da')} />
      <path d="M10 18h44M26 18v-6h12v6M26 28v20M38 28v20" {...line} />
    </>
  ),
  magnifier: (
    <>
      <circle cx="26" cy="26" r="16" {...filled('#caf0f8')} />
      <path d="M38 38l16 16" {...line} strokeWidth={6} />
    </>
  ),
  ruler: (
    <>
      <rect x="4" y="22" width="56" height="20" rx="3" {...filled('#ffd166')} />
      <path d="M12 22v8M20 22v5M28 22v8M36 22v5M44 22v8M52 22v5" {...line} />
    </>
  ),
  // The blocks that build a path.
  step: (
    <>
      <rect x="6" y="22" width="40" height="20" rx="6" {...filled('#90e0a0')} />
      <path d="M40 18l14 14-14 14z" {...filled('#90e0a0')} />
      <path d="M14 32h22" {...line} />
    </>
  ),
  turn: (
    <>
      <path d="M16 50V30a12 12 0 0 1 12-12h18" {...line} strokeWidth={6} stroke="#f4a261" />
      <path d="M16 50V30a12 12 0 0 1 12-12h18" {...line} />
      <path d="M42 8l12 10-12 10z" {...filled('#f4a261')} />
    </>
  ),
  repeat: (
    <>
      <path d="M14 28a18 18 0 0 1 32-8M50 36a18 18 0 0 1-32 8" {...line} strokeWidth={5} stroke="#bdb2ff" />
      <path d="M14 28a18 18 0 0 1 32-8M50 36a18 18 0 0 1-32 8" {...line} />
      <path d="M40 12l8 9-11 2zM24 52l-8-9 11-2z" {...filled('#bdb2ff')} />
    </>
  ),
  flag: (
    <>
      <path d="M16 58V8" {...line} />
      <path d="M16 10h34l-8 10 8 10H16z" {...filled('#4caf50')} />
    </>
  ),
};

/** One of the games' pictures, decorative (its card says its name). */
export function GamePictureView({ name, size = 64 }: { name: GamePicture; size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false" className="game-picture">
      {DRAWINGS[name]}
    </svg>
  );
}

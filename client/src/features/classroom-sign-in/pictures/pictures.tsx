import type { PictureKey } from '@codeyard/shared-schema';
import type { ReactElement } from 'react';

/**
 * Our own pictures for picture sign-in: simple, friendly and unlike one another in shape and colour, drawn
 * as inline SVG (never a system emoji font, which differs by device and may be missing). Each is drawn
 * on a 64 × 64 grid. Their names, for screen readers, are in the feature's locales (pictures.<key>).
 */
const DRAWINGS: Record<PictureKey, ReactElement> = {
  sun: (
    <g>
      <g stroke="#F59E0B" strokeWidth="4" strokeLinecap="round">
        <line x1="32" y1="4" x2="32" y2="12" />
        <line x1="32" y1="52" x2="32" y2="60" />
        <line x1="4" y1="32" x2="12" y2="32" />
        <line x1="52" y1="32" x2="60" y2="32" />
        <line x1="12" y1="12" x2="18" y2="18" />
        <line x1="46" y1="46" x2="52" y2="52" />
        <line x1="12" y1="52" x2="18" y2="46" />
        <line x1="46" y1="18" x2="52" y2="12" />
      </g>
      <circle cx="32" cy="32" r="15" fill="#FBBF24" stroke="#D97706" strokeWidth="2" />
    </g>
  ),
  cat: (
    <g>
      <path d="M14 26 L16 8 L28 20 Z" fill="#F97316" stroke="#9A3412" strokeWidth="2" strokeLinejoin="round" />
      <path d="M50 26 L48 8 L36 20 Z" fill="#F97316" stroke="#9A3412" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="32" cy="36" r="20" fill="#FB923C" stroke="#9A3412" strokeWidth="2" />
      <circle cx="24" cy="32" r="3" fill="#1F2937" />
      <circle cx="40" cy="32" r="3" fill="#1F2937" />
      <path d="M29 40 L35 40 L32 44 Z" fill="#BE185D" />
      <g stroke="#7C2D12" strokeWidth="1.5" strokeLinecap="round">
        <line x1="8" y1="40" x2="22" y2="42" />
        <line x1="8" y1="46" x2="22" y2="45" />
        <line x1="56" y1="40" x2="42" y2="42" />
        <line x1="56" y1="46" x2="42" y2="45" />
      </g>
    </g>
  ),
  fish: (
    <g>
      <path d="M44 32 L60 18 L60 46 Z" fill="#0EA5E9" stroke="#075985" strokeWidth="2" strokeLinejoin="round" />
      <ellipse cx="28" cy="32" rx="22" ry="14" fill="#38BDF8" stroke="#075985" strokeWidth="2" />
      <circle cx="16" cy="28" r="3" fill="#0F172A" />
      <path d="M28 22 Q34 32 28 42" fill="none" stroke="#075985" strokeWidth="2" />
    </g>
  ),
  tree: (
    <g>
      <rect x="27" y="36" width="10" height="24" rx="2" fill="#92400E" />
      <circle cx="32" cy="22" r="14" fill="#16A34A" />
      <circle cx="20" cy="32" r="11" fill="#22C55E" />
      <circle cx="44" cy="32" r="11" fill="#22C55E" />
    </g>
  ),
  star: (
    <path
      d="M32 4 L40 23 L60 24 L44 37 L50 58 L32 46 L14 58 L20 37 L4 24 L24 23 Z"
      fill="#FDE047"
      stroke="#CA8A04"
      strokeWidth="2.5"
      strokeLinejoin="round"
    />
  ),
  boat: (
    <g>
      <line x1="32" y1="6" x2="32" y2="44" stroke="#78350F" strokeWidth="3" />
      <path d="M34 8 L54 40 L34 40 Z" fill="#EF4444" stroke="#991B1B" strokeWidth="2" strokeLinejoin="round" />
      <path d="M8 44 L56 44 L48 56 L16 56 Z" fill="#A16207" stroke="#713F12" strokeWidth="2" strokeLinejoin="round" />
      <path d="M4 60 Q12 56 20 60 T36 60 T52 60 T64 60" fill="none" stroke="#3B82F6" strokeWidth="3" />
    </g>
  ),
  apple: (
    <g>
      <path
        d="M32 20 C20 12 6 20 8 36 C10 52 22 60 32 54 C42 60 54 52 56 36 C58 20 44 12 32 20 Z"
        fill="#DC2626"
        stroke="#7F1D1D"
        strokeWidth="2"
      />
      <path d="M32 20 Q31 12 36 6" fill="none" stroke="#78350F" strokeWidth="3" strokeLinecap="round" />
      <path d="M36 12 Q46 4 50 12 Q42 18 36 12 Z" fill="#22C55E" stroke="#15803D" strokeWidth="1.5" />
    </g>
  ),
  rocket: (
    <g>
      <path d="M26 50 L32 62 L38 50 Z" fill="#F97316" />
      <path d="M22 36 L12 50 L24 48 Z" fill="#7C3AED" />
      <path d="M42 36 L52 50 L40 48 Z" fill="#7C3AED" />
      <path d="M32 2 C42 12 44 28 40 50 L24 50 C20 28 22 12 32 2 Z" fill="#E5E7EB" stroke="#4B5563" strokeWidth="2" />
      <path d="M32 2 C36 6 38 10 39 14 L25 14 C26 10 28 6 32 2 Z" fill="#EF4444" />
      <circle cx="32" cy="28" r="6" fill="#60A5FA" stroke="#1E3A8A" strokeWidth="2" />
    </g>
  ),
  flower: (
    <g>
      <path d="M32 36 L32 62" stroke="#15803D" strokeWidth="4" />
      <path d="M32 52 Q22 44 16 50 Q24 58 32 54" fill="#22C55E" />
      <g fill="#EC4899" stroke="#9D174D" strokeWidth="1.5">
        <circle cx="32" cy="10" r="8" />
        <circle cx="46" cy="20" r="8" />
        <circle cx="41" cy="36" r="8" />
        <circle cx="23" cy="36" r="8" />
        <circle cx="18" cy="20" r="8" />
      </g>
      <circle cx="32" cy="24" r="7" fill="#FACC15" stroke="#A16207" strokeWidth="1.5" />
    </g>
  ),
  ball: (
    <g>
      <circle cx="32" cy="32" r="26" fill="#FFFFFF" stroke="#1F2937" strokeWidth="2" />
      <path d="M32 6 C20 16 20 48 32 58 C22 56 8 46 6 32 C8 18 22 8 32 6 Z" fill="#EF4444" />
      <path d="M32 6 C44 16 44 48 32 58 C42 56 56 46 58 32 C56 18 42 8 32 6 Z" fill="#2563EB" />
      <circle cx="32" cy="32" r="26" fill="none" stroke="#1F2937" strokeWidth="2" />
    </g>
  ),
  moon: (
    <g>
      <circle cx="32" cy="32" r="28" fill="#1E3A8A" />
      <path d="M38 10 A22 22 0 1 0 50 46 A18 18 0 1 1 38 10 Z" fill="#FEF3C7" stroke="#CA8A04" strokeWidth="1.5" />
      <circle cx="48" cy="16" r="2" fill="#FDE68A" />
      <circle cx="54" cy="30" r="1.5" fill="#FDE68A" />
    </g>
  ),
  house: (
    <g>
      <path d="M6 30 L32 6 L58 30 Z" fill="#B91C1C" stroke="#7F1D1D" strokeWidth="2" strokeLinejoin="round" />
      <rect x="12" y="30" width="40" height="28" fill="#FDE68A" stroke="#92400E" strokeWidth="2" />
      <rect x="27" y="40" width="10" height="18" fill="#7C2D12" />
      <rect x="16" y="36" width="8" height="8" fill="#93C5FD" stroke="#1E3A8A" strokeWidth="1.5" />
      <rect x="40" y="36" width="8" height="8" fill="#93C5FD" stroke="#1E3A8A" strokeWidth="1.5" />
    </g>
  ),
};

/** One of our pictures; `label` names it for screen readers (leave it out where a text beside it says it). */
export function Picture({ name, label, size = 64 }: { name: string; label?: string; size?: number }) {
  const drawing = DRAWINGS[name as PictureKey];
  if (!drawing) return null;
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      className="picture-svg"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      focusable="false"
    >
      {drawing}
    </svg>
  );
}

import type { ReactNode } from 'react';
import type { StoneKind } from '@codeyard/shared-schema';

/** A stone's kind as a line drawing in the text colour (no emoji font needed). */
const paths: Record<StoneKind, ReactNode> = {
  lesson: (
    <>
      <path d="M12 6.5C10 5 7 4.5 3 4.8v13.5c4-.3 7 .2 9 1.7 2-1.5 5-2 9-1.7V4.8c-4-.3-7 .2-9 1.7z" />
      <path d="M12 6.5V20" />
    </>
  ),
  game: (
    <>
      <path d="M6.5 8h11a4 4 0 0 1 4 4.5l-.6 3.5a2.4 2.4 0 0 1-4.2 1.1L15 15H9l-1.7 2.1a2.4 2.4 0 0 1-4.2-1.1l-.6-3.5A4 4 0 0 1 6.5 8z" />
      <path d="M7.5 10.5v3M6 12h3M15.5 11.2v.1M17.5 12.8v.1" />
    </>
  ),
  challenge: (
    <>
      <path d="M5 21V4" />
      <path d="M5 4h11l-2 3.5L16 11H5" />
    </>
  ),
  code: <path d="M8.5 7l-5 5 5 5M15.5 7l5 5-5 5M13.5 5l-3 14" />,
  project: (
    <>
      <path d="M12 3c3.5 2.2 5 5.6 4.5 10.5L12 16l-4.5-2.5C7 8.6 8.5 5.2 12 3z" />
      <circle cx="12" cy="9.5" r="1.6" />
      <path d="M7.5 13.5L5 17l3.2-.3M16.5 13.5L19 17l-3.2-.3M10.5 18.5L12 21l1.5-2.5" />
    </>
  ),
  'graduation-project': (
    <>
      <path d="M2 9l10-5 10 5-10 5z" />
      <path d="M6 11v5c3 2.5 9 2.5 12 0v-5M22 9v5" />
    </>
  ),
};

export function KindIcon({ kind, size = 24 }: { kind: StoneKind; size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[kind]}
    </svg>
  );
}

export function TrophyIcon({ size = 24 }: { size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M7 4h10v5a5 5 0 0 1-10 0z" />
      <path d="M7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4M12 14v3M8.5 20h7M9.5 17h5v3h-5z" />
    </svg>
  );
}

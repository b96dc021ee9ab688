import type { ReactNode } from 'react';

/**
 * Small line drawings in the text colour (no emoji: school Chromebooks often lack an emoji font).
 * Decorative by default; give `label` when the picture carries meaning on its own.
 */
const paths: Record<string, ReactNode> = {
  blocks: (
    <>
      <path d="M3 8h5a1.5 1.5 0 0 0 3 0h5v5h-2a1.5 1.5 0 0 0 0 3h2v5H3z" />
      <path d="M16 3h5v10h-5z" />
    </>
  ),
  web: (
    <>
      <rect x="2.5" y="4" width="19" height="16" rx="2" />
      <path d="M2.5 8.5h19M9 12.5l-2 2 2 2M15 12.5l2 2-2 2M12.8 11.8l-1.6 5.4" />
    </>
  ),
  python: (
    <>
      <path d="M6 20c-2 0-2.5-3 0-3.5l8-1.5c4-.8 4-5.5 0-6L9 8.3C6 7.8 6.5 3.5 10 3.5h4.5" />
      <circle cx="16.8" cy="3.6" r="1.2" />
      <path d="M17.5 20H6" />
    </>
  ),
  computer: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="1.5" />
      <path d="M9 20h6M12 16v4" />
    </>
  ),
  cloud: (
    <>
      <path d="M7 18a4.5 4.5 0 0 1-.6-9A6 6 0 0 1 18 9.5a4.3 4.3 0 0 1-.5 8.5z" />
      <path d="M9.5 13.5l2 2 3.5-4" />
    </>
  ),
  cloudOff: (
    <>
      <path d="M7 18a4.5 4.5 0 0 1-.6-9A6 6 0 0 1 18 9.5a4.3 4.3 0 0 1-.5 8.5z" />
      <path d="M4 4l16 16" />
    </>
  ),
  child: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8.5 14.5a4 4 0 0 0 7 0" />
      <circle cx="9" cy="10" r=".8" />
      <circle cx="15" cy="10" r=".8" />
    </>
  ),
  parent: (
    <>
      <circle cx="8" cy="7" r="3" />
      <circle cx="17" cy="10" r="2.2" />
      <path d="M2.5 20a5.5 5.5 0 0 1 11 0M13.5 20a3.6 3.6 0 0 1 7.2 0" />
    </>
  ),
  teacher: (
    <>
      <rect x="9" y="3" width="12.5" height="9" rx="1" />
      <circle cx="6" cy="9" r="2.5" />
      <path d="M1.8 20a4.3 4.3 0 0 1 8.4 0M12 7h6M12 9.5h3" />
    </>
  ),
  school: (
    <>
      <path d="M3 10l9-6 9 6M5 10v10h14V10M10 20v-5h4v5" />
      <path d="M12 4V1.5l3 1-3 1" />
    </>
  ),
  star: <path d="M12 3l2.7 5.6 6.1.8-4.5 4.2 1.1 6-5.4-3-5.4 3 1.1-6L3.2 9.4l6.1-.8z" />,
  lock: (
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
    </>
  ),
  unlock: (
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 7.7-1.5" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.2" />
      <path d="M3 20a6 6 0 0 1 12 0M16 5.3a3 3 0 0 1 0 5.6M18 14.5a5.5 5.5 0 0 1 3 5.5" />
    </>
  ),
  seat: <path d="M7 3v9h10M7 12l-1 9M17 12l1 9M7 16.5h10M17 12V7" />,
  book: (
    <>
      <path d="M12 6.5C10 5 7 4.5 3 4.8v13.5c4-.3 7 .2 9 1.7 2-1.5 5-2 9-1.7V4.8c-4-.3-7 .2-9 1.7z" />
      <path d="M12 6.5V20" />
    </>
  ),
  age: (
    <>
      <rect x="4" y="11" width="16" height="9" rx="1.5" />
      <path d="M4 15c2 1.5 4 1.5 5.3 0 1.4 1.5 4 1.5 5.4 0 1.3 1.5 3.3 1.5 5.3 0M12 11V7.5" />
      <path d="M12 3.5c1 1 1 2.2 0 3-1-.8-1-2 0-3z" />
    </>
  ),
  level: <path d="M5 20v-4M10 20v-8M15 20v-12M20 20V4" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L21 21" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6l8.5 7 8.5-7" />
    </>
  ),
  check: <path d="M4.5 12.5l5 5L20 7" />,
  chevron: <path d="M9 5l7 7-7 7" />,
  heart: <path d="M12 20s-8-4.6-8-10.2A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 8 2.5C20 15.4 12 20 12 20z" />,
  shield: (
    <>
      <path d="M12 3l8 3v6c0 4.6-3.4 8-8 9-4.6-1-8-4.4-8-9V6z" />
      <path d="M8.5 12l2.5 2.5 4.5-5" />
    </>
  ),
  gift: (
    <>
      <rect x="3.5" y="9" width="17" height="11.5" rx="1.5" />
      <path d="M2.5 9h19M12 9v11.5M12 9C10 5 6.5 4.5 6.5 7S10.5 9 12 9c1.5 0 5.5.5 5.5-2S14 5 12 9" />
    </>
  ),
  sparkle: (
    <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z" />
  ),
  wave: <path d="M2 9c2.5-2 4.5-2 7 0s4.5 2 7 0 4.5-2 6 0M2 15c2.5-2 4.5-2 7 0s4.5 2 7 0 4.5-2 6 0" />,
  hello: (
    <>
      <path d="M8 13V5.5a1.5 1.5 0 0 1 3 0V11M11 10V4a1.5 1.5 0 0 1 3 0v7M14 10.5V5.5a1.5 1.5 0 0 1 3 0V14" />
      <path d="M17 9.5a1.5 1.5 0 0 1 3 0V15a6.5 6.5 0 0 1-6.5 6.5H12a6 6 0 0 1-4.7-2.3L4 15a1.6 1.6 0 0 1 2.4-2L8 14.5" />
    </>
  ),
  key: (
    <>
      <circle cx="8" cy="15" r="4.5" />
      <path d="M11.2 11.8L20 3M16.5 6.5l2.5 2.5M14 9l2 2" />
    </>
  ),
  phone: (
    <>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2" />
      <path d="M10.5 18.5h3" />
    </>
  ),
  rocket: (
    <>
      <path d="M12 2.5c3.5 2.5 5 6.5 4 11.5H8C7 9 8.5 5 12 2.5z" />
      <circle cx="12" cy="9" r="1.8" />
      <path d="M8 14l-3 3v3.5L8.5 18M16 14l3 3v3.5L15.5 18M10.5 17.5l1.5 4 1.5-4" />
    </>
  ),
  link: (
    <>
      <path d="M10 14a4 4 0 0 0 5.7 0l3.6-3.6a4 4 0 0 0-5.7-5.7l-1.2 1.2" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3.6 3.6a4 4 0 0 0 5.7 5.7l1.2-1.2" />
    </>
  ),
  graduation: (
    <>
      <path d="M2 9l10-5 10 5-10 5z" />
      <path d="M6 11v5c3 2.5 9 2.5 12 0v-5M21 9.5V15" />
    </>
  ),
  eye: (
    <>
      <path d="M2 12s3.5-6.5 10-6.5S22 12 22 12s-3.5 6.5-10 6.5S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  eyeOff: (
    <>
      <path d="M4 4l16 16M9.9 5.8A10 10 0 0 1 12 5.5c6.5 0 10 6.5 10 6.5a17 17 0 0 1-3 3.7M6.4 7.5A17 17 0 0 0 2 12s3.5 6.5 10 6.5a9.6 9.6 0 0 0 4.2-1" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </>
  ),
  compass: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M15.5 8.5l-2 5-5 2 2-5z" />
    </>
  ),
  puzzle: <path d="M4 7h4a2 2 0 1 1 4 0h4v4a2 2 0 1 1 0 4v4h-4a2 2 0 1 0-4 0H4v-4a2 2 0 1 0 0-4z" />,
  palette: (
    <>
      <path d="M12 3a9 9 0 0 0 0 18c1.5 0 2-1 2-2 0-1.6-1.5-1.8-1.5-3 0-1 .8-1.5 2-1.5H18a3 3 0 0 0 3-3C21 6.5 17 3 12 3z" />
      <circle cx="7.5" cy="11" r="1.2" />
      <circle cx="10" cy="7" r="1.2" />
      <circle cx="15" cy="7" r="1.2" />
    </>
  ),
  robot: (
    <>
      <rect x="4.5" y="8" width="15" height="11" rx="2.5" />
      <path d="M12 4.5V8M9 13.5h.01M15 13.5h.01M9.5 16.5h5M2.5 12.5v3M21.5 12.5v3" />
      <circle cx="12" cy="3.5" r="1" />
    </>
  ),
  flag: (
    <>
      <path d="M5 21.5V3" />
      <path d="M5 4h13l-2.5 4.5L18 13H5" />
    </>
  ),
  cross: <path d="M6 6l12 12M18 6L6 18" />,
  party: (
    <>
      <path d="M3 21l5.5-14 8.5 8.5z" />
      <path d="M13 6.5c1-1.5 1-3 0-4M17.5 11c1.5-1 3-1 4 0M15 8.5l4-4M19 3.5h.01M21 7h.01M11 3h.01" />
    </>
  ),
  // The paint tools (paint challenges).
  pencil: (
    <>
      <path d="M4 20l1-4.5L16 4.5a2.1 2.1 0 0 1 3 3L8 18.5z" />
      <path d="M14 6.5l3 3M4 20l4.5-1.5" />
    </>
  ),
  line: <path d="M4.5 19.5l15-15" />,
  rectangle: <rect x="3.5" y="6" width="17" height="12" rx="0.5" />,
  ellipse: <ellipse cx="12" cy="12" rx="8.5" ry="6.5" />,
  triangle: <path d="M12 4.5l8.5 15h-17z" />,
  bucket: (
    <>
      <path d="M5 10.5l6-6 7.5 7.5-6 6a1.8 1.8 0 0 1-2.5 0L5 13a1.8 1.8 0 0 1 0-2.5z" />
      <path d="M5.5 11.5h12.5M19.5 14.5c1 1.6 1.5 2.6 1.5 3.3a1.5 1.5 0 0 1-3 0c0-.7.5-1.7 1.5-3.3zM8.5 2.5l3 3" />
    </>
  ),
  eraser: (
    <>
      <path d="M9 20l-5-5a1.8 1.8 0 0 1 0-2.5L13.5 3a1.8 1.8 0 0 1 2.5 0l5 5a1.8 1.8 0 0 1 0 2.5L11.5 20z" />
      <path d="M8.5 8.5l7 7M11.5 20H20" />
    </>
  ),
  text: <path d="M5 6.5V4.5h14v2M12 4.5v15M9 19.5h6" />,
  undo: (
    <>
      <path d="M8.5 5L4 9.5 8.5 14" />
      <path d="M4 9.5h10a5.5 5.5 0 0 1 0 11h-3" />
    </>
  ),
  bin: (
    <>
      <path d="M4 6.5h16M9.5 6.5V4h5v2.5M6 6.5l1 13.5h10l1-13.5" />
      <path d="M10 10.5v6M14 10.5v6" />
    </>
  ),
  play: <path d="M7 4.5v15l12.5-7.5z" />,
  pause: <path d="M8 5v14M16 5v14" />,
  replay: (
    <>
      <path d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3" />
      <path d="M4.5 3.5v4h4" />
    </>
  ),
  alert: (
    <>
      <path d="M12 3.5l9.5 16.5h-19z" />
      <path d="M12 10v4.5M12 17.2v.3" />
    </>
  ),
  // The office tools' toolbars (course 11).
  bold: <path d="M7 4h6a4 4 0 0 1 0 8H7zM7 12h7.5a4 4 0 0 1 0 8H7z" strokeWidth={2.6} />,
  italic: <path d="M10 4h8M6 20h8M15 4L9 20" />,
  heading: <path d="M6 4v16M18 4v16M6 12h12" strokeWidth={2.4} />,
  listBullets: (
    <>
      <path d="M10 6h10M10 12h10M10 18h10" />
      <circle cx="5" cy="6" r="1.3" fill="currentColor" />
      <circle cx="5" cy="12" r="1.3" fill="currentColor" />
      <circle cx="5" cy="18" r="1.3" fill="currentColor" />
    </>
  ),
  alignStart: <path d="M4 6h16M4 10h10M4 14h16M4 18h10" />,
  alignCenter: <path d="M4 6h16M7 10h10M4 14h16M7 18h10" />,
  alignEnd: <path d="M4 6h16M10 10h10M4 14h16M10 18h10" />,
  plus: <path d="M12 5v14M5 12h14" />,
  trash: <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v5M14 11v5" />,
  arrowUp: <path d="M12 19V5M6 11l6-6 6 6" />,
  arrowDown: <path d="M12 5v14M6 13l6 6 6-6" />,
  chart: <path d="M4 20h16M7 20v-6M12 20V8M17 20V10" strokeWidth={2.4} />,
  picture: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="8.5" cy="10" r="1.5" />
      <path d="M3 17l5-5 4 4 3-3 6 6" />
    </>
  ),
};

export type IconName = keyof typeof paths;

export function Icon({
  name,
  size = 24,
  label,
  className,
}: {
  name: IconName;
  size?: number;
  label?: string;
  className?: string;
}) {
  return (
    <svg
      className={`icon${className ? ` ${className}` : ''}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {paths[name]}
    </svg>
  );
}

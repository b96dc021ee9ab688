#!/usr/bin/env node
/**
 * Makes the SmoothY starter media library: every image is drawn here as SVG, every sound is synthesised
 * here as a WAV (16-bit mono PCM, 22 050 Hz), so the library is ours, with no third-party assets.
 * Writes client/public/media/{images,sounds}/<category>/<id>.{svg,wav} (served as static files and
 * precached by the service worker) and shared-schema/src/smoothy/media-library.ts (the list the server's
 * /get-image-categories … calls and the editor's blocks read). Deterministic: run it again after a change,
 * `node scripts/make-media.mjs`, and commit what it writes.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = join(root, 'client', 'public', 'media');

// ------------------------------------------------------------------ images
const svg = (body, viewBox = '0 0 100 100') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>\n`;
const eyes = (x1, x2, y, r = 5) =>
  `<circle cx="${x1}" cy="${y}" r="${r}" fill="#fff"/><circle cx="${x2}" cy="${y}" r="${r}" fill="#fff"/>` +
  `<circle cx="${x1 + 1}" cy="${y + 1}" r="${r / 2}" fill="#1a202c"/><circle cx="${x2 + 1}" cy="${y + 1}" r="${r / 2}" fill="#1a202c"/>`;
const smile = (cx, cy, w = 12) =>
  `<path d="M${cx - w / 2} ${cy} q${w / 2} ${w / 2} ${w} 0" stroke="#1a202c" stroke-width="3" fill="none" stroke-linecap="round"/>`;
const star = (cx, cy, r, fill) => {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    pts.push(`${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`);
  }
  return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`;
};

const IMAGES = [
  {
    id: 'animals',
    name: { en: 'Animals', ar: 'حيوانات' },
    items: [
      [
        'cat',
        'Cat',
        'قطة',
        svg(
          `<polygon points="22,30 30,8 42,26" fill="#f6ad55"/><polygon points="78,30 70,8 58,26" fill="#f6ad55"/><circle cx="50" cy="52" r="32" fill="#f6ad55"/>${eyes(38, 62, 46)}<polygon points="46,58 54,58 50,63" fill="#e53e3e"/>${smile(50, 66, 14)}<path d="M20 58h14M20 64h14M66 58h14M66 64h14" stroke="#7b341e" stroke-width="2"/>`,
        ),
      ],
      [
        'dog',
        'Dog',
        'كلب',
        svg(
          `<ellipse cx="22" cy="42" rx="11" ry="22" fill="#7b341e"/><ellipse cx="78" cy="42" rx="11" ry="22" fill="#7b341e"/><circle cx="50" cy="52" r="30" fill="#dd9f63"/>${eyes(39, 61, 46)}<ellipse cx="50" cy="62" rx="8" ry="6" fill="#1a202c"/><path d="M50 68v6" stroke="#1a202c" stroke-width="3"/><ellipse cx="50" cy="80" rx="6" ry="5" fill="#e53e3e"/>`,
        ),
      ],
      [
        'fish',
        'Fish',
        'سمكة',
        svg(
          `<polygon points="80,50 98,32 98,68" fill="#dd6b20"/><ellipse cx="48" cy="50" rx="36" ry="24" fill="#ed8936"/><path d="M40 30q8 20 0 40" stroke="#fff" stroke-width="4" fill="none"/><circle cx="26" cy="44" r="6" fill="#fff"/><circle cx="27" cy="45" r="3" fill="#1a202c"/><path d="M16 58q6 4 12 0" stroke="#1a202c" stroke-width="2" fill="none"/>`,
        ),
      ],
      [
        'bird',
        'Bird',
        'عصفور',
        svg(
          `<ellipse cx="50" cy="56" rx="30" ry="26" fill="#4299e1"/><ellipse cx="56" cy="62" rx="16" ry="12" fill="#bee3f8"/><path d="M30 56q-18-18-6-30q10 14 20 18z" fill="#2b6cb0"/><circle cx="62" cy="44" r="6" fill="#fff"/><circle cx="63" cy="45" r="3" fill="#1a202c"/><polygon points="78,48 94,52 78,58" fill="#ecc94b"/><path d="M42 82v10M56 82v10" stroke="#dd6b20" stroke-width="3"/>`,
        ),
      ],
      [
        'frog',
        'Frog',
        'ضفدع',
        svg(
          `<circle cx="32" cy="30" r="14" fill="#48bb78"/><circle cx="68" cy="30" r="14" fill="#48bb78"/><ellipse cx="50" cy="60" rx="40" ry="28" fill="#48bb78"/>${eyes(32, 68, 30, 7)}<path d="M26 64q24 18 48 0" stroke="#22543d" stroke-width="4" fill="none" stroke-linecap="round"/><circle cx="24" cy="56" r="4" fill="#f687b3"/><circle cx="76" cy="56" r="4" fill="#f687b3"/>`,
        ),
      ],
      [
        'turtle',
        'Turtle',
        'سلحفاة',
        svg(
          `<ellipse cx="24" cy="76" rx="8" ry="6" fill="#68d391"/><ellipse cx="72" cy="76" rx="8" ry="6" fill="#68d391"/><circle cx="86" cy="56" r="11" fill="#68d391"/><circle cx="89" cy="53" r="2.5" fill="#1a202c"/><path d="M14 70a36 36 0 0 1 72 0z" fill="#2f855a"/><path d="M32 70l8-22h20l8 22M40 48l10-12 10 12" stroke="#9ae6b4" stroke-width="3" fill="none"/>`,
        ),
      ],
    ],
  },
  {
    id: 'space',
    name: { en: 'Space', ar: 'الفضاء' },
    items: [
      [
        'rocket',
        'Rocket',
        'صاروخ',
        svg(
          `<polygon points="36,70 20,88 36,84" fill="#e53e3e"/><polygon points="64,70 80,88 64,84" fill="#e53e3e"/><path d="M50 6c16 14 18 40 14 70H36C32 46 34 20 50 6z" fill="#e2e8f0" stroke="#4a5568" stroke-width="2"/><circle cx="50" cy="40" r="9" fill="#63b3ed" stroke="#2c5282" stroke-width="3"/><polygon points="40,78 60,78 50,98" fill="#f6ad55"/>`,
        ),
      ],
      [
        'planet',
        'Planet',
        'كوكب',
        svg(
          `<circle cx="50" cy="50" r="26" fill="#9f7aea"/><circle cx="42" cy="42" r="5" fill="#b794f4"/><circle cx="58" cy="58" r="7" fill="#805ad5"/><ellipse cx="50" cy="52" rx="46" ry="10" fill="none" stroke="#f6e05e" stroke-width="5" transform="rotate(-15 50 52)"/>`,
        ),
      ],
      [
        'alien',
        'Alien',
        'كائن فضائي',
        svg(
          `<path d="M36 14l6 14M64 14l-6 14" stroke="#38a169" stroke-width="3"/><circle cx="36" cy="12" r="4" fill="#f6e05e"/><circle cx="64" cy="12" r="4" fill="#f6e05e"/><ellipse cx="50" cy="52" rx="30" ry="34" fill="#68d391"/><ellipse cx="38" cy="46" rx="8" ry="11" fill="#1a202c"/><ellipse cx="62" cy="46" rx="8" ry="11" fill="#1a202c"/><circle cx="40" cy="42" r="3" fill="#fff"/><circle cx="64" cy="42" r="3" fill="#fff"/>${smile(50, 70, 16)}`,
        ),
      ],
      [
        'star',
        'Star',
        'نجمة',
        svg(
          star(50, 52, 44, '#f6e05e') +
            `<circle cx="42" cy="52" r="3" fill="#1a202c"/><circle cx="58" cy="52" r="3" fill="#1a202c"/>${smile(50, 60, 10)}`,
        ),
      ],
      [
        'moon',
        'Moon',
        'قمر',
        svg(
          `<path d="M62 10a40 40 0 1 0 26 66A32 32 0 0 1 62 10z" fill="#fefcbf" stroke="#d69e2e" stroke-width="3"/><circle cx="40" cy="40" r="5" fill="#ecc94b"/><circle cx="34" cy="66" r="7" fill="#ecc94b"/>`,
        ),
      ],
      [
        'ufo',
        'Flying saucer',
        'صحن طائر',
        svg(
          `<path d="M30 48a20 18 0 0 1 40 0z" fill="#90cdf4" stroke="#2b6cb0" stroke-width="2"/><ellipse cx="50" cy="56" rx="44" ry="14" fill="#a0aec0" stroke="#4a5568" stroke-width="2"/><circle cx="26" cy="56" r="4" fill="#f6e05e"/><circle cx="50" cy="60" r="4" fill="#f6e05e"/><circle cx="74" cy="56" r="4" fill="#f6e05e"/><polygon points="38,70 62,70 72,96 28,96" fill="#fefcbf" opacity="0.6"/>`,
        ),
      ],
    ],
  },
  {
    id: 'food',
    name: { en: 'Food', ar: 'طعام' },
    items: [
      [
        'apple',
        'Apple',
        'تفاحة',
        svg(
          `<path d="M50 28c-10-8-36-6-36 24s20 42 36 34c16 8 36-4 36-34S60 20 50 28z" fill="#e53e3e"/><path d="M50 28c0-10 4-16 8-20" stroke="#744210" stroke-width="4" fill="none"/><ellipse cx="64" cy="16" rx="10" ry="5" fill="#48bb78" transform="rotate(-30 64 16)"/><ellipse cx="32" cy="44" rx="5" ry="9" fill="#feb2b2"/>`,
        ),
      ],
      [
        'pizza',
        'Pizza',
        'بيتزا',
        svg(
          `<polygon points="50,94 10,14 90,14" fill="#f6e05e"/><path d="M10 14q40-14 80 0" stroke="#c05621" stroke-width="10" fill="none" stroke-linecap="round"/><circle cx="40" cy="34" r="7" fill="#e53e3e"/><circle cx="60" cy="40" r="7" fill="#e53e3e"/><circle cx="50" cy="62" r="6" fill="#e53e3e"/><circle cx="34" cy="50" r="3" fill="#38a169"/><circle cx="64" cy="58" r="3" fill="#38a169"/>`,
        ),
      ],
      [
        'banana',
        'Banana',
        'موزة',
        svg(
          `<path d="M14 30c6 40 44 60 74 40c-30 6-56-10-64-40z" fill="#f6e05e" stroke="#b7791f" stroke-width="3"/><path d="M12 30l4-10" stroke="#744210" stroke-width="5"/>`,
        ),
      ],
      [
        'cake',
        'Cake',
        'كعكة',
        svg(
          `<rect x="16" y="50" width="68" height="38" rx="6" fill="#f687b3"/><path d="M16 60q8 10 17 0t17 0t17 0t17 0" fill="#fff" stroke="#fff" stroke-width="4"/><rect x="46" y="26" width="8" height="24" fill="#90cdf4"/><path d="M50 12q7 8 0 14q-7-6 0-14z" fill="#f6ad55"/><rect x="10" y="86" width="80" height="6" rx="3" fill="#a0aec0"/>`,
        ),
      ],
      [
        'ice-cream',
        'Ice cream',
        'بوظة',
        svg(
          `<polygon points="30,52 70,52 50,96" fill="#ecc94b"/><path d="M34 60l28 8M38 72l20 6" stroke="#b7791f" stroke-width="2"/><circle cx="38" cy="44" r="16" fill="#fbb6ce"/><circle cx="62" cy="44" r="16" fill="#c6f6d5"/><circle cx="50" cy="28" r="16" fill="#fefcbf"/><circle cx="50" cy="12" r="5" fill="#e53e3e"/>`,
        ),
      ],
      [
        'carrot',
        'Carrot',
        'جزرة',
        svg(
          `<path d="M44 20l-14-14M50 20V2M56 20l14-14" stroke="#38a169" stroke-width="6" stroke-linecap="round"/><path d="M32 24h36L50 98z" fill="#ed8936"/><path d="M40 40h10M44 58h8M46 74h5" stroke="#c05621" stroke-width="3" stroke-linecap="round"/>`,
        ),
      ],
    ],
  },
  {
    id: 'sports',
    name: { en: 'Sports', ar: 'رياضة' },
    items: [
      [
        'football',
        'Football',
        'كرة قدم',
        svg(
          `<circle cx="50" cy="50" r="42" fill="#fff" stroke="#1a202c" stroke-width="3"/><polygon points="50,34 65,45 59,62 41,62 35,45" fill="#1a202c"/><path d="M50 34V10M65 45l22-8M59 62l14 20M41 62L27 82M35 45l-22-8" stroke="#1a202c" stroke-width="3"/>`,
        ),
      ],
      [
        'basketball',
        'Basketball',
        'كرة سلة',
        svg(
          `<circle cx="50" cy="50" r="42" fill="#dd6b20" stroke="#7b341e" stroke-width="3"/><path d="M8 50h84M50 8v84M20 20q18 30 0 60M80 20q-18 30 0 60" stroke="#7b341e" stroke-width="3" fill="none"/>`,
        ),
      ],
      [
        'tennis-ball',
        'Tennis ball',
        'كرة تنس',
        svg(
          `<circle cx="50" cy="50" r="40" fill="#d6f05e" stroke="#8a9a1e" stroke-width="3"/><path d="M18 24q24 26 0 52M82 24q-24 26 0 52" stroke="#fff" stroke-width="5" fill="none"/>`,
        ),
      ],
      [
        'trophy',
        'Trophy',
        'كأس',
        svg(
          `<path d="M30 14h40v20a20 20 0 0 1-40 0z" fill="#ecc94b" stroke="#b7791f" stroke-width="3"/><path d="M30 20H16q0 20 16 22M70 20h14q0 20-16 22" stroke="#b7791f" stroke-width="4" fill="none"/><rect x="44" y="54" width="12" height="18" fill="#ecc94b"/><rect x="30" y="72" width="40" height="14" rx="3" fill="#744210"/>${star(50, 30, 9, '#fff')}`,
        ),
      ],
      [
        'medal',
        'Medal',
        'ميدالية',
        svg(
          `<polygon points="30,4 46,4 56,40 40,40" fill="#e53e3e"/><polygon points="70,4 54,4 44,40 60,40" fill="#3182ce"/><circle cx="50" cy="64" r="28" fill="#ecc94b" stroke="#b7791f" stroke-width="4"/>${star(50, 64, 14, '#fefcbf')}`,
        ),
      ],
      [
        'kite',
        'Kite',
        'طائرة ورقية',
        svg(
          `<polygon points="50,6 80,40 50,72 20,40" fill="#ed64a6"/><path d="M50 6v66M20 40h60" stroke="#fff" stroke-width="3"/><path d="M50 72q-10 8 0 14t0 12" stroke="#4a5568" stroke-width="2" fill="none"/><polygon points="44,82 50,78 50,86" fill="#63b3ed"/><polygon points="56,92 50,88 50,96" fill="#f6e05e"/>`,
        ),
      ],
    ],
  },
  {
    id: 'shapes',
    name: { en: 'Shapes', ar: 'أشكال' },
    items: [
      ['circle', 'Circle', 'دائرة', svg(`<circle cx="50" cy="50" r="40" fill="#3182ce"/>`)],
      ['square', 'Square', 'مربع', svg(`<rect x="12" y="12" width="76" height="76" rx="6" fill="#38a169"/>`)],
      ['triangle', 'Triangle', 'مثلث', svg(`<polygon points="50,8 92,88 8,88" fill="#dd6b20"/>`)],
      [
        'heart',
        'Heart',
        'قلب',
        svg(`<path d="M50 88C10 60 8 36 18 24c10-12 26-10 32 4c6-14 22-16 32-4c10 12 8 36-32 64z" fill="#e53e3e"/>`),
      ],
      ['diamond', 'Diamond', 'معين', svg(`<polygon points="50,6 88,50 50,94 12,50" fill="#805ad5"/>`)],
      ['hexagon', 'Hexagon', 'سداسي', svg(`<polygon points="50,6 88,28 88,72 50,94 12,72 12,28" fill="#d69e2e"/>`)],
    ],
  },
  {
    id: 'backgrounds',
    name: { en: 'Backgrounds', ar: 'خلفيات' },
    backgrounds: true,
    items: [
      [
        'meadow',
        'Meadow',
        'مرج',
        svg(
          `<rect width="140" height="100" fill="#bee3f8"/><circle cx="118" cy="18" r="10" fill="#f6e05e"/><path d="M0 62q35-14 70 0t70 0V100H0z" fill="#68d391"/><path d="M0 76q35-10 70 0t70 0V100H0z" fill="#38a169"/><circle cx="22" cy="84" r="3" fill="#f687b3"/><circle cx="60" cy="90" r="3" fill="#f6e05e"/><circle cx="104" cy="86" r="3" fill="#fff"/>`,
          '0 0 140 100',
        ),
      ],
      [
        'sea',
        'Under the sea',
        'تحت البحر',
        svg(
          `<rect width="140" height="100" fill="#2b6cb0"/><rect width="140" height="40" fill="#3182ce"/><path d="M0 88q20-8 40 0t40 0t40 0t20 0V100H0z" fill="#f6e05e"/><path d="M20 88q-6-20 2-36M26 88q6-18-2-30M116 88q-6-24 4-40" stroke="#38a169" stroke-width="4" fill="none"/><circle cx="60" cy="30" r="3" fill="#bee3f8"/><circle cx="64" cy="20" r="2" fill="#bee3f8"/><circle cx="90" cy="44" r="2.5" fill="#bee3f8"/>`,
          '0 0 140 100',
        ),
      ],
      [
        'night-sky',
        'Night sky',
        'سماء الليل',
        svg(
          `<rect width="140" height="100" fill="#1a365d"/>${star(20, 20, 4, '#fefcbf')}${star(60, 12, 3, '#fefcbf')}${star(100, 30, 4, '#fefcbf')}${star(40, 50, 3, '#fefcbf')}${star(122, 60, 3, '#fefcbf')}<path d="M112 8a12 12 0 1 0 10 20a10 10 0 0 1-10-20z" fill="#fefcbf"/><path d="M0 86q70-16 140 0V100H0z" fill="#2a4365"/>`,
          '0 0 140 100',
        ),
      ],
      [
        'desert',
        'Desert',
        'صحراء',
        svg(
          `<rect width="140" height="100" fill="#fbd38d"/><circle cx="30" cy="22" r="12" fill="#f6ad55"/><path d="M0 70q40-20 80 0t60-6V100H0z" fill="#ed8936"/><path d="M106 72V44M106 56q-10 0-10-10M106 52q10 0 10-12" stroke="#38a169" stroke-width="6" fill="none" stroke-linecap="round"/><polygon points="54,70 70,44 86,70" fill="#c05621"/>`,
          '0 0 140 100',
        ),
      ],
      [
        'city',
        'City',
        'مدينة',
        svg(
          `<rect width="140" height="100" fill="#feebc8"/><rect x="8" y="40" width="24" height="60" fill="#718096"/><rect x="36" y="24" width="22" height="76" fill="#4a5568"/><rect x="62" y="50" width="26" height="50" fill="#a0aec0"/><rect x="92" y="32" width="20" height="68" fill="#2d3748"/><rect x="116" y="56" width="20" height="44" fill="#718096"/><path d="M14 48h4M22 48h4M14 58h4M22 58h4M42 32h4M50 32h4M42 44h4M50 44h4M98 40h4M104 40h4M98 52h4M104 52h4" stroke="#f6e05e" stroke-width="5"/>`,
          '0 0 140 100',
        ),
      ],
      [
        'snow',
        'Snowy hills',
        'تلال ثلجية',
        svg(
          `<rect width="140" height="100" fill="#e2e8f0"/><path d="M0 70q30-30 60 0t80-10V100H0z" fill="#fff"/><polygon points="100,64 112,40 124,64" fill="#2f855a"/><polygon points="104,52 112,34 120,52" fill="#38a169"/><circle cx="30" cy="20" r="2" fill="#fff"/><circle cx="70" cy="30" r="2" fill="#fff"/><circle cx="110" cy="14" r="2" fill="#fff"/><circle cx="50" cy="50" r="2" fill="#fff"/>`,
          '0 0 140 100',
        ),
      ],
    ],
  },
];

// ------------------------------------------------------------------ sounds
const RATE = 22050;
/** 16-bit mono PCM WAV of samples in [-1, 1]. */
function wav(samples) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32000), i * 2));
  const head = Buffer.alloc(44);
  head.write('RIFF', 0);
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVE', 8);
  head.write('fmt ', 12);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(RATE, 24);
  head.writeUInt32LE(RATE * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36);
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}
/** A tone whose frequency follows freq(t), with a short attack and an exponential decay. */
function tone(seconds, freq, { wave = 'sine', decay = 4, volume = 0.6 } = {}) {
  const n = Math.round(seconds * RATE);
  const out = new Array(n);
  let phase = 0;
  for (let i = 0; i < n; i++) {
    const t = i / RATE;
    phase += (2 * Math.PI * (typeof freq === 'function' ? freq(t) : freq)) / RATE;
    let v = Math.sin(phase);
    if (wave === 'square') v = v >= 0 ? 0.6 : -0.6;
    if (wave === 'triangle') v = (2 / Math.PI) * Math.asin(Math.sin(phase));
    const env = Math.min(1, t / 0.005) * Math.exp(-decay * t) * Math.min(1, (seconds - t) / 0.01);
    out[i] = v * env * volume;
  }
  return out;
}
/** Deterministic noise (a linear congruential generator), so the files do not change between runs. */
function noise(seconds, { decay = 8, volume = 0.5, lowpass = 0.2 } = {}) {
  let seed = 12345;
  let last = 0;
  const n = Math.round(seconds * RATE);
  return Array.from({ length: n }, (_, i) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    last += lowpass * (seed / 1073741824 - 1 - last);
    const t = i / RATE;
    return last * volume * Math.exp(-decay * t) * Math.min(1, t / 0.003);
  });
}
const seq = (...parts) => parts.flat();
const mix = (a, b) => Array.from({ length: Math.max(a.length, b.length) }, (_, i) => (a[i] ?? 0) + (b[i] ?? 0));
const NOTE = {
  C4: 261.63,
  D4: 293.66,
  E4: 329.63,
  F4: 349.23,
  G4: 392.0,
  A4: 440.0,
  B4: 493.88,
  C5: 523.25,
  E5: 659.25,
  G5: 783.99,
};

const SOUNDS = [
  {
    id: 'effects',
    name: { en: 'Effects', ar: 'مؤثرات' },
    items: [
      ['pop', 'Pop', 'فرقعة', () => tone(0.12, (t) => 900 - 4000 * t, { decay: 30 })],
      [
        'boing',
        'Boing',
        'بوينغ',
        () =>
          tone(0.6, (t) => 220 + 80 * Math.sin(2 * Math.PI * 12 * t) * Math.exp(-3 * t), {
            wave: 'triangle',
            decay: 4,
          }),
      ],
      ['whoosh', 'Whoosh', 'ووش', () => noise(0.5, { decay: 5, lowpass: 0.08, volume: 0.9 })],
      [
        'laser',
        'Laser',
        'ليزر',
        () => tone(0.3, (t) => 1600 * Math.exp(-8 * t) + 200, { wave: 'square', decay: 6, volume: 0.35 }),
      ],
      [
        'coin',
        'Coin',
        'عملة',
        () =>
          seq(
            tone(0.08, NOTE.B4 * 2, { wave: 'square', decay: 2, volume: 0.3 }),
            tone(0.3, NOTE.E5 * 2, { wave: 'square', decay: 8, volume: 0.3 }),
          ),
      ],
      ['splash', 'Splash', 'رشة ماء', () => noise(0.6, { decay: 6, lowpass: 0.35, volume: 0.7 })],
    ],
  },
  {
    id: 'music',
    name: { en: 'Music', ar: 'موسيقى' },
    items: [
      [
        'jingle-up',
        'Happy jingle',
        'لحن سعيد',
        () => seq(...[NOTE.C4, NOTE.E4, NOTE.G4, NOTE.C5].map((f) => tone(0.14, f, { decay: 6 }))),
      ],
      [
        'jingle-down',
        'Sad jingle',
        'لحن حزين',
        () => seq(...[NOTE.G4, NOTE.E4, NOTE.D4, NOTE.C4].map((f) => tone(0.18, f, { wave: 'triangle', decay: 5 }))),
      ],
      [
        'fanfare',
        'Fanfare',
        'نفير',
        () =>
          seq(
            tone(0.12, NOTE.G4, { wave: 'square', volume: 0.3 }),
            tone(0.12, NOTE.G4, { wave: 'square', volume: 0.3 }),
            tone(0.45, NOTE.C5, { wave: 'square', decay: 2, volume: 0.3 }),
          ),
      ],
      [
        'drum',
        'Drum',
        'طبل',
        () =>
          mix(
            tone(0.35, (t) => 120 - 60 * t, { decay: 10, volume: 0.9 }),
            noise(0.1, { decay: 40, volume: 0.3 }),
          ),
      ],
      [
        'bell',
        'Bell',
        'جرس',
        () => mix(tone(0.9, 880, { decay: 4, volume: 0.4 }), tone(0.9, 880 * 2.76, { decay: 7, volume: 0.15 })),
      ],
      [
        'ta-da',
        'Ta-da!',
        'تا-دا!',
        () =>
          seq(
            tone(0.1, NOTE.C5, { decay: 3 }),
            tone(0.5, (t) => NOTE.G5 * (1 + 0.01 * Math.sin(40 * t)), { decay: 3 }),
          ),
      ],
    ],
  },
  {
    id: 'notes',
    name: { en: 'Notes', ar: 'نغمات' },
    items: [
      ['note-do', 'Do', 'دو', () => tone(0.5, NOTE.C4, { decay: 4 })],
      ['note-re', 'Re', 'ري', () => tone(0.5, NOTE.D4, { decay: 4 })],
      ['note-mi', 'Mi', 'مي', () => tone(0.5, NOTE.E4, { decay: 4 })],
      ['note-fa', 'Fa', 'فا', () => tone(0.5, NOTE.F4, { decay: 4 })],
      ['note-sol', 'Sol', 'صول', () => tone(0.5, NOTE.G4, { decay: 4 })],
      ['note-la', 'La', 'لا', () => tone(0.5, NOTE.A4, { decay: 4 })],
    ],
  },
];

// ------------------------------------------------------------------ write
rmSync(publicDir, { recursive: true, force: true });
const write = (path, content) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
};
const library = { images: [], sounds: [] };
for (const cat of IMAGES) {
  const items = cat.items.map(([id, en, ar, body]) => {
    write(join(publicDir, 'images', cat.id, `${id}.svg`), body);
    return { id: `${cat.id}/${id}`, name: { en, ar }, url: `/media/images/${cat.id}/${id}.svg` };
  });
  library.images.push({ id: cat.id, name: cat.name, kind: cat.backgrounds ? 'background' : 'costume', items });
}
for (const cat of SOUNDS) {
  const items = cat.items.map(([id, en, ar, make]) => {
    const samples = make();
    write(join(publicDir, 'sounds', cat.id, `${id}.wav`), wav(samples));
    return {
      id: `${cat.id}/${id}`,
      name: { en, ar },
      url: `/media/sounds/${cat.id}/${id}.wav`,
      duration_ms: Math.round((samples.length / RATE) * 1000),
    };
  });
  library.sounds.push({ id: cat.id, name: cat.name, items });
}
const ts = `/**
 * The SmoothY starter media library: images (costumes for Robo, backgrounds for the stage) and sounds,
 * made for this product by scripts/make-media.mjs (drawn as SVG, synthesised as WAV) — GENERATED, do not
 * edit by hand: change the script and run \`node scripts/make-media.mjs\`.
 * The files are static (client/public/media/…, precached for offline use); this list is what the
 * /get-image-categories … calls page through and what the editor's costume, background and sound blocks offer.
 * Ids are "<category>/<name>"; names are en and ar.
 */
export interface MediaName { en: string; ar: string }
export interface MediaItem { id: string; name: MediaName; url: string; duration_ms?: number }
export interface MediaCategory { id: string; name: MediaName; kind?: 'costume' | 'background'; items: MediaItem[] }
export interface MediaLibrary { images: MediaCategory[]; sounds: MediaCategory[] }

export const MEDIA_LIBRARY: MediaLibrary = ${JSON.stringify(library, null, 2)};
`;
write(join(root, 'shared-schema', 'src', 'smoothy', 'media-library.ts'), ts);
console.log(
  `media: ${library.images.reduce((n, c) => n + c.items.length, 0)} images, ${library.sounds.reduce((n, c) => n + c.items.length, 0)} sounds`,
);

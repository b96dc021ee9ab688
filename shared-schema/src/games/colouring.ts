import { Type } from 'typebox';

/**
 * Colouring (spec 000 §2 /coloring, /coloring2, /coloring3): our own line pictures, each made of regions
 * the child fills with a colour of the palette. "colouring" is colouring by choice (any colour, done when
 * every region has one); "colouring-numbers" is colouring by numbers (each region shows a number, each
 * number is a colour of the legend; done when every region has its number's colour). The pictures, the
 * palette and the rules live here, pure, so the client draws exactly the regions the server checks.
 */

export const COLOURING_GAMES = ['colouring', 'colouring-numbers'] as const;
export type ColouringGame = (typeof COLOURING_GAMES)[number];

/** The crayons: an id (what a result names), the colour and its name in both languages. */
export const COLOURING_PALETTE = [
  { id: 'red', hex: '#e5484d', en: 'red', ar: 'أحمر' },
  { id: 'orange', hex: '#f5a524', en: 'orange', ar: 'برتقالي' },
  { id: 'yellow', hex: '#ffe066', en: 'yellow', ar: 'أصفر' },
  { id: 'green', hex: '#46a758', en: 'green', ar: 'أخضر' },
  { id: 'lightgreen', hex: '#b7e4a4', en: 'light green', ar: 'أخضر فاتح' },
  { id: 'blue', hex: '#3e7bd6', en: 'blue', ar: 'أزرق' },
  { id: 'lightblue', hex: '#a8d8f5', en: 'light blue', ar: 'أزرق فاتح' },
  { id: 'purple', hex: '#8e4ec6', en: 'purple', ar: 'بنفسجي' },
  { id: 'pink', hex: '#f4a6c6', en: 'pink', ar: 'وردي' },
  { id: 'brown', hex: '#9a6a3a', en: 'brown', ar: 'بني' },
  { id: 'grey', hex: '#9ba3ad', en: 'grey', ar: 'رمادي' },
  { id: 'black', hex: '#2b2f36', en: 'black', ar: 'أسود' },
] as const;
export type ColourId = (typeof COLOURING_PALETTE)[number]['id'];
export const COLOUR_IDS = COLOURING_PALETTE.map((c) => c.id) as unknown as readonly [ColourId, ...ColourId[]];

export interface ColouringRegion {
  id: string;
  /** SVG path data in the picture's 400×300 box. */
  d: string;
  /** Where its number is written (colouring by numbers). */
  at: [number, number];
  en: string;
  ar: string;
}

const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;

/**
 * Our own pictures (400×300): regions drawn in order (a later one lies on top), plus lines that only
 * decorate. A content file names a picture; a result gives one colour a region, in this order.
 */
export const COLOURING_PICTURES = {
  computer: {
    en: 'A computer on a desk',
    ar: 'حاسوب على مكتب',
    regions: [
      { id: 'wall', d: 'M0 0H400V230H0Z', at: [40, 30], en: 'the wall', ar: 'الجدار' },
      { id: 'desk', d: 'M0 230H400V300H0Z', at: [370, 290], en: 'the desk', ar: 'المكتب' },
      {
        id: 'frame',
        d: 'M100 36H300Q312 36 312 48V176Q312 188 300 188H100Q88 188 88 176V48Q88 36 100 36Z',
        at: [100, 182],
        en: 'the monitor',
        ar: 'الشاشة',
      },
      { id: 'screen', d: 'M106 52H294V170H106Z', at: [128, 72], en: 'the screen', ar: 'سطح الشاشة' },
      { id: 'sun', d: circle(200, 111, 26), at: [200, 116], en: 'the picture on the screen', ar: 'الصورة على الشاشة' },
      { id: 'stand', d: 'M186 188H214L222 218H178Z', at: [200, 206], en: 'the stand', ar: 'الحامل' },
      { id: 'base', d: 'M138 218H262L272 234H128Z', at: [150, 230], en: 'the base', ar: 'القاعدة' },
      { id: 'keyboard', d: 'M64 246H236L250 284H50Z', at: [150, 270], en: 'the keyboard', ar: 'لوحة المفاتيح' },
      { id: 'mouse', d: circle(318, 264, 20), at: [318, 274], en: 'the mouse', ar: 'الفأرة' },
    ],
    lines: ['M72 258H228M66 270H234', 'M100 246V284M140 246V284M180 246V284M215 246V284', 'M318 244V262M298 262H338'],
  },
  garden: {
    en: 'A garden with a flower and a tree',
    ar: 'حديقة فيها زهرة وشجرة',
    regions: [
      { id: 'sky', d: 'M0 0H400V204H0Z', at: [150, 30], en: 'the sky', ar: 'السماء' },
      { id: 'sun', d: circle(66, 62, 34), at: [66, 68], en: 'the sun', ar: 'الشمس' },
      {
        id: 'cloud',
        d: 'M232 96Q226 70 254 68Q262 44 292 52Q320 40 332 66Q360 66 356 94Q352 108 336 108H246Q232 108 232 96Z',
        at: [294, 88],
        en: 'the cloud',
        ar: 'الغيمة',
      },
      {
        id: 'grass',
        d: 'M0 204Q50 188 100 204T200 204T300 204T400 204V300H0Z',
        at: [60, 270],
        en: 'the grass',
        ar: 'العشب',
      },
      { id: 'trunk', d: 'M312 160H336V262H312Z', at: [324, 240], en: 'the tree trunk', ar: 'جذع الشجرة' },
      { id: 'treetop', d: circle(324, 136, 46), at: [324, 140], en: 'the leaves of the tree', ar: 'أوراق الشجرة' },
      { id: 'stem', d: 'M156 150H164V270H156Z', at: [160, 256], en: 'the stem', ar: 'الساق' },
      {
        id: 'leaf',
        d: 'M164 232Q196 200 222 214Q204 246 164 242Z',
        at: [196, 228],
        en: 'the leaf',
        ar: 'الورقة',
      },
      {
        id: 'petals',
        d: `${circle(160, 100, 20)}${circle(188, 128, 20)}${circle(160, 156, 20)}${circle(132, 128, 20)}`,
        at: [160, 96],
        en: 'the petals',
        ar: 'البتلات',
      },
      { id: 'middle', d: circle(160, 128, 15), at: [160, 133], en: 'the middle of the flower', ar: 'وسط الزهرة' },
    ],
    lines: ['M18 62H4M66 14V2M108 30L118 20M24 30L14 20M108 96L118 106M24 96L14 106'],
  },
  rocket: {
    en: 'A rocket flying to the moon',
    ar: 'صاروخ يطير إلى القمر',
    regions: [
      { id: 'space', d: 'M0 0H400V300H0Z', at: [40, 280], en: 'the sky at night', ar: 'سماء الليل' },
      { id: 'moon', d: circle(330, 64, 40), at: [330, 70], en: 'the moon', ar: 'القمر' },
      {
        id: 'flame',
        d: 'M176 226H224Q222 262 200 290Q178 262 176 226Z',
        at: [200, 252],
        en: 'the flame',
        ar: 'اللهب',
      },
      { id: 'finleft', d: 'M170 168L134 226H176Z', at: [152, 218], en: 'the left fin', ar: 'الجناح الأيسر' },
      { id: 'finright', d: 'M230 168L266 226H224Z', at: [248, 218], en: 'the right fin', ar: 'الجناح الأيمن' },
      {
        id: 'body',
        d: 'M200 30Q240 70 236 226H164Q160 70 200 30Z',
        at: [200, 200],
        en: 'the rocket',
        ar: 'الصاروخ',
      },
      { id: 'window', d: circle(200, 116, 20), at: [200, 121], en: 'the window', ar: 'النافذة' },
      {
        id: 'star',
        d: 'M70 50l8 18 19 2-14 13 4 19-17-10-17 10 4-19-14-13 19-2Z',
        at: [70, 78],
        en: 'the star',
        ar: 'النجمة',
      },
    ],
    lines: ['M176 70H224'],
  },
} as const satisfies Record<
  string,
  { en: string; ar: string; regions: readonly ColouringRegion[]; lines: readonly string[] }
>;
export type ColouringPictureName = keyof typeof COLOURING_PICTURES;
export const COLOURING_PICTURE_NAMES = Object.keys(COLOURING_PICTURES) as ColouringPictureName[];

export function regionsOf(picture: ColouringPictureName): readonly ColouringRegion[] {
  return COLOURING_PICTURES[picture].regions;
}

export const ColouringPage = Type.Object(
  {
    picture: Type.Union(COLOURING_PICTURE_NAMES.map((p) => Type.Literal(p))),
    /** Colouring by numbers: the colour of each region, by the region's id (every region has one). */
    colours: Type.Optional(Type.Record(Type.String(), Type.Union(COLOUR_IDS.map((c) => Type.Literal(c))))),
  },
  { additionalProperties: false },
);
/** A page of a colouring file (the schema's literals listed by name, so typed here). */
export interface ColouringPage {
  picture: ColouringPictureName;
  colours?: Record<string, ColourId>;
}

function colouringFile<G extends ColouringGame>(game: G) {
  return Type.Object(
    {
      key: Type.String({ pattern: '^[a-z0-9-]+$' }),
      game: Type.Literal(game),
      pages: Type.Array(ColouringPage, { minItems: 1, maxItems: 6 }),
    },
    { additionalProperties: false },
  );
}
export const ColouringFile = colouringFile('colouring');
export const ColouringNumbersFile = colouringFile('colouring-numbers');
export interface ColouringGameFile {
  key: string;
  game: ColouringGame;
  pages: ColouringPage[];
}

export function isColouringGame(game: string): game is ColouringGame {
  return (COLOURING_GAMES as readonly string[]).includes(game);
}

/** What is wrong with a content page (null: fine): by numbers, every region of its picture needs its colour. */
export function colouringPageProblem(game: ColouringGame, page: ColouringPage): string | null {
  const ids = regionsOf(page.picture).map((r) => r.id);
  if (game === 'colouring') return page.colours ? 'colouring by choice names no colours' : null;
  if (!page.colours) return 'colouring by numbers needs the colours';
  const missing = ids.filter((id) => !page.colours![id]);
  if (missing.length) return `no colour for ${missing.join(', ')}`;
  const extra = Object.keys(page.colours).filter((id) => !ids.includes(id));
  return extra.length ? `no region ${extra.join(', ')}` : null;
}

/**
 * The legend of a page coloured by numbers: its colours in palette order, numbered from 1, and each
 * region's number.
 */
export function colouringLegend(page: ColouringPage): { colours: ColourId[]; numberOf: Record<string, number> } {
  const used = new Set<string>(Object.values(page.colours ?? {}));
  const colours = COLOUR_IDS.filter((c) => used.has(c));
  const numberOf: Record<string, number> = {};
  for (const [region, colour] of Object.entries(page.colours ?? {}))
    numberOf[region] = colours.indexOf(colour as ColourId) + 1;
  return { colours, numberOf };
}

/** A page's regions, coloured (region id → colour id): which are still white, and which wear a wrong colour. */
export function checkColouring(
  game: ColouringGame,
  page: ColouringPage,
  coloured: Readonly<Record<string, string | undefined>>,
): { empty: string[]; wrong: string[]; done: boolean } {
  const ids = regionsOf(page.picture).map((r) => r.id);
  const empty = ids.filter((id) => !coloured[id] || !(COLOUR_IDS as readonly string[]).includes(coloured[id]!));
  const wrong =
    game === 'colouring-numbers'
      ? ids.filter((id) => coloured[id] && !empty.includes(id) && coloured[id] !== page.colours?.[id])
      : [];
  return { empty, wrong, done: empty.length === 0 && wrong.length === 0 };
}

/**
 * Whether a colouring result can be true: one list of colours a page, one colour a region in the
 * picture's order, every region coloured (by numbers: rightly), and no stars (a colouring is finished, not
 * scored). Null when it can; else the field at fault.
 */
export function colouringResultProblem(
  file: Pick<ColouringGameFile, 'game' | 'pages'>,
  result: { colours?: readonly (readonly string[])[]; stars: number },
): 'colours' | 'stars' | null {
  const pages = result.colours;
  if (!pages || pages.length !== file.pages.length) return 'colours';
  for (const [i, page] of file.pages.entries()) {
    const regions = regionsOf(page.picture);
    const given = pages[i]!;
    if (given.length !== regions.length) return 'colours';
    const coloured = Object.fromEntries(regions.map((r, k) => [r.id, given[k]]));
    if (!checkColouring(file.game, page, coloured).done) return 'colours';
  }
  return result.stars > 0 ? 'stars' : null;
}

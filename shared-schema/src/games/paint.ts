import { Type } from 'typebox';
import { COLOURING_PALETTE } from './colouring.js';
import type { Stars } from './memory.js';

/**
 * The paint challenges (spec 000 §2 /PaintChallenge1 … /PaintChallenge4): a child-sized paint tool whose
 * drawing is a model, a list of shapes, never pixels, so one pure checker ticks the goals on the screen and
 * checks a submitted result on the server. What the child did is a list of actions (draw a shape, fill,
 * erase, undo, clear); the drawing is those actions replayed over the challenge's given shapes, so the
 * server replays the very actions the screen did and refuses stars the drawing cannot earn.
 * Stars (docs/decisions.md, "Paint challenges"): every goal met is needed for any star; then 3 stars for at
 * most the challenge's `par` actions, 2 for at most twice that, else 1 (undo and clear count as actions).
 */

/** The canvas: a 400×300 box, whole numbers. */
export const PAINT_WIDTH = 400;
export const PAINT_HEIGHT = 300;

/** The paint box: ten colours of the crayons (their names and colours shared with colouring). */
export const PAINT_COLOUR_IDS = [
  'black',
  'red',
  'orange',
  'yellow',
  'green',
  'lightgreen',
  'blue',
  'purple',
  'pink',
  'brown',
] as const;
export type PaintColour = (typeof PAINT_COLOUR_IDS)[number];
export const PAINT_COLOURS = PAINT_COLOUR_IDS.map((id) => COLOURING_PALETTE.find((c) => c.id === id)!);

const X = Type.Integer({ minimum: 0, maximum: PAINT_WIDTH });
const Y = Type.Integer({ minimum: 0, maximum: PAINT_HEIGHT });
const Point = Type.Tuple([X, Y]);
const Colour = Type.Enum(PAINT_COLOUR_IDS);

const FreeShape = Type.Object(
  { t: Type.Literal('free'), c: Colour, p: Type.Array(Point, { minItems: 1, maxItems: 300 }) },
  { additionalProperties: false },
);
const LineShape = Type.Object(
  { t: Type.Literal('line'), c: Colour, a: Point, b: Point },
  { additionalProperties: false },
);
const BoxShape = Type.Object(
  {
    t: Type.Union([Type.Literal('rect'), Type.Literal('ellipse'), Type.Literal('triangle')]),
    c: Colour,
    /** The fill bucket's colour, when filled. */
    f: Type.Optional(Colour),
    x: X,
    y: Y,
    w: Type.Integer({ minimum: 1, maximum: PAINT_WIDTH }),
    h: Type.Integer({ minimum: 1, maximum: PAINT_HEIGHT }),
  },
  { additionalProperties: false },
);
const TextShape = Type.Object(
  { t: Type.Literal('text'), c: Colour, x: X, y: Y, s: Type.String({ minLength: 1, maxLength: 40 }) },
  { additionalProperties: false },
);
export const PaintShape = Type.Union([FreeShape, LineShape, BoxShape, TextShape]);

/** One thing the child did; a result is the list of them, in order. */
export const PaintAction = Type.Union([
  Type.Object({ a: Type.Literal('draw'), s: PaintShape }, { additionalProperties: false }),
  Type.Object({ a: Type.Literal('fill'), x: X, y: Y, c: Colour }, { additionalProperties: false }),
  Type.Object({ a: Type.Literal('erase'), x: X, y: Y }, { additionalProperties: false }),
  Type.Object({ a: Type.Union([Type.Literal('undo'), Type.Literal('clear')]) }, { additionalProperties: false }),
]);
/** What a paint result sends: its actions (at most 400). */
export const PaintActions = Type.Array(PaintAction, { minItems: 1, maxItems: 400 });

// The schemas' literals are listed by name (as colouring's), so the shapes are typed here.
type Point = [number, number];
export interface FreeShape {
  t: 'free';
  c: PaintColour;
  p: Point[];
}
export interface LineShape {
  t: 'line';
  c: PaintColour;
  a: Point;
  b: Point;
}
export interface BoxShape {
  t: 'rect' | 'ellipse' | 'triangle';
  c: PaintColour;
  f?: PaintColour;
  x: number;
  y: number;
  w: number;
  h: number;
}
export interface TextShape {
  t: 'text';
  c: PaintColour;
  x: number;
  y: number;
  s: string;
}
export type PaintShape = FreeShape | LineShape | BoxShape | TextShape;
export type PaintAction =
  | { a: 'draw'; s: PaintShape }
  | { a: 'fill'; x: number; y: number; c: PaintColour }
  | { a: 'erase'; x: number; y: number }
  | { a: 'undo' }
  | { a: 'clear' };

/** A shape on the canvas; a given one (the challenge's own) keeps its id. */
export type PlacedShape = PaintShape & { id?: string };
export interface Drawing {
  /** Bottom first: a later shape lies on top. */
  shapes: PlacedShape[];
  /** The paper's colour when the fill bucket poured outside every shape. */
  background: PaintColour | null;
}

// ------------------------------------------------------------------------------------------- geometry

/** Whether a closed shape covers a point. */
function covers(s: BoxShape, x: number, y: number): boolean {
  if (s.t === 'rect') return x >= s.x && x <= s.x + s.w && y >= s.y && y <= s.y + s.h;
  if (s.t === 'ellipse') {
    const rx = s.w / 2;
    const ry = s.h / 2;
    const dx = (x - (s.x + rx)) / rx;
    const dy = (y - (s.y + ry)) / ry;
    return dx * dx + dy * dy <= 1;
  }
  // The triangle: its tip at the top middle, its base the bottom of its box.
  if (y < s.y || y > s.y + s.h) return false;
  const half = ((y - s.y) / s.h) * (s.w / 2);
  const mid = s.x + s.w / 2;
  return x >= mid - half && x <= mid + half;
}

function segmentDistance(px: number, py: number, [ax, ay]: number[], [bx, by]: number[]): number {
  const dx = bx! - ax!;
  const dy = by! - ay!;
  const len = dx * dx + dy * dy;
  const k = len === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax!) * dx + (py - ay!) * dy) / len));
  return Math.hypot(px - (ax! + k * dx), py - (ay! + k * dy));
}

/** How near the eraser must come to a line (half the eraser's size). */
export const ERASER_REACH = 12;
/** The height of written words on the canvas, and roughly the width of a letter. */
export const TEXT_SIZE = 28;
const LETTER_WIDTH = 16;

/** Whether the eraser at a point touches a shape. */
function touches(s: PaintShape, x: number, y: number): boolean {
  if (s.t === 'free') {
    if (s.p.length === 1) return Math.hypot(x - s.p[0]![0], y - s.p[0]![1]) <= ERASER_REACH;
    return s.p.slice(1).some((b, i) => segmentDistance(x, y, s.p[i]!, b) <= ERASER_REACH);
  }
  if (s.t === 'line') return segmentDistance(x, y, s.a, s.b) <= ERASER_REACH;
  if (s.t === 'text') {
    const half = (s.s.length * LETTER_WIDTH) / 2;
    return Math.abs(x - s.x) <= half + 4 && y >= s.y - TEXT_SIZE && y <= s.y + 8;
  }
  return covers(s, x, y);
}

const closed = (s: PlacedShape): s is BoxShape & { id?: string } =>
  s.t === 'rect' || s.t === 'ellipse' || s.t === 'triangle';

/** The index of the topmost shape matching, or -1. */
function topmost(shapes: readonly PlacedShape[], hit: (s: PlacedShape) => boolean): number {
  for (let i = shapes.length - 1; i >= 0; i -= 1) if (hit(shapes[i]!)) return i;
  return -1;
}

// ------------------------------------------------------------------------------------------- replay

/** One action done to a drawing (undo and clear are the replay's, see replayPaint). */
export function applyAction(drawing: Drawing, action: PaintAction, start: Drawing): Drawing {
  switch (action.a) {
    case 'draw':
      return { ...drawing, shapes: [...drawing.shapes, action.s] };
    case 'fill': {
      const i = topmost(drawing.shapes, (s) => closed(s) && covers(s, action.x, action.y));
      if (i < 0) return { ...drawing, background: action.c };
      const shapes = drawing.shapes.slice();
      shapes[i] = { ...(shapes[i] as BoxShape), f: action.c };
      return { ...drawing, shapes };
    }
    case 'erase': {
      const i = topmost(drawing.shapes, (s) => touches(s, action.x, action.y));
      if (i < 0) return drawing;
      return { ...drawing, shapes: drawing.shapes.filter((_, k) => k !== i) };
    }
    case 'clear':
      return start;
    case 'undo':
      return drawing;
  }
}

/** The drawing the actions make over the challenge's given shapes; undo goes back one action, clear to the start. */
export function replayPaint(start: Drawing, actions: readonly PaintAction[]): Drawing {
  const history = paintHistory(start, actions);
  return history[history.length - 1]!;
}

/** Every drawing undo can go back to, the start first and the drawing now last. */
export function paintHistory(start: Drawing, actions: readonly PaintAction[]): Drawing[] {
  const history: Drawing[] = [start];
  for (const action of actions) {
    if (action.a === 'undo') {
      if (history.length > 1) history.pop();
      continue;
    }
    history.push(applyAction(history[history.length - 1]!, action, start));
  }
  return history;
}

// ------------------------------------------------------------------------------------------- the challenges

export const PAINT_GAMES = ['paint-house', 'paint-fill-erase', 'paint-card', 'paint-scene'] as const;
export type PaintGame = (typeof PAINT_GAMES)[number];

export function isPaintGame(game: string): game is PaintGame {
  return (PAINT_GAMES as readonly string[]).includes(game);
}

export interface PaintGoal {
  id: string;
  en: string;
  ar: string;
  met(drawing: Drawing): boolean;
}

export interface PaintChallenge {
  /** Its number in /PaintChallenge{n}. */
  n: 1 | 2 | 3 | 4;
  en: string;
  ar: string;
  /** What to do, in a sentence a child reads. */
  brief: { en: string; ar: string };
  /** The tools the challenge needs (the others stay in the box too). */
  start: Drawing;
  /** The picture shown beside the canvas: one way to meet every goal. */
  target: Drawing;
  /** The words of the target's text, in the child's language (the target's own are the English). */
  targetWords?: { en: string; ar: string };
  goals: readonly PaintGoal[];
  /** The actions a tidy drawing needs: at most this many earn 3 stars. */
  par: number;
}

const boxes = (d: Drawing, t?: BoxShape['t']) =>
  d.shapes.filter((s): s is BoxShape & { id?: string } => closed(s) && (!t || s.t === t));
const lines = (d: Drawing) => d.shapes.filter((s): s is LineShape => s.t === 'line');
/** The colour a closed shape shows: its fill, else its outline. */
const colourOf = (s: BoxShape) => s.f ?? s.c;
const centreX = (s: BoxShape) => s.x + s.w / 2;
const centreY = (s: BoxShape) => s.y + s.h / 2;
const given = (d: Drawing, id: string) => d.shapes.find((s) => s.id === id) as (BoxShape & { id?: string }) | undefined;

/** A house's wall: a rectangle at least 80 wide and 60 high. */
const walls = (d: Drawing) => boxes(d, 'rect').filter((r) => r.w >= 80 && r.h >= 60);

const EMPTY: Drawing = { shapes: [], background: null };

const HOUSE: PaintChallenge = {
  n: 1,
  en: 'A house',
  ar: 'بيت',
  brief: {
    en: 'Draw a house: a big rectangle for the wall, a triangle roof on top and a door at the bottom.',
    ar: 'ارسم بيتًا: مستطيلًا كبيرًا للجدار، وسقفًا مثلثًا فوقه، وبابًا في أسفله.',
  },
  start: EMPTY,
  target: {
    background: null,
    shapes: [
      { t: 'rect', c: 'black', f: 'yellow', x: 110, y: 130, w: 180, h: 130 },
      { t: 'triangle', c: 'black', f: 'red', x: 90, y: 40, w: 220, h: 90 },
      { t: 'rect', c: 'black', f: 'brown', x: 180, y: 190, w: 40, h: 70 },
    ],
  },
  goals: [
    { id: 'wall', en: 'A big rectangle for the wall', ar: 'مستطيل كبير للجدار', met: (d) => walls(d).length > 0 },
    {
      id: 'roof',
      en: 'A triangle roof on top of the wall',
      ar: 'سقف مثلث فوق الجدار',
      met: (d) =>
        walls(d).some((wall) =>
          boxes(d, 'triangle').some(
            (roof) =>
              roof.w >= wall.w * 0.6 &&
              Math.abs(roof.y + roof.h - wall.y) <= 30 &&
              centreX(roof) >= wall.x &&
              centreX(roof) <= wall.x + wall.w,
          ),
        ),
    },
    {
      id: 'door',
      en: 'A door at the bottom of the wall',
      ar: 'باب في أسفل الجدار',
      met: (d) =>
        walls(d).some((wall) =>
          boxes(d, 'rect').some(
            (door) =>
              door !== wall &&
              door.w <= wall.w / 2 &&
              door.x >= wall.x - 5 &&
              door.x + door.w <= wall.x + wall.w + 5 &&
              door.y > wall.y &&
              Math.abs(door.y + door.h - (wall.y + wall.h)) <= 20,
          ),
        ),
    },
  ],
  par: 6,
};

const FILL_START: Drawing = {
  background: null,
  shapes: [
    { id: 'ball', t: 'ellipse', c: 'black', x: 30, y: 50, w: 110, h: 110 },
    { id: 'box', t: 'rect', c: 'black', x: 160, y: 60, w: 100, h: 100 },
    { id: 'hat', t: 'triangle', c: 'black', x: 280, y: 50, w: 100, h: 110 },
    {
      id: 'scribble',
      t: 'free',
      c: 'purple',
      p: [
        [40, 240],
        [80, 200],
        [120, 260],
        [160, 200],
        [200, 260],
        [240, 200],
        [280, 260],
        [320, 200],
        [360, 240],
      ],
    },
  ],
};
const FILLS = { ball: 'red', box: 'blue', hat: 'yellow' } as const;

const FILL_ERASE: PaintChallenge = {
  n: 2,
  en: 'Fill and erase',
  ar: 'التعبئة والمسح',
  brief: {
    en: 'Pour the colours with the fill bucket: a red ball, a blue box, a yellow hat. Then erase the purple scribble.',
    ar: 'اسكب الألوان بدلو التعبئة: كرة حمراء، وصندوق أزرق، وقبعة صفراء. ثم امسح الخربشة البنفسجية.',
  },
  start: FILL_START,
  target: {
    background: null,
    shapes: FILL_START.shapes
      .filter((s) => s.id !== 'scribble')
      .map((s) => ({ ...(s as BoxShape), f: FILLS[s.id as keyof typeof FILLS] })),
  },
  goals: [
    ...(['ball', 'box', 'hat'] as const).map((id) => ({
      id,
      en: { ball: 'The ball is red', box: 'The box is blue', hat: 'The hat is yellow' }[id],
      ar: { ball: 'الكرة حمراء', box: 'الصندوق أزرق', hat: 'القبعة صفراء' }[id],
      met: (d: Drawing) => given(d, id)?.f === FILLS[id],
    })),
    {
      id: 'scribble',
      en: 'The scribble is erased',
      ar: 'الخربشة ممسوحة',
      met: (d) => !d.shapes.some((s) => s.id === 'scribble'),
    },
  ],
  par: 6,
};

/** A border line along one side of the card: near that edge, at least half as long as it. */
const SIDES = {
  top: { en: 'A line along the top', ar: 'خط على طول الأعلى' },
  bottom: { en: 'A line along the bottom', ar: 'خط على طول الأسفل' },
  left: { en: 'A line down the left side', ar: 'خط على طول الجانب الأيسر' },
  right: { en: 'A line down the right side', ar: 'خط على طول الجانب الأيمن' },
} as const;
const EDGE = 60;
function alongSide(l: LineShape, side: keyof typeof SIDES): boolean {
  const [[ax, ay], [bx, by]] = [l.a, l.b];
  if (side === 'top') return ay <= EDGE && by <= EDGE && Math.abs(bx - ax) >= PAINT_WIDTH / 2;
  if (side === 'bottom')
    return ay >= PAINT_HEIGHT - EDGE && by >= PAINT_HEIGHT - EDGE && Math.abs(bx - ax) >= PAINT_WIDTH / 2;
  if (side === 'left') return ax <= EDGE && bx <= EDGE && Math.abs(by - ay) >= PAINT_HEIGHT / 2;
  return ax >= PAINT_WIDTH - EDGE && bx >= PAINT_WIDTH - EDGE && Math.abs(by - ay) >= PAINT_HEIGHT / 2;
}

const CARD: PaintChallenge = {
  n: 3,
  en: 'A greeting card',
  ar: 'بطاقة تهنئة',
  brief: {
    en: 'Make a card: a border of four straight lines near the edges, and a greeting written inside with the text tool.',
    ar: 'اصنع بطاقة: إطارًا من أربعة خطوط مستقيمة قرب الحواف، وتهنئة مكتوبة في داخله بأداة النص.',
  },
  start: EMPTY,
  target: {
    background: null,
    shapes: [
      { t: 'line', c: 'red', a: [20, 20], b: [380, 20] },
      { t: 'line', c: 'red', a: [380, 20], b: [380, 280] },
      { t: 'line', c: 'red', a: [380, 280], b: [20, 280] },
      { t: 'line', c: 'red', a: [20, 280], b: [20, 20] },
      { t: 'text', c: 'blue', x: 200, y: 160, s: 'Hello!' },
    ],
  },
  targetWords: { en: 'Hello!', ar: 'مرحبًا!' },
  goals: [
    ...(Object.keys(SIDES) as (keyof typeof SIDES)[]).map((side) => ({
      id: side,
      ...SIDES[side],
      met: (d: Drawing) => lines(d).some((l) => alongSide(l, side)),
    })),
    {
      id: 'greeting',
      en: 'Words written inside the border',
      ar: 'كلمات مكتوبة داخل الإطار',
      met: (d) =>
        d.shapes.some(
          (s) =>
            s.t === 'text' &&
            s.s.replace(/\s/g, '').length >= 2 &&
            s.x > EDGE &&
            s.x < PAINT_WIDTH - EDGE &&
            s.y > EDGE &&
            s.y < PAINT_HEIGHT - EDGE / 2,
        ),
    },
  ],
  par: 7,
};

const GREENS: readonly PaintColour[] = ['green', 'lightgreen'];
const trunks = (d: Drawing) => boxes(d, 'rect').filter((r) => colourOf(r) === 'brown' && r.h >= r.w && r.h >= 30);

const SCENE: PaintChallenge = {
  n: 4,
  en: 'A sunny day',
  ar: 'يوم مشمس',
  brief: {
    en: 'Paint the picture: a yellow sun in the sky, green grass along the bottom, and a tree with a brown trunk and green leaves.',
    ar: 'ارسم الصورة: شمسًا صفراء في السماء، وعشبًا أخضر في الأسفل، وشجرة بجذع بني وأوراق خضراء.',
  },
  start: EMPTY,
  target: {
    background: null,
    shapes: [
      { t: 'ellipse', c: 'orange', f: 'yellow', x: 30, y: 20, w: 80, h: 80 },
      { t: 'rect', c: 'green', f: 'green', x: 0, y: 240, w: 400, h: 60 },
      { t: 'rect', c: 'brown', f: 'brown', x: 270, y: 150, w: 30, h: 100 },
      { t: 'ellipse', c: 'green', f: 'lightgreen', x: 225, y: 70, w: 120, h: 100 },
    ],
  },
  goals: [
    {
      id: 'sun',
      en: 'A yellow or orange sun in the sky',
      ar: 'شمس صفراء أو برتقالية في السماء',
      met: (d) => boxes(d, 'ellipse').some((e) => ['yellow', 'orange'].includes(colourOf(e)) && centreY(e) < 150),
    },
    {
      id: 'grass',
      en: 'Green grass along the bottom',
      ar: 'عشب أخضر على طول الأسفل',
      met: (d) =>
        boxes(d).some((g) => GREENS.includes(colourOf(g)) && g.y + g.h >= PAINT_HEIGHT - 40 && g.w >= PAINT_WIDTH / 2),
    },
    { id: 'trunk', en: 'A brown tree trunk', ar: 'جذع شجرة بني', met: (d) => trunks(d).length > 0 },
    {
      id: 'leaves',
      en: 'Green leaves on top of the trunk',
      ar: 'أوراق خضراء فوق الجذع',
      met: (d) =>
        trunks(d).some((trunk) =>
          boxes(d).some(
            (leaves) =>
              leaves !== trunk &&
              leaves.t !== 'rect' &&
              GREENS.includes(colourOf(leaves)) &&
              centreY(leaves) < trunk.y + 10 &&
              Math.abs(centreX(leaves) - centreX(trunk)) <= Math.max(20, trunk.w),
          ),
        ),
    },
  ],
  par: 8,
};

export const PAINT_CHALLENGES: Readonly<Record<PaintGame, PaintChallenge>> = {
  'paint-house': HOUSE,
  'paint-fill-erase': FILL_ERASE,
  'paint-card': CARD,
  'paint-scene': SCENE,
};

/** The challenge of /PaintChallenge{n}. */
export function paintGameOfNumber(n: number): PaintGame | null {
  return PAINT_GAMES.find((g) => PAINT_CHALLENGES[g].n === n) ?? null;
}

/** Each goal of a challenge, met or not, for this drawing. */
export function paintGoals(game: PaintGame, drawing: Drawing): { id: string; met: boolean }[] {
  return PAINT_CHALLENGES[game].goals.map((g) => ({ id: g.id, met: g.met(drawing) }));
}

/** The stars of a finished challenge: 0 until every goal is met, then by the actions it took (par). */
export function paintStars(game: PaintGame, actions: readonly PaintAction[]): Stars {
  const challenge = PAINT_CHALLENGES[game];
  const drawing = replayPaint(challenge.start, actions);
  if (!paintGoals(game, drawing).every((g) => g.met)) return 0;
  if (actions.length <= challenge.par) return 3;
  return actions.length <= challenge.par * 2 ? 2 : 1;
}

/** A paint challenge stone's file: the challenge is its game type (its pictures and goals are ours, above). */
function paintFile<G extends PaintGame>(game: G) {
  return Type.Object(
    { key: Type.String({ pattern: '^[a-z0-9-]+$' }), game: Type.Literal(game) },
    { additionalProperties: false },
  );
}
export const PaintHouseFile = paintFile('paint-house');
export const PaintFillEraseFile = paintFile('paint-fill-erase');
export const PaintCardFile = paintFile('paint-card');
export const PaintSceneFile = paintFile('paint-scene');

/**
 * Whether a paint result can be true: its actions replayed meet every goal and earn exactly the stars
 * claimed. Null when it can; else the field at fault.
 */
export function paintResultProblem(
  game: PaintGame,
  result: { paint?: readonly PaintAction[]; stars: number },
): 'paint' | 'stars' | null {
  if (!result.paint?.length) return 'paint';
  const stars = paintStars(game, result.paint);
  if (stars === 0) return 'paint';
  return result.stars === stars ? null : 'stars';
}

/** Strings of the sliding puzzle (namespace 'puzzle-game'). Arabic plurals: zero, one, two, few, many, other. */
export const en = {
  kind: 'Sliding puzzle',
  how: 'Slide the pieces to make the picture. A piece next to the empty place slides into it.',
  keys: 'Arrow keys slide a piece into the empty place; or press Tab to a piece and Enter, or click it.',
  goal: 'The picture to make',
  board: 'Puzzle pieces',
  tile: 'Piece {{n}}',
  tileMoves: 'Piece {{n}}, next to the empty place: press to slide it',
  moves_one: '{{n}} move',
  moves_other: '{{n}} moves',
  done: 'You made the picture!',
  result: '{{moves}} in {{time}}',
  laptopTitle: 'This puzzle needs a laptop',
  laptop:
    'The sliding puzzle is played with a keyboard or a mouse, so it needs a laptop or a computer. You can play it there later.',
  laptopNext: 'For now, go on to the next stone!',
  laptopLater: 'The next stone opens once the puzzle is done on a laptop. Ask your teacher which computer to use.',
  next: 'Next stone',
  toMap: 'Back to the map',
};

/** Arabic has more plural forms than English: the extra keys (_zero, _two, _few, _many) are allowed. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> } & { [plural: string]: unknown };

export const ar: Widen<typeof en> = {
  kind: 'الأحجية المنزلقة',
  how: 'حرّك القطع لتكوّن الصورة. القطعة المجاورة للمكان الفارغ تنزلق إليه.',
  keys: 'مفاتيح الأسهم تحرّك قطعة إلى المكان الفارغ؛ أو انتقل إلى قطعة بمفتاح Tab واضغط الإدخال، أو انقر عليها.',
  goal: 'الصورة المطلوبة',
  board: 'قطع الأحجية',
  tile: 'القطعة {{n}}',
  tileMoves: 'القطعة {{n}}، بجانب المكان الفارغ: اضغط لتحريكها',
  moves_zero: '{{n}} حركة',
  moves_one: 'حركة واحدة',
  moves_two: 'حركتان',
  moves_few: '{{n}} حركات',
  moves_many: '{{n}} حركة',
  moves_other: '{{n}} حركة',
  done: 'أكملت الصورة!',
  result: '{{moves}} في {{time}}',
  laptopTitle: 'هذه الأحجية تحتاج إلى حاسوب محمول',
  laptop:
    'تُلعب الأحجية المنزلقة بلوحة المفاتيح أو الفأرة، لذلك تحتاج إلى حاسوب محمول أو حاسوب مكتبي. يمكنك أن تلعبها هناك لاحقًا.',
  laptopNext: 'والآن، تابع إلى المحطة التالية!',
  laptopLater: 'تُفتح المحطة التالية بعد أن تُكمل الأحجية على حاسوب محمول. اسأل معلمك أي حاسوب تستعمل.',
  next: 'المحطة التالية',
  toMap: 'العودة إلى الخريطة',
};

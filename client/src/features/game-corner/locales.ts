import type { Widen } from '../../i18n/widen';
/** Strings of the game corner (namespace 'game-corner'): the guest demos and the student's games. */
export const en = {
  demo: {
    title: 'Try a game',
    lead: 'Play a game of Codeyard here, no account needed. Nothing is saved.',
    missing: 'There is no such game to try. Choose one of these:',
    names: {
      sudoku: 'Number sudoku',
      'picture-sudoku': 'Picture sudoku',
      colouring: 'Colouring',
      'colour-by-numbers': 'Colour by numbers',
    },
    others: 'More games to try',
    courses: 'See our courses',
    nothingSaved: 'This is a demo: nothing is saved.',
    sound: 'Sound',
  },
  mine: {
    title: 'My games',
    lead: 'Every game you have opened so far. Play again just for fun: your points and stars stay as they are.',
    empty: 'No games yet',
    emptyText: 'Games open on your course map as you learn. Keep going!',
    play: 'Play',
    playAgain: 'Play again',
    done: 'Finished',
    book: 'Colouring book',
    bookText: 'Colour any of our pictures, just for fun.',
    stars_one: '{{n}} star of 3',
    stars_other: '{{n}} stars of 3',
  },
};

/** Arabic has more plural forms than English: the extra keys (_zero, _two, _few, _many) are allowed. */
export const ar: Widen<typeof en> = {
  demo: {
    title: 'جرّب لعبة',
    lead: 'العب لعبة من كوديارد هنا دون حساب. لا يُحفظ شيء.',
    missing: 'لا توجد لعبة كهذه لتجربتها. اختر واحدة من هذه:',
    names: {
      sudoku: 'سودوكو الأرقام',
      'picture-sudoku': 'سودوكو الصور',
      colouring: 'التلوين',
      'colour-by-numbers': 'التلوين بالأرقام',
    },
    others: 'ألعاب أخرى لتجربتها',
    courses: 'تعرّف على دوراتنا',
    nothingSaved: 'هذه تجربة: لا يُحفظ شيء.',
    sound: 'الصوت',
  },
  mine: {
    title: 'ألعابي',
    lead: 'كل لعبة فتحتها حتى الآن. العب مرة أخرى للمتعة فقط: تبقى نقاطك ونجومك كما هي.',
    empty: 'لا ألعاب بعد',
    emptyText: 'تُفتح الألعاب على خريطة دورتك وأنت تتعلم. تابع!',
    play: 'العب',
    playAgain: 'العب مرة أخرى',
    done: 'أنهيتها',
    book: 'دفتر التلوين',
    bookText: 'لوّن أي صورة من صورنا للمتعة فقط.',
    stars_zero: 'لا نجوم من 3',
    stars_one: 'نجمة واحدة من 3',
    stars_two: 'نجمتان من 3',
    stars_few: '{{n}} نجوم من 3',
    stars_many: '{{n}} نجمة من 3',
    stars_other: '{{n}} نجمة من 3',
  },
};

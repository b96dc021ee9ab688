import type { Widen } from '../../i18n/widen';
/**
 * Strings of picture sign-in (namespace 'classroom-sign-in'): the class code form, the child's screen
 * (names, then pictures) and the pictures' names for screen readers. Short words a young child (or the
 * grown-up beside them) reads aloud. Plurals: English _one/_other; Arabic _zero/_one/_two/_few/_many/_other.
 */
export const en = {
  code: {
    title: "Sign in with my class's pictures",
    intro: 'Type the class code your teacher gave you.',
    label: 'Class code',
    hint: 'Letters only, like SUNNY.',
    submit: 'Open my class',
    invalid: 'Please type the letters of the class code.',
  },
  class: {
    title: 'Who are you?',
    intro: 'Tap your name.',
    children_zero: 'Nobody in this class can sign in with pictures yet.',
    children_one: '{{n}} child in this class',
    children_other: '{{n}} children in this class',
    notFound: 'We could not find this class. Please check the code with your teacher.',
    otherCode: 'Type another class code',
    password: 'I have a password',
  },
  picture: {
    title: 'Hello, {{name}}!',
    intro: 'Tap your picture.',
    group: 'Pictures to choose from',
    notMe: 'That is not me',
    checking: 'Checking…',
  },
  pictures: {
    sun: 'sun',
    cat: 'cat',
    fish: 'fish',
    tree: 'tree',
    star: 'star',
    boat: 'boat',
    apple: 'apple',
    rocket: 'rocket',
    flower: 'flower',
    ball: 'ball',
    moon: 'moon',
    house: 'house',
  },
};

/** Same keys as English; Arabic may add the plural forms English does not have. */
export const ar: Widen<typeof en> = {
  code: {
    title: 'الدخول بصور صفّي',
    intro: 'اكتب رمز الصف الذي أعطاك إياه معلمك.',
    label: 'رمز الصف',
    hint: 'حروف إنجليزية فقط، مثل SUNNY.',
    submit: 'افتح صفّي',
    invalid: 'اكتب حروف رمز الصف من فضلك.',
  },
  class: {
    title: 'من أنت؟',
    intro: 'اضغط على اسمك.',
    children_zero: 'لا أحد في هذا الصف يستطيع الدخول بالصور بعد.',
    children_one: 'طفل واحد في هذا الصف',
    children_two: 'طفلان في هذا الصف',
    children_few: '{{n}} أطفال في هذا الصف',
    children_many: '{{n}} طفلًا في هذا الصف',
    children_other: '{{n}} طفل في هذا الصف',
    notFound: 'لم نجد هذا الصف. تأكد من الرمز مع معلمك.',
    otherCode: 'اكتب رمز صف آخر',
    password: 'عندي كلمة مرور',
  },
  picture: {
    title: 'مرحبًا يا {{name}}!',
    intro: 'اضغط على صورتك.',
    group: 'صور للاختيار منها',
    notMe: 'هذا ليس أنا',
    checking: 'جارٍ التحقق…',
  },
  pictures: {
    sun: 'شمس',
    cat: 'قطة',
    fish: 'سمكة',
    tree: 'شجرة',
    star: 'نجمة',
    boat: 'قارب',
    apple: 'تفاحة',
    rocket: 'صاروخ',
    flower: 'زهرة',
    ball: 'كرة',
    moon: 'قمر',
    house: 'بيت',
  },
};

import type { Widen } from '../../i18n/widen';
/**
 * Strings of the sign-in cards page (namespace 'sign-in-cards'). The cards themselves are printed in the
 * language the teacher picks for the class (card.*), whatever the page's language.
 * Plurals: English _one/_other; Arabic _zero/_one/_two/_few/_many/_other.
 */
export const en = {
  title: 'Sign-in cards',
  lead: 'One card for each student: cut along the dashed lines and hand them out.',
  print: 'Print',
  back: 'Back to the classroom',
  language: 'Language of the cards',
  count_one: '{{n}} card (8 to a printed page)',
  count_other: '{{n}} cards (8 to a printed page)',
  empty: 'There are no students in this classroom yet.',
  noPasswords:
    'These cards have no passwords: a first password is shown only once, when students are added or imported. Reset a password to print it.',
  pictures: {
    label: 'Picture sign-in',
    on: 'On: young children sign in by choosing their picture.',
    off: 'Off: children sign in with their username and password.',
    turnOn: 'Turn picture sign-in on',
    turnOff: 'Turn picture sign-in off',
  },
  card: {
    school: 'School',
    class: 'Class',
    username: 'Username',
    password: 'Password',
    passwordBlank: '(ask your teacher)',
    code: 'Class code',
    address: 'Sign in at',
    picture: 'My picture: {{name}}',
  },
};

/** Same keys as English; Arabic may add the plural forms English does not have. */
export const ar: Widen<typeof en> = {
  title: 'بطاقات الدخول',
  lead: 'بطاقة لكل طالب: قصّها على الخطوط المتقطعة ووزّعها.',
  print: 'اطبع',
  back: 'العودة إلى الفصل',
  language: 'لغة البطاقات',
  count_zero: 'لا توجد بطاقات',
  count_one: 'بطاقة واحدة (8 في كل صفحة مطبوعة)',
  count_two: 'بطاقتان (8 في كل صفحة مطبوعة)',
  count_few: '{{n}} بطاقات (8 في كل صفحة مطبوعة)',
  count_many: '{{n}} بطاقة (8 في كل صفحة مطبوعة)',
  count_other: '{{n}} بطاقة (8 في كل صفحة مطبوعة)',
  empty: 'لا يوجد طلاب في هذا الفصل بعد.',
  noPasswords:
    'هذه البطاقات بلا كلمات مرور: تظهر كلمة المرور الأولى مرة واحدة فقط عند إضافة الطلاب أو استيرادهم. أعد تعيين كلمة المرور لطباعتها.',
  pictures: {
    label: 'الدخول بالصور',
    on: 'مفعّل: يدخل الأطفال الصغار باختيار صورتهم.',
    off: 'غير مفعّل: يدخل الأطفال باسم المستخدم وكلمة المرور.',
    turnOn: 'فعّل الدخول بالصور',
    turnOff: 'أوقف الدخول بالصور',
  },
  card: {
    school: 'المدرسة',
    class: 'الفصل',
    username: 'اسم المستخدم',
    password: 'كلمة المرور',
    passwordBlank: '(اسأل معلمك)',
    code: 'رمز الصف',
    address: 'ادخل من',
    picture: 'صورتي: {{name}}',
  },
};

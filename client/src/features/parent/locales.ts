/** Strings of the parent's screens (namespace 'parent'). */
export const en = {
  kids: {
    title: 'My children',
    lead: 'Follow each child and step into their world.',
    pagerLabel: 'Pages of children',
    username: 'Username',
    active: 'Active',
    disabled: 'Disabled',
    schoolStudent: 'School student',
    homeLearner: 'Learns at home',
    pointsLabel: 'Points',
    lastActivityLabel: 'Last activity',
    points_one: '{{n}} point',
    points_other: '{{n}} points',
    lastActive: 'Last active {{when}}',
    neverActive: 'Not active yet',
    signInAs: 'Sign in as {{name}}',
    signingIn: 'Opening {{name}}’s world…',
    emptyTitle: 'No children here yet',
    emptyBody:
      'When a child is added to your account, they appear here. You can then follow their progress and sign in as them.',
  },
};

/** Same keys as English; Arabic may add the plural forms English does not have. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> } & { [plural: string]: unknown };

export const ar: Widen<typeof en> = {
  kids: {
    title: 'أطفالي',
    lead: 'تابع كل طفل وادخل إلى عالمه.',
    pagerLabel: 'صفحات الأطفال',
    username: 'اسم المستخدم',
    active: 'نشط',
    disabled: 'معطّل',
    schoolStudent: 'طالب في مدرسة',
    homeLearner: 'يتعلّم في البيت',
    pointsLabel: 'النقاط',
    lastActivityLabel: 'آخر نشاط',
    points_zero: '{{n}} نقطة',
    points_one: 'نقطة واحدة',
    points_two: 'نقطتان',
    points_few: '{{n}} نقاط',
    points_many: '{{n}} نقطة',
    points_other: '{{n}} نقطة',
    lastActive: 'آخر نشاط {{when}}',
    neverActive: 'لم يبدأ النشاط بعد',
    signInAs: 'ادخل بحساب {{name}}',
    signingIn: 'جارٍ فتح عالم {{name}}…',
    emptyTitle: 'لا يوجد أطفال هنا بعد',
    emptyBody: 'عندما يُضاف طفل إلى حسابك، سيظهر هنا. ويمكنك بعدها متابعة تقدّمه والدخول بحسابه.',
  },
};

/** Strings of the school administrator's screens (namespace 'school'). */
export const en = {
  teachers: {
    title: 'Teachers',
    lead: 'The teachers of {{school}}, their classrooms and their students.',
    leadNoSchool: 'The teachers of your school, their classrooms and their students.',
    caption: 'Teachers of {{school}}',
    pagerLabel: 'Pages of teachers',
    name: 'Name',
    username: 'Username',
    email: 'Email',
    status: 'Status',
    classrooms: 'Classrooms',
    students: 'Students',
    active: 'Active',
    disabled: 'Disabled',
    noEmail: 'No email',
    total_one: '{{n}} teacher',
    total_other: '{{n}} teachers',
    emptyTitle: 'No teachers yet',
    emptyBody: 'When teachers join your school, they appear here with their classrooms and students.',
  },
};

/** Same keys as English; Arabic may add the plural forms English does not have. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> } & { [plural: string]: unknown };

export const ar: Widen<typeof en> = {
  teachers: {
    title: 'المعلّمون',
    lead: 'معلّمو {{school}} وفصولهم وطلابهم.',
    leadNoSchool: 'معلّمو مدرستك وفصولهم وطلابهم.',
    caption: 'معلّمو {{school}}',
    pagerLabel: 'صفحات المعلّمين',
    name: 'الاسم',
    username: 'اسم المستخدم',
    email: 'البريد الإلكتروني',
    status: 'الحالة',
    classrooms: 'الفصول',
    students: 'الطلاب',
    active: 'نشط',
    disabled: 'معطّل',
    noEmail: 'لا يوجد بريد',
    total_zero: 'لا يوجد معلّمون',
    total_one: 'معلّم واحد',
    total_two: 'معلّمان',
    total_few: '{{n}} معلّمين',
    total_many: '{{n}} معلّمًا',
    total_other: '{{n}} معلّم',
    emptyTitle: 'لا يوجد معلّمون بعد',
    emptyBody: 'عندما ينضم معلّمون إلى مدرستك، سيظهرون هنا مع فصولهم وطلابهم.',
  },
};

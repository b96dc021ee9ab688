/** Strings of the teacher's screens (namespace 'teacher'). */
export const en = {
  classrooms: {
    title: 'My classrooms',
    lead: 'Your classes at a glance: who is in them and what they learn.',
    grade: 'Grade {{n}}',
    students_one: '{{n}} student',
    students_other: '{{n}} students',
    seats: '{{taken}} of {{seats}} seats taken',
    seatsLabel: 'Seats',
    courses: 'Courses',
    noCourses: 'No course yet',
    locked: 'Locked',
    open: 'Open',
    lockedHint: 'Students cannot start lessons now.',
    openHint: 'Students can learn now.',
    emptyTitle: 'No classrooms yet',
    emptyBody: 'When a classroom is created for you, it appears here with its students and courses.',
  },
};

/** Same keys as English; Arabic may add the plural forms English does not have. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> } & { [plural: string]: unknown };

export const ar: Widen<typeof en> = {
  classrooms: {
    title: 'فصولي',
    lead: 'فصولك في لمحة: من فيها وماذا يتعلّمون.',
    grade: 'الصف {{n}}',
    students_zero: 'لا يوجد طلاب',
    students_one: 'طالب واحد',
    students_two: 'طالبان',
    students_few: '{{n}} طلاب',
    students_many: '{{n}} طالبًا',
    students_other: '{{n}} طالب',
    seats: 'المقاعد المشغولة: {{taken}} من {{seats}}',
    seatsLabel: 'المقاعد',
    courses: 'الدورات',
    noCourses: 'لا توجد دورة بعد',
    locked: 'مقفل',
    open: 'مفتوح',
    lockedHint: 'لا يستطيع الطلاب بدء الدروس الآن.',
    openHint: 'يستطيع الطلاب التعلّم الآن.',
    emptyTitle: 'لا توجد فصول بعد',
    emptyBody: 'عندما يُنشأ فصل لك، سيظهر هنا مع طلابه ودوراته.',
  },
};

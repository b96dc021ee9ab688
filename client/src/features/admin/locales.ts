/** Strings of the multi-school administrator's area (namespace 'admin'). */
export const en = {
  schools: {
    title: 'My schools',
    lead: 'Find a school by its name.',
    searchLabel: 'Search schools',
    searchPlaceholder: 'Type part of a school name',
    clear: 'Clear',
    teachers_one: '{{n}} teacher',
    teachers_other: '{{n}} teachers',
    students_one: '{{n}} student',
    students_other: '{{n}} students',
    found_one: '{{n}} school found',
    found_other: '{{n}} schools found',
    noPlace: 'No city given',
    noResultsTitle: 'No results found for “{{search}}”',
    noResultsBody: 'Check the spelling, or try a shorter word.',
    emptyTitle: 'No schools yet',
    emptyBody: 'The schools you manage appear here.',
  },
};

/** Same keys as English; Arabic may add the plural forms English does not have. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> } & { [plural: string]: unknown };

export const ar: Widen<typeof en> = {
  schools: {
    title: 'مدارسي',
    lead: 'ابحث عن مدرسة باسمها.',
    searchLabel: 'ابحث في المدارس',
    searchPlaceholder: 'اكتب جزءًا من اسم المدرسة',
    clear: 'مسح',
    teachers_zero: 'لا يوجد معلّمون',
    teachers_one: 'معلّم واحد',
    teachers_two: 'معلّمان',
    teachers_few: '{{n}} معلّمين',
    teachers_many: '{{n}} معلّمًا',
    teachers_other: '{{n}} معلّم',
    students_zero: 'لا يوجد طلاب',
    students_one: 'طالب واحد',
    students_two: 'طالبان',
    students_few: '{{n}} طلاب',
    students_many: '{{n}} طالبًا',
    students_other: '{{n}} طالب',
    found_zero: 'لم يُعثر على مدارس',
    found_one: 'عُثر على مدرسة واحدة',
    found_two: 'عُثر على مدرستين',
    found_few: 'عُثر على {{n}} مدارس',
    found_many: 'عُثر على {{n}} مدرسة',
    found_other: 'عُثر على {{n}} مدرسة',
    noPlace: 'لم تُذكر المدينة',
    noResultsTitle: 'لا توجد نتائج لـ «{{search}}»',
    noResultsBody: 'تحقّق من الإملاء، أو جرّب كلمة أقصر.',
    emptyTitle: 'لا توجد مدارس بعد',
    emptyBody: 'ستظهر هنا المدارس التي تديرها.',
  },
};

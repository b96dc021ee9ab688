import { PRICES } from '@codeyard/shared-schema';
import type { courses } from '../db/schema.js';

/**
 * The course catalogue (spec 000 §1, 001 §9.2): Computer Skills 3 courses, SmoothY 6, Web 1, Python 1.
 * Plain data to review: titles and one-sentence descriptions for children, in English and Arabic.
 * A later issue loads the full curriculum (lessons, questions, games) from content files; this list
 * only says which courses exist.
 *
 * - `number` is the course number of /coursedetails/{courseNumber}; SmoothY's starter course is 1.
 * - `priceTier` picks the per-course price from PRICES.perCourse (8, 35, 45, 55 dollars).
 * - `level`: SmoothY's four levels and `html` for Web; Computer Skills and Python use the level
 *   their first course matches (the schema's level list has no separate value for them).
 */
export interface CatalogueCourse {
  number: number;
  track: (typeof courses.$inferInsert)['track'];
  level: (typeof courses.$inferInsert)['level'];
  title: { en: string; ar: string };
  description: { en: string; ar: string };
  ages: { min: number; max: number };
  lessons: number;
  priceTier: 0 | 1 | 2 | 3;
}

export const CATALOGUE: readonly CatalogueCourse[] = [
  {
    number: 1, track: 'smoothy', level: 'basic', ages: { min: 7, max: 10 }, lessons: 20, priceTier: 1,
    title: { en: 'SmoothY Starter', ar: 'بداية سموذي' },
    description: {
      en: 'Snap colourful blocks together to make your character move, talk and dance.',
      ar: 'ركّب المكعبات الملوّنة معًا لتجعل شخصيتك تتحرك وتتكلم وترقص.',
    },
  },
  {
    number: 2, track: 'smoothy', level: 'basic', ages: { min: 7, max: 11 }, lessons: 16, priceTier: 1,
    title: { en: 'SmoothY Adventures', ar: 'مغامرات سموذي' },
    description: {
      en: 'Use loops and decisions to help your hero cross worlds full of surprises.',
      ar: 'استخدم التكرار والقرارات لتساعد بطلك على عبور عوالم مليئة بالمفاجآت.',
    },
  },
  {
    number: 3, track: 'smoothy', level: 'intermediate', ages: { min: 8, max: 12 }, lessons: 20, priceTier: 2,
    title: { en: 'SmoothY Explorer', ar: 'مستكشف سموذي' },
    description: {
      en: 'Make animations and interactive stories with variables and events.',
      ar: 'اصنع رسومًا متحركة وقصصًا تفاعلية باستخدام المتغيرات والأحداث.',
    },
  },
  {
    number: 4, track: 'smoothy', level: 'advanced', ages: { min: 9, max: 13 }, lessons: 20, priceTier: 2,
    title: { en: 'SmoothY Game Maker', ar: 'صانع الألعاب في سموذي' },
    description: {
      en: 'Design your own games with scores and levels, and share them with your friends.',
      ar: 'صمّم ألعابك الخاصة بالنقاط والمستويات وشاركها مع أصدقائك.',
    },
  },
  {
    number: 5, track: 'smoothy', level: 'advanced', ages: { min: 10, max: 14 }, lessons: 20, priceTier: 2,
    title: { en: 'SmoothY Inventor', ar: 'مخترع سموذي' },
    description: {
      en: 'Solve bigger problems with functions and lists, and build projects from your own ideas.',
      ar: 'حلّ مسائل أكبر بالدوال والقوائم، وابنِ مشاريع من أفكارك الخاصة.',
    },
  },
  {
    number: 6, track: 'smoothy', level: 'expert', ages: { min: 11, max: 15 }, lessons: 20, priceTier: 3,
    title: { en: 'SmoothY Master', ar: 'محترف سموذي' },
    description: {
      en: 'Put everything you have learned into a big graduation project and get ready for the SmoothY certificate.',
      ar: 'اجمع كل ما تعلّمته في مشروع تخرّج كبير، واستعد لشهادة سموذي.',
    },
  },
  {
    number: 7, track: 'web', level: 'html', ages: { min: 10, max: 15 }, lessons: 20, priceTier: 3,
    title: { en: 'Web Design with HTML', ar: 'تصميم المواقع بلغة HTML' },
    description: {
      en: 'Build your very first web page with headings, pictures and colours.',
      ar: 'ابنِ أول صفحة إنترنت خاصة بك بالعناوين والصور والألوان.',
    },
  },
  {
    number: 8, track: 'python', level: 'basic', ages: { min: 11, max: 15 }, lessons: 20, priceTier: 3,
    title: { en: 'Python Basics', ar: 'أساسيات بايثون' },
    description: {
      en: 'Write your first Python programs to calculate, draw and create small games.',
      ar: 'اكتب أول برامجك بلغة بايثون لتحسب وترسم وتصنع ألعابًا صغيرة.',
    },
  },
  {
    number: 9, track: 'computer-skills', level: 'basic', ages: { min: 5, max: 7 }, lessons: 10, priceTier: 0,
    title: { en: 'My First Computer', ar: 'حاسوبي الأول' },
    description: {
      en: 'Meet the computer and learn to use the mouse through short, fun games.',
      ar: 'تعرّف على الحاسوب وتعلّم استخدام الفأرة من خلال ألعاب قصيرة وممتعة.',
    },
  },
  {
    number: 10, track: 'computer-skills', level: 'intermediate', ages: { min: 5, max: 7 }, lessons: 12, priceTier: 0,
    title: { en: 'Keyboard and Paint', ar: 'لوحة المفاتيح والرسم' },
    description: {
      en: 'Practise typing on the keyboard and colour your own drawings.',
      ar: 'تدرّب على الكتابة بلوحة المفاتيح ولوّن رسوماتك الخاصة.',
    },
  },
  {
    number: 11, track: 'computer-skills', level: 'advanced', ages: { min: 8, max: 12 }, lessons: 12, priceTier: 1,
    title: { en: 'Office Skills', ar: 'مهارات المكتب' },
    description: {
      en: 'Write documents, fill in spreadsheets and make a great presentation.',
      ar: 'اكتب المستندات واملأ الجداول وأنشئ عرضًا تقديميًا رائعًا.',
    },
  },
];

/** The rows of the courses table; the catalogue's order is the display order. */
export function catalogueRows(): (typeof courses.$inferInsert)[] {
  return CATALOGUE.map((course, index) => ({
    number: course.number,
    track: course.track,
    level: course.level,
    titleEn: course.title.en,
    titleAr: course.title.ar,
    descriptionEn: course.description.en,
    descriptionAr: course.description.ar,
    minAge: course.ages.min,
    maxAge: course.ages.max,
    lessonCount: course.lessons,
    price: PRICES.perCourse[course.priceTier],
    sortOrder: index + 1,
  }));
}

import { messages, type Language } from '@codeyard/shared-schema';

/**
 * Every screen's own title, in English and Arabic (WCAG 2.4.2): the browser tab and the announcement of a
 * route change say "My world — Codeyard" / "عالمي — كوديارد". The route table's screen() helper puts
 * the title's key on each route (handle.title, looked up here by the route's path), and the root frame reads
 * the deepest match's key. A screen not listed here keeps the application's name alone; a unit test fails
 * on any routed path without a title.
 */
const TITLES = {
  home: { en: 'Home', ar: 'الرئيسية' },
  courses: { en: 'Courses', ar: 'الدورات' },
  pricing: { en: 'Pricing', ar: 'الأسعار' },
  privacy: { en: 'Privacy', ar: 'الخصوصية' },
  terms: { en: 'Terms', ar: 'الشروط' },
  contact: { en: 'Contact us', ar: 'تواصل معنا' },
  startEarly: { en: 'Start early', ar: 'ابدأ مبكرًا' },
  login: { en: 'Sign in', ar: 'تسجيل الدخول' },
  examLogin: { en: 'Exam sign-in', ar: 'الدخول إلى الاختبار' },
  register: { en: 'Join', ar: 'انضم' },
  registerChild: { en: 'Join as a child', ar: 'انضم كطفل' },
  registerParent: { en: 'Join as a parent', ar: 'انضم كولي أمر' },
  registerSchool: { en: 'Join as a school', ar: 'انضم كمدرسة' },
  confirmParent: { en: 'Confirm your account', ar: 'أكّد حسابك' },
  passwordRecover: { en: 'Recover your password', ar: 'استعادة كلمة المرور' },
  emailSent: { en: 'Email sent', ar: 'أُرسل البريد' },
  recoveryCompleted: { en: 'Password changed', ar: 'تغيّرت كلمة المرور' },
  codeSent: { en: 'Code sent', ar: 'أُرسل الرمز' },
  verification: { en: 'Email confirmation', ar: 'تأكيد البريد الإلكتروني' },
  newPassword: { en: 'New password', ar: 'كلمة مرور جديدة' },
  platformSignIn: { en: 'Signing in', ar: 'جارٍ تسجيل الدخول' },
  myWorld: { en: 'My world', ar: 'عالمي' },
  lessonsList: { en: 'Lessons', ar: 'الدروس' },
  lessonIntro: { en: 'Lesson introduction', ar: 'مقدمة الدرس' },
  lesson: { en: 'Lesson questions', ar: 'أسئلة الدرس' },
  assessmentResult: { en: 'Lesson result', ar: 'نتيجة الدرس' },
  studentProfile: { en: 'My profile', ar: 'ملفي' },
  leaderboard: { en: 'Top ten', ar: 'الأوائل العشرة' },
  notifications: { en: 'Notifications', ar: 'الإشعارات' },
  challenge: { en: 'Challenge', ar: 'تحدٍّ' },
  playground: { en: 'My playground', ar: 'ساحة اللعب' },
  myProjects: { en: 'My projects', ar: 'مشاريعي' },
  pythonIde: { en: 'Python editor', ar: 'محرر بايثون' },
  webIde: { en: 'Web editor', ar: 'محرر الويب' },
  manageMyKids: { en: 'My children', ar: 'أطفالي' },
  accountInfo: { en: 'Account', ar: 'الحساب' },
  classrooms: { en: 'Classrooms', ar: 'الفصول' },
  classroomList: { en: 'Classroom list', ar: 'قائمة الفصول' },
  classroomDetails: { en: 'Classroom', ar: 'الفصل' },
  studentQuestions: { en: "Student's answers", ar: 'إجابات الطالب' },
  codeAssessment: { en: 'Code assessment', ar: 'تقييم البرمجة' },
  submission: { en: 'Submission', ar: 'المشروع المُرسل' },
  teachers: { en: 'Teachers', ar: 'المعلمون' },
  schools: { en: 'Schools', ar: 'المدارس' },
  schoolStudents: { en: 'Students', ar: 'الطلاب' },
  schoolStudent: { en: 'Student', ar: 'الطالب' },
  schoolClassroom: { en: 'Classroom', ar: 'الفصل' },
  courseStudents: { en: 'Students in a course', ar: 'الطلاب في دورة' },
  schoolTeacher: { en: 'Teacher', ar: 'المعلم' },
  schoolReports: { en: 'Reports', ar: 'التقارير' },
  allSchoolsReport: { en: 'All schools report', ar: 'تقرير كل المدارس' },
  schoolReport: { en: 'School report', ar: 'تقرير المدرسة' },
  sharedCode: { en: 'Shared project', ar: 'مشروع مُشارَك' },
  classSignIn: { en: 'Sign in with pictures', ar: 'الدخول بالصور' },
  signInCards: { en: 'Sign-in cards', ar: 'بطاقات الدخول' },
  teacherStudentProfile: { en: 'Student profile', ar: 'ملف الطالب' },
  progressAssessment: { en: 'Progress', ar: 'التقدّم' },
  lessonQuestions: { en: 'Lesson questions', ar: 'أسئلة الدرس' },
  notFound: { en: 'Page not found', ar: 'الصفحة غير موجودة' },
  memoryGame: { en: 'Memory game', ar: 'لعبة الذاكرة' },
  dragAndDrop: { en: 'Drag and drop', ar: 'اسحب وأفلت' },
} as const satisfies Record<string, Record<Language, string>>;

export type ScreenTitleKey = keyof typeof TITLES;

/** The route table's paths and their screens' titles (spec 000 §2). */
export const TITLE_OF_PATH: Readonly<Record<string, ScreenTitleKey>> = {
  '/': 'home',
  '/courses': 'courses',
  '/Pricing': 'pricing',
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/terms/:lang': 'terms',
  '/contact': 'contact',
  '/start-early': 'startEarly',
  '/start-early/:email/:name/:school/:phone': 'startEarly',
  '/guest/sharedCode/:submissionId/:submissionType': 'sharedCode',
  '/login': 'login',
  '/examLogin': 'examLogin',
  '/register': 'register',
  '/register/child': 'registerChild',
  '/register/parent': 'registerParent',
  '/register/parent/:parentEmail': 'confirmParent',
  '/register/parent/phone/:parentPhone': 'confirmParent',
  '/register/create/:registrationToken': 'registerParent',
  '/register/school': 'registerSchool',
  '/password-recover': 'passwordRecover',
  '/email-sent': 'emailSent',
  '/recovery-completed': 'recoveryCompleted',
  '/code-sent/:phone': 'codeSent',
  '/verification/:verifyToken/:verifyEmail/:verifyType': 'verification',
  '/new-password/:isNewPassword': 'newPassword',
  '/new-phone-password/:phone/:otp': 'newPassword',
  '/class': 'classSignIn',
  '/class/:code': 'classSignIn',
  '/b12/callback': 'platformSignIn',
  '/:ssoToken': 'platformSignIn',
  '/Myworld': 'myWorld',
  '/lessonsList/:id': 'lessonsList',
  '/lessonprevideo/:courseId/:lessonId/:isLock': 'lessonIntro',
  '/lesson/:courseId/:lessonId': 'lesson',
  '/assessmentresult/:lessonId': 'assessmentResult',
  '/studentprofile': 'studentProfile',
  '/leaderboard': 'leaderboard',
  '/notifications': 'notifications',
  '/ide/:lessonId/:courseId?': 'challenge',
  '/ide-questions/:lessonId/:courseId?': 'challenge',
  '/playground-ide': 'playground',
  '/my-projects': 'myProjects',
  '/python-ide': 'pythonIde',
  '/web-ide': 'webIde',
  '/parent/manageMyKids': 'manageMyKids',
  '/parent/account-info': 'accountInfo',
  '/teacher/classrooms': 'classrooms',
  '/teacher/classroomList': 'classroomList',
  '/teacher/classrooms-details/:id': 'classroomDetails',
  '/teacher/studentQuestions/:studentId/:lessonId?': 'studentQuestions',
  '/teacher/account-info': 'accountInfo',
  '/teacher/classrooms-details/:id/cards': 'signInCards',
  '/teacher/code-assessment': 'codeAssessment',
  '/teacher/submissions/:submissionId/:submissionType': 'submission',
  '/teacher/teacher-ide': 'playground',
  '/teacher/python-ide': 'pythonIde',
  '/teacher/web-ide': 'webIde',
  '/teacher/classrooms-details/:id/student-profile/:studentId': 'teacherStudentProfile',
  '/teacher/progress-assessment': 'progressAssessment',
  '/teacher/question/:lessonId': 'lessonQuestions',
  '/school': 'teachers',
  '/school/account-info': 'accountInfo',
  '/admin': 'schools',
  '/school/teachers/more/:id': 'schoolTeacher',
  '/students': 'schoolStudents',
  '/student-details/:id': 'schoolStudent',
  '/class-details/:id/:teacherId': 'schoolClassroom',
  '/all-student-details/:teacherId/:courseId': 'courseStudents',
  '/reports': 'schoolReports',
  '/admin/report': 'allSchoolsReport',
  '/admin/report/:schoolId': 'schoolReport',
  '*': 'notFound',
  '/memoryGame/:lessonId': 'memoryGame',
  '/memoryGame/stage/:stageId/:lessonId': 'memoryGame',
  '/games/level/:lessonId': 'dragAndDrop',
  '/DragandDrop/level/:levelId/:lessonId': 'dragAndDrop',
};

const APP_NAME: Record<Language, string> = { en: messages.en.app.name, ar: messages.ar.app.name };

/** "My world — Codeyard" / "عالمي — كوديارد"; the application's name alone for a screen without a title. */
export function screenTitle(key: string | undefined, lang: Language): string {
  const own = key && Object.hasOwn(TITLES, key) ? TITLES[key as ScreenTitleKey][lang] : undefined;
  return own ? `${own} — ${APP_NAME[lang]}` : APP_NAME[lang];
}

/** The title key of the deepest matched route that carries one (react-router's useMatches()). */
export function titleKeyOf(matches: readonly { handle?: unknown }[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as { title?: unknown } | undefined;
    if (typeof handle?.title === 'string') return handle.title;
  }
  return undefined;
}

import i18next from 'i18next';

/**
 * Strings of the web editor screens (namespace 'web'). Not named locales.ts on purpose (as the Python
 * editor's): feature locales.ts files are bundled into the entry chunk; these load with the web screens.
 */
export const en = {
  title: 'Web pages',
  lead: 'Write HTML, CSS and JavaScript and watch your page change as you type. It works without the internet too.',
  teacherLead: 'Try the web editor as your students see it: the same tabs, live page and console.',
  tabs: { html: 'HTML', css: 'CSS', js: 'JavaScript' },
  tabsLabel: 'Your page’s code',
  editorLabel: { html: 'Your HTML code', css: 'Your CSS code', js: 'Your JavaScript code' },
  loadingEditor: 'Getting the editor ready…',
  editorFailed: 'The editor could not start. Reload the page to try again.',
  savedNote: 'Your code is saved on this device as you type.',
  keyboardNote: 'Keyboard: Tab indents a line; press Ctrl+M, then Tab, to move on.',
  preview: 'Your page',
  previewLabel: 'Your page, running safely on its own',
  refresh: 'Run again',
  console: 'Console',
  consoleEmpty: 'What your page writes with console.log shows here.',
  clear: 'Clear',
  levels: { log: '', warn: 'Warning: ', error: 'Error: ', alert: 'Alert: ' },
  tooMany: 'Too many messages: only the newest are shown.',
  exercise: {
    loading: 'Getting the task…',
    instructions: 'Your task',
    hint: 'Hint',
    showHint: 'Show a hint',
    check: 'Check my page',
    checking: 'Checking…',
    passed: 'Well done! Your page does everything the task asks.',
    notYet: 'Not yet. Look at these:',
    passedCount: '{{n}} of {{total}} checks are right.',
    noAnswer: 'Your page did not answer. Is there a mistake in your JavaScript? Fix it and check again.',
    missing: 'This task could not be found.',
    offline: 'This task has not been opened on this device yet. Connect to the internet once, then it works offline.',
    trialLocked: 'This task is part of the full course. Ask your parent to subscribe.',
    courseLocked: 'Finish the course before this one first.',
    points: 'You earned {{n}} points.',
    saved: 'Kept on this device and sent to the school: now, or as soon as the internet is back.',
    done: 'You finished this task before.',
    backToMap: 'Back to the map',
    solution: 'Teacher’s solution',
    useSolution: 'Put the solution in the editor',
    useStarter: 'Start again from the task’s code',
  },
  project: {
    name: 'Project name',
    defaultName: 'My web page',
    submit: 'Send to my teacher',
    sent: 'Sent! Your teacher will look at it. If the internet is off, it goes as soon as it is back.',
    needsNetwork:
      'This page was made on another device. Connect to the internet once to open it here; after that it opens without the internet too.',
    notHere: 'The page is not on this device yet.',
  },
  starter: {
    html: '<!DOCTYPE html>\n<html>\n  <head>\n    <title>My page</title>\n  </head>\n  <body>\n    <h1>Hello!</h1>\n    <p>This is my page.</p>\n    <button id="hello">Press me</button>\n  </body>\n</html>\n',
    css: 'body {\n  font-family: sans-serif;\n  background: #fffbea;\n}\n\nh1 {\n  color: #2b6cb0;\n}\n',
    js: 'document.getElementById("hello").addEventListener("click", function () {\n  console.log("You pressed the button!");\n});\n',
  },
};

export const ar: typeof en = {
  title: 'صفحات الإنترنت',
  lead: 'اكتب HTML وCSS وJavaScript وشاهد صفحتك تتغير وأنت تكتب. تعمل دون إنترنت أيضًا.',
  teacherLead: 'جرّب محرر صفحات الإنترنت كما يراه طلابك: الألسنة نفسها والصفحة الحية ووحدة التحكم.',
  tabs: { html: 'HTML', css: 'CSS', js: 'JavaScript' },
  tabsLabel: 'شيفرة صفحتك',
  editorLabel: { html: 'شيفرة HTML الخاصة بك', css: 'شيفرة CSS الخاصة بك', js: 'شيفرة JavaScript الخاصة بك' },
  loadingEditor: 'نجهّز المحرر…',
  editorFailed: 'لم يبدأ المحرر. أعد تحميل الصفحة وحاول مرة أخرى.',
  savedNote: 'تُحفظ شيفرتك على هذا الجهاز وأنت تكتب.',
  keyboardNote: 'لوحة المفاتيح: المفتاح Tab يزيح السطر؛ اضغط Ctrl+M ثم Tab للانتقال.',
  preview: 'صفحتك',
  previewLabel: 'صفحتك تعمل بأمان وحدها',
  refresh: 'شغّل مرة أخرى',
  console: 'وحدة التحكم',
  consoleEmpty: 'ما تكتبه صفحتك بالأمر console.log يظهر هنا.',
  clear: 'امسح',
  levels: { log: '', warn: 'تنبيه: ', error: 'خطأ: ', alert: 'رسالة: ' },
  tooMany: 'رسائل كثيرة جدًا: نعرض أحدثها فقط.',
  exercise: {
    loading: 'نحضر المهمة…',
    instructions: 'مهمتك',
    hint: 'تلميح',
    showHint: 'أظهر تلميحًا',
    check: 'افحص صفحتي',
    checking: 'نفحص…',
    passed: 'أحسنت! صفحتك تفعل كل ما تطلبه المهمة.',
    notYet: 'ليس بعد. انظر إلى هذه:',
    passedCount: '{{n}} من {{total}} فحوص صحيحة.',
    noAnswer: 'لم تُجب صفحتك. هل في JavaScript خطأ؟ أصلحه ثم افحص مرة أخرى.',
    missing: 'لم نجد هذه المهمة.',
    offline: 'لم تُفتح هذه المهمة على هذا الجهاز بعد. اتصل بالإنترنت مرة واحدة، ثم تعمل دون إنترنت.',
    trialLocked: 'هذه المهمة جزء من الدورة الكاملة. اطلب من والديك الاشتراك.',
    courseLocked: 'أنهِ الدورة التي قبل هذه أولًا.',
    points: 'ربحت {{n}} نقطة.',
    saved: 'حُفظ على هذا الجهاز ويُرسل إلى المدرسة: الآن، أو حين يعود الإنترنت.',
    done: 'أنهيت هذه المهمة من قبل.',
    backToMap: 'العودة إلى الخريطة',
    solution: 'حل المعلم',
    useSolution: 'ضع الحل في المحرر',
    useStarter: 'ابدأ من جديد بشيفرة المهمة',
  },
  project: {
    name: 'اسم المشروع',
    defaultName: 'صفحتي',
    submit: 'أرسل إلى معلمي',
    sent: 'أُرسل! سينظر فيه معلمك. إن كان الإنترنت مقطوعًا فسيُرسل حين يعود.',
    needsNetwork: 'صُنعت هذه الصفحة على جهاز آخر. اتصل بالإنترنت مرة واحدة لتفتحها هنا، وبعدها تُفتح دون إنترنت أيضًا.',
    notHere: 'الصفحة ليست على هذا الجهاز بعد.',
  },
  // The child's first page in their own language: right to left, Arabic words; the code itself stays code.
  starter: {
    html: '<!DOCTYPE html>\n<html lang="ar" dir="rtl">\n  <head>\n    <title>صفحتي</title>\n  </head>\n  <body>\n    <h1>مرحبًا!</h1>\n    <p>هذه صفحتي.</p>\n    <button id="hello">اضغط هنا</button>\n  </body>\n</html>\n',
    css: en.starter.css,
    js: 'document.getElementById("hello").addEventListener("click", function () {\n  console.log("لقد ضغطت الزر!");\n});\n',
  },
};

let registered = false;

/** Adds the 'web' namespace to i18next (once); the web screens call it when their chunk loads. */
export function registerWebStrings(): void {
  if (registered) return;
  i18next.addResourceBundle('en', 'web', en, true, false);
  i18next.addResourceBundle('ar', 'web', ar, true, false);
  registered = true;
}

import type { Widen } from '../i18n/widen';
/**
 * Strings of the sync status, the needs-attention list and the sign-out warning (namespace 'sync').
 * Loaded by i18n/index.ts under the namespace 'sync'.
 * `<n>` marks the number that browser tests read (data-testid="sync-pending-count").
 */
export const en = {
  region: 'Saving your work',
  state: {
    online: 'Online',
    offline: 'Offline',
    syncing: 'Sending…',
    paused: 'Not sending',
  },
  waiting_one: '<n>{{count}}</n> change waiting',
  waiting_other: '<n>{{count}}</n> changes waiting',
  savedAt: 'Saved on the server at {{time}}',
  allSaved: 'All your work is saved',
  offlineHint: 'Your work is kept on this device and sent when the internet is back.',
  paused: 'Sign in again to send your work.',
  signInAgain: 'Sign in again',
  quota: 'This device is full, so new work cannot be saved. Please ask your teacher for help.',
  storageLow: 'This device is almost full.',
  attention: {
    button_one: '{{count}} needs your help',
    button_other: '{{count}} need your help',
    title: 'Changes that need your help',
    intro: 'The server could not take these changes. Read why, then try again or remove them.',
    empty: 'Nothing needs your help. Well done!',
    madeAt: 'Made {{time}}',
    reason: 'Why:',
    tryAgain: 'Try again',
    remove: 'Remove',
    removeConfirm: 'Remove this change? It will not be sent to the server.',
    removeYes: 'Yes, remove it',
    removeNo: 'Keep it',
    close: 'Close',
    generic: 'A change you made',
    failed: 'That did not work. Please try again.',
  },
  calls: {
    POST_change_language: 'Change the language',
  },
  logout: {
    title: 'Your work is still on this device',
    body: 'Your work is saved on this device and will be sent next time you sign in.',
    pending_one: '{{count}} change is not on the server yet.',
    pending_other: '{{count}} changes are not on the server yet.',
    attention_one: '{{count}} change needs your help.',
    attention_other: '{{count}} changes need your help.',
    stay: 'Stay signed in',
    leave: 'Sign out anyway',
  },
  device: {
    waiting_one: '{{count}} change of {{name}} is waiting on this device.',
    waiting_other: '{{count}} changes of {{name}} are waiting on this device.',
    hint: 'Sign in as {{name}} to send them.',
  },
  update: {
    waiting: 'Sending your work first…',
  },
};

/** Arabic has six plural forms (zero, one, two, few, many, other); i18next picks them with Intl.PluralRules. */
type ArabicPlurals = {
  waiting_zero: string;
  waiting_two: string;
  waiting_few: string;
  waiting_many: string;
};

export const ar: Widen<typeof en> & ArabicPlurals & Record<string, unknown> = {
  region: 'حفظ عملك',
  state: {
    online: 'متصل',
    offline: 'غير متصل',
    syncing: 'جارٍ الإرسال…',
    paused: 'الإرسال متوقف',
  },
  waiting_zero: 'لا تغييرات بانتظار الإرسال <n>{{count}}</n>',
  waiting_one: '<n>{{count}}</n> تغيير بانتظار الإرسال',
  waiting_two: '<n>{{count}}</n> تغييران بانتظار الإرسال',
  waiting_few: '<n>{{count}}</n> تغييرات بانتظار الإرسال',
  waiting_many: '<n>{{count}}</n> تغييرًا بانتظار الإرسال',
  waiting_other: '<n>{{count}}</n> تغيير بانتظار الإرسال',
  savedAt: 'حُفظ على الخادم الساعة {{time}}',
  allSaved: 'كل عملك محفوظ',
  offlineHint: 'عملك محفوظ على هذا الجهاز، وسيُرسل عندما يعود الإنترنت.',
  paused: 'سجّل الدخول مرة أخرى لإرسال عملك.',
  signInAgain: 'سجّل الدخول مرة أخرى',
  quota: 'هذا الجهاز ممتلئ، فلا يمكن حفظ عمل جديد. اطلب المساعدة من معلمك من فضلك.',
  storageLow: 'هذا الجهاز على وشك الامتلاء.',
  attention: {
    button_zero: 'لا شيء يحتاج إلى مساعدتك',
    button_one: 'تغيير واحد يحتاج إلى مساعدتك',
    button_two: 'تغييران يحتاجان إلى مساعدتك',
    button_few: '{{count}} تغييرات تحتاج إلى مساعدتك',
    button_many: '{{count}} تغييرًا يحتاج إلى مساعدتك',
    button_other: '{{count}} تغيير يحتاج إلى مساعدتك',
    title: 'تغييرات تحتاج إلى مساعدتك',
    intro: 'لم يستطع الخادم قبول هذه التغييرات. اقرأ السبب، ثم حاول مرة أخرى أو احذفها.',
    empty: 'لا شيء يحتاج إلى مساعدتك. أحسنت!',
    madeAt: 'أُجري {{time}}',
    reason: 'السبب:',
    tryAgain: 'حاول مرة أخرى',
    remove: 'احذف',
    removeConfirm: 'هل تحذف هذا التغيير؟ لن يُرسل إلى الخادم.',
    removeYes: 'نعم، احذفه',
    removeNo: 'أبقِه',
    close: 'إغلاق',
    generic: 'تغيير أجريته',
    failed: 'لم ينجح ذلك. حاول مرة أخرى من فضلك.',
  } as Widen<typeof en.attention>,
  calls: {
    POST_change_language: 'تغيير اللغة',
  },
  logout: {
    title: 'عملك ما زال على هذا الجهاز',
    body: 'عملك محفوظ على هذا الجهاز، وسيُرسل في المرة القادمة التي تسجّل فيها الدخول.',
    pending_zero: 'لا تغييرات بانتظار الإرسال.',
    pending_one: 'تغيير واحد لم يصل إلى الخادم بعد.',
    pending_two: 'تغييران لم يصلا إلى الخادم بعد.',
    pending_few: '{{count}} تغييرات لم تصل إلى الخادم بعد.',
    pending_many: '{{count}} تغييرًا لم يصل إلى الخادم بعد.',
    pending_other: '{{count}} تغيير لم يصل إلى الخادم بعد.',
    attention_zero: 'لا تغييرات تحتاج إلى مساعدتك.',
    attention_one: 'تغيير واحد يحتاج إلى مساعدتك.',
    attention_two: 'تغييران يحتاجان إلى مساعدتك.',
    attention_few: '{{count}} تغييرات تحتاج إلى مساعدتك.',
    attention_many: '{{count}} تغييرًا يحتاج إلى مساعدتك.',
    attention_other: '{{count}} تغيير يحتاج إلى مساعدتك.',
    stay: 'ابقَ مسجّلًا',
    leave: 'سجّل الخروج على أي حال',
  } as Widen<typeof en.logout>,
  device: {
    waiting_zero: 'لا تغييرات لـ {{name}} على هذا الجهاز.',
    waiting_one: 'تغيير واحد لـ {{name}} ينتظر على هذا الجهاز.',
    waiting_two: 'تغييران لـ {{name}} ينتظران على هذا الجهاز.',
    waiting_few: '{{count}} تغييرات لـ {{name}} تنتظر على هذا الجهاز.',
    waiting_many: '{{count}} تغييرًا لـ {{name}} ينتظر على هذا الجهاز.',
    waiting_other: '{{count}} تغيير لـ {{name}} ينتظر على هذا الجهاز.',
    hint: 'سجّل الدخول باسم {{name}} لإرسالها.',
  } as Widen<typeof en.device>,
  update: {
    waiting: 'نرسل عملك أولًا…',
  },
};

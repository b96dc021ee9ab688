import type { Widen } from '../../i18n/widen';

/** Strings of the welcome pages (namespace 'welcome'). Arabic plurals: zero, one, two, few, many, other. */
export const en = {
  money: '${{amount}}',
  start: {
    title: 'Start learning',
    lead: 'Codeyard is for children from {{min}} to {{max}}. Here is the first step for you.',
    freeLessons_one: '{{n}} free lesson',
    freeLessons_other: '{{n}} free lessons',
    paths: {
      school: {
        title: 'A child at school',
        steps: {
          card: 'Your teacher gives you a username and a password, or a card with your picture.',
          signIn: 'Sign in on the school laptop or Chromebook.',
          map: 'Open your course map and play the first stone.',
          offline: 'No internet? Keep going: your work is saved and sent later.',
        },
        go: 'Sign in',
      },
      home: {
        title: 'A child at home',
        steps: {
          join: 'Make your own account (you need to be {{min}} or older).',
          free: 'Learn with {{free}} before you need a plan.',
          parent: 'Ask a parent to join: they can choose a plan for you.',
        },
        go: 'Make my account',
      },
      parent: {
        title: 'A parent',
        steps: {
          join: 'Make a parent account.',
          children: 'Add your children, or link the accounts they already have.',
          plan: 'Choose courses and a plan, and follow their progress.',
        },
        go: 'Join as a parent',
      },
      teacher: {
        title: 'A teacher or a school',
        steps: {
          school: 'Your school joins Codeyard, and you get a teacher account.',
          classes: 'Make classrooms and print sign-in cards for your students.',
          review: 'Open lessons when the class is ready and review what they make.',
        },
        go: 'Codeyard for schools',
      },
    },
    whichTitle: 'Which course first?',
    which: {
      young: 'Ages 6 and 7: My First Computer, then Keyboard and Paint.',
      middle: 'Ages 7 to 12: SmoothY Starter, then the other SmoothY courses one after another.',
      older: 'Ages 10 and up: Web Design with HTML; from 11, Python Basics.',
    },
    seeCourses: 'See every course',
  },
  business: {
    title: 'Codeyard for schools',
    lead: 'A coding school inside your school: lessons, games and projects for every class, and a teacher who sees everything, even when the internet is down.',
    demo: 'Book a demo',
    register: 'Register your school',
    ask: 'Ask us a question',
    points: {
      offline: {
        title: 'Works offline',
        body: 'Lessons, games and editors keep working without the internet. Work is saved on the laptop and sent once, when the connection is back.',
      },
      classrooms: {
        title: 'Classrooms in minutes',
        body: 'Import a class list from a spreadsheet, set the lesson times, and print sign-in cards.',
      },
      young: {
        title: 'For the youngest too',
        body: 'Children who cannot read a password yet sign in with their picture.',
      },
      review: {
        title: 'Review their work',
        body: 'Teachers open lessons when the class is ready, run the projects children send and give points.',
      },
      reports: {
        title: 'Reports you can share',
        body: 'Progress by class and by child, as charts and as spreadsheets, sent to parents when you choose.',
      },
      safe: {
        title: 'Safe for children',
        body: 'No advertising, no selling of data; children only see what their school allows.',
      },
    },
    runsTitle: 'How it runs at your school',
    runs: {
      one: 'One school: a single small server with its database inside it, on your own network.',
      many: 'A district or a country: several servers over one shared database.',
      devices: 'On the laptops and Chromebooks you already have: it installs from the browser.',
    },
    beginTitle: 'See it with your own classes',
    beginBody: 'We show Codeyard to your teachers, and your classes try it for free.',
  },
  perks: {
    title: 'Perks',
    lead: 'Scholarships for families who need them, and training for the teachers who use Codeyard.',
    scholarshipTitle: 'Scholarships',
    percent: '{{percent}}% off every course',
    example: 'A course of {{before}} a month costs {{after}} with a scholarship.',
    scholarship: {
      who: 'For children whose family cannot pay the full price.',
      how: 'A parent writes to us; we answer within a week.',
      keep: 'The scholarship price stays for as long as the plan is renewed.',
    },
    apply: 'Apply for a scholarship',
    trainingTitle: 'Training for teachers',
    trainingLead: 'Free sessions for the teachers of a school that uses Codeyard, at the school or online.',
    training: {
      start: 'Getting started: classrooms, sign-in cards, opening lessons.',
      classes: 'Teaching SmoothY, web pages and Python to a whole class.',
      review: 'Reviewing projects and reading the reports.',
    },
    askTraining: 'Ask for a training session',
  },
  newYear: {
    badge: 'Happy New Year!',
    title: 'The new-year sale',
    lead: 'Start the year by making something: every course plan costs {{percent}}% less.',
    plans: 'Choose a plan',
    courses: 'See the courses',
    howTitle: 'How the sale works',
    example: 'A course of {{before}} a month costs {{after}}.',
    how: {
      every: 'It counts for every course and every child of your purchase.',
      cap: 'With other discounts together, a purchase never saves more than {{cap}}%.',
      assisted: 'Assisted learning keeps its own price.',
    },
  },
};

export const ar: Widen<typeof en> = {
  money: '{{amount}} دولار',
  start: {
    title: 'ابدأ التعلّم',
    lead: 'كوديارد للأطفال من {{min}} إلى {{max}} سنة. هذه خطوتك الأولى.',
    freeLessons_zero: 'دروس مجانية',
    freeLessons_one: 'درس مجاني واحد',
    freeLessons_two: 'درسين مجانيين',
    freeLessons_few: '{{n}} دروس مجانية',
    freeLessons_many: '{{n}} درسًا مجانيًا',
    freeLessons_other: '{{n}} درس مجاني',
    paths: {
      school: {
        title: 'طفل في المدرسة',
        steps: {
          card: 'يعطيك معلّمك اسم مستخدم وكلمة مرور، أو بطاقة عليها صورتك.',
          signIn: 'سجّل الدخول على حاسوب المدرسة.',
          map: 'افتح خريطة دورتك والعب المحطة الأولى.',
          offline: 'لا يوجد إنترنت؟ تابع: عملك محفوظ ويُرسَل لاحقًا.',
        },
        go: 'تسجيل الدخول',
      },
      home: {
        title: 'طفل في البيت',
        steps: {
          join: 'أنشئ حسابك بنفسك (إذا كان عمرك {{min}} سنوات أو أكثر).',
          free: 'تعلّم مع {{free}} قبل أن تحتاج إلى خطة.',
          parent: 'اطلب من أحد والديك أن ينضم: يمكنه أن يختار لك خطة.',
        },
        go: 'أنشئ حسابي',
      },
      parent: {
        title: 'وليّ أمر',
        steps: {
          join: 'أنشئ حساب وليّ أمر.',
          children: 'أضف أطفالك، أو اربط حساباتهم الموجودة.',
          plan: 'اختر الدورات والخطة، وتابع تقدّمهم.',
        },
        go: 'انضم كوليّ أمر',
      },
      teacher: {
        title: 'معلّم أو مدرسة',
        steps: {
          school: 'تنضم مدرستك إلى كوديارد، وتحصل على حساب معلّم.',
          classes: 'أنشئ الصفوف واطبع بطاقات الدخول لطلابك.',
          review: 'افتح الدروس حين يكون الصف جاهزًا وراجع ما يصنعه الطلاب.',
        },
        go: 'كوديارد للمدارس',
      },
    },
    whichTitle: 'بأي دورة أبدأ؟',
    which: {
      young: 'من 6 إلى 7 سنوات: حاسوبي الأول، ثم لوحة المفاتيح والرسم.',
      middle: 'من 7 إلى 12 سنة: بداية سموذي، ثم دورات سموذي الأخرى واحدة بعد الأخرى.',
      older: 'من 10 سنوات فما فوق: تصميم المواقع بلغة HTML؛ ومن 11 سنة: أساسيات بايثون.',
    },
    seeCourses: 'شاهد كل الدورات',
  },
  business: {
    title: 'كوديارد للمدارس',
    lead: 'مدرسة برمجة داخل مدرستك: دروس وألعاب ومشاريع لكل صف، ومعلّم يرى كل شيء، حتى حين ينقطع الإنترنت.',
    demo: 'احجز عرضًا تجريبيًا',
    register: 'سجّل مدرستك',
    ask: 'اسألنا',
    points: {
      offline: {
        title: 'يعمل دون إنترنت',
        body: 'تبقى الدروس والألعاب والمحرّرات تعمل دون إنترنت. يُحفَظ العمل على الحاسوب ويُرسَل مرة واحدة حين يعود الاتصال.',
      },
      classrooms: {
        title: 'صفوف في دقائق',
        body: 'استورد قائمة الصف من جدول بيانات، وحدّد أوقات الدروس، واطبع بطاقات الدخول.',
      },
      young: {
        title: 'للصغار أيضًا',
        body: 'الأطفال الذين لا يقرؤون كلمة المرور بعد يدخلون بصورتهم.',
      },
      review: {
        title: 'راجع أعمالهم',
        body: 'يفتح المعلّمون الدروس حين يكون الصف جاهزًا، ويشغّلون المشاريع التي يرسلها الأطفال ويمنحون النقاط.',
      },
      reports: {
        title: 'تقارير يمكنك مشاركتها',
        body: 'التقدّم لكل صف ولكل طفل، رسومًا بيانية وجداول بيانات، تُرسَل إلى الأهل حين تختار.',
      },
      safe: {
        title: 'آمن للأطفال',
        body: 'لا إعلانات ولا بيع للبيانات؛ ولا يرى الأطفال إلا ما تسمح به مدرستهم.',
      },
    },
    runsTitle: 'كيف يعمل في مدرستك',
    runs: {
      one: 'مدرسة واحدة: خادم صغير واحد وقاعدة بياناته بداخله، على شبكتكم.',
      many: 'منطقة تعليمية أو بلد: عدة خوادم فوق قاعدة بيانات مشتركة واحدة.',
      devices: 'على الحواسيب التي لديكم: يُثبَّت من المتصفح.',
    },
    beginTitle: 'شاهده مع صفوفك',
    beginBody: 'نعرض كوديارد على معلّميك، وتجرّبه صفوفك مجانًا.',
  },
  perks: {
    title: 'المزايا',
    lead: 'منح دراسية للأسر التي تحتاجها، وتدريب للمعلّمين الذين يستخدمون كوديارد.',
    scholarshipTitle: 'المنح الدراسية',
    percent: 'خصم {{percent}}٪ على كل دورة',
    example: 'دورة سعرها {{before}} في الشهر تصبح {{after}} مع المنحة.',
    scholarship: {
      who: 'للأطفال الذين لا تستطيع أسرهم دفع السعر كاملًا.',
      how: 'يكتب إلينا وليّ الأمر، ونجيب خلال أسبوع.',
      keep: 'يبقى سعر المنحة ما دامت الخطة تُجدَّد.',
    },
    apply: 'اطلب منحة دراسية',
    trainingTitle: 'تدريب المعلّمين',
    trainingLead: 'جلسات مجانية لمعلّمي المدارس التي تستخدم كوديارد، في المدرسة أو عبر الإنترنت.',
    training: {
      start: 'البداية: الصفوف وبطاقات الدخول وفتح الدروس.',
      classes: 'تعليم سموذي وصفحات الويب وبايثون لصف كامل.',
      review: 'مراجعة المشاريع وقراءة التقارير.',
    },
    askTraining: 'اطلب جلسة تدريب',
  },
  newYear: {
    badge: 'سنة سعيدة!',
    title: 'تخفيضات السنة الجديدة',
    lead: 'ابدأ السنة بصنع شيء جديد: كل خطط الدورات أرخص بنسبة {{percent}}٪.',
    plans: 'اختر خطة',
    courses: 'شاهد الدورات',
    howTitle: 'كيف تعمل التخفيضات',
    example: 'دورة سعرها {{before}} في الشهر تصبح {{after}}.',
    how: {
      every: 'تشمل كل دورة وكل طفل في عملية الشراء.',
      cap: 'مع الخصومات الأخرى معًا، لا يتجاوز التوفير في أي عملية شراء {{cap}}٪.',
      assisted: 'يبقى للتعلّم بمساعدة معلّم سعره الخاص.',
    },
  },
};

/** Strings of the student's learning screens (namespace 'learning'). */
export const en = {
  myWorld: {
    hello: 'Hello, {{name}}!',
    lead: 'Welcome to your world. Every island is a course full of lessons, games and projects.',
    mapLabel: 'Course map',
    regions: {
      'computer-skills': 'Computer Cove',
      smoothy: 'Block Islands',
      web: 'Web Reef',
      python: 'Python Peak',
    },
    stop: 'Island {{n}}',
    empty: 'The islands are not ready yet. Please come back soon.',
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export const ar: Widen<typeof en> = {
  myWorld: {
    hello: 'مرحبًا يا {{name}}!',
    lead: 'أهلًا بك في عالمك. كل جزيرة دورة مليئة بالدروس والألعاب والمشاريع.',
    mapLabel: 'خريطة الدورات',
    regions: {
      'computer-skills': 'خليج الحاسوب',
      smoothy: 'جزر المكعبات',
      web: 'شعاب الويب',
      python: 'قمة بايثون',
    },
    stop: 'الجزيرة {{n}}',
    empty: 'الجزر ليست جاهزة بعد. عُد قريبًا من فضلك.',
  },
};

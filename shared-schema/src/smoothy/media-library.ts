/**
 * The SmoothY starter media library: images (costumes for Robo, backgrounds for the stage) and sounds,
 * made for this product by scripts/make-media.mjs (drawn as SVG, synthesised as WAV) — GENERATED, do not
 * edit by hand: change the script and run `node scripts/make-media.mjs`.
 * The files are static (client/public/media/…, precached for offline use); this list is what the
 * /get-image-categories … calls page through and what the editor's costume, background and sound blocks offer.
 * Ids are "<category>/<name>"; names are en and ar.
 */
export interface MediaName {
  en: string;
  ar: string;
}
export interface MediaItem {
  id: string;
  name: MediaName;
  url: string;
  duration_ms?: number;
}
export interface MediaCategory {
  id: string;
  name: MediaName;
  kind?: 'costume' | 'background';
  items: MediaItem[];
}
export interface MediaLibrary {
  images: MediaCategory[];
  sounds: MediaCategory[];
}

export const MEDIA_LIBRARY: MediaLibrary = {
  images: [
    {
      id: 'animals',
      name: {
        en: 'Animals',
        ar: 'حيوانات',
      },
      kind: 'costume',
      items: [
        {
          id: 'animals/cat',
          name: {
            en: 'Cat',
            ar: 'قطة',
          },
          url: '/media/images/animals/cat.svg',
        },
        {
          id: 'animals/dog',
          name: {
            en: 'Dog',
            ar: 'كلب',
          },
          url: '/media/images/animals/dog.svg',
        },
        {
          id: 'animals/fish',
          name: {
            en: 'Fish',
            ar: 'سمكة',
          },
          url: '/media/images/animals/fish.svg',
        },
        {
          id: 'animals/bird',
          name: {
            en: 'Bird',
            ar: 'عصفور',
          },
          url: '/media/images/animals/bird.svg',
        },
        {
          id: 'animals/frog',
          name: {
            en: 'Frog',
            ar: 'ضفدع',
          },
          url: '/media/images/animals/frog.svg',
        },
        {
          id: 'animals/turtle',
          name: {
            en: 'Turtle',
            ar: 'سلحفاة',
          },
          url: '/media/images/animals/turtle.svg',
        },
      ],
    },
    {
      id: 'space',
      name: {
        en: 'Space',
        ar: 'الفضاء',
      },
      kind: 'costume',
      items: [
        {
          id: 'space/rocket',
          name: {
            en: 'Rocket',
            ar: 'صاروخ',
          },
          url: '/media/images/space/rocket.svg',
        },
        {
          id: 'space/planet',
          name: {
            en: 'Planet',
            ar: 'كوكب',
          },
          url: '/media/images/space/planet.svg',
        },
        {
          id: 'space/alien',
          name: {
            en: 'Alien',
            ar: 'كائن فضائي',
          },
          url: '/media/images/space/alien.svg',
        },
        {
          id: 'space/star',
          name: {
            en: 'Star',
            ar: 'نجمة',
          },
          url: '/media/images/space/star.svg',
        },
        {
          id: 'space/moon',
          name: {
            en: 'Moon',
            ar: 'قمر',
          },
          url: '/media/images/space/moon.svg',
        },
        {
          id: 'space/ufo',
          name: {
            en: 'Flying saucer',
            ar: 'صحن طائر',
          },
          url: '/media/images/space/ufo.svg',
        },
      ],
    },
    {
      id: 'food',
      name: {
        en: 'Food',
        ar: 'طعام',
      },
      kind: 'costume',
      items: [
        {
          id: 'food/apple',
          name: {
            en: 'Apple',
            ar: 'تفاحة',
          },
          url: '/media/images/food/apple.svg',
        },
        {
          id: 'food/pizza',
          name: {
            en: 'Pizza',
            ar: 'بيتزا',
          },
          url: '/media/images/food/pizza.svg',
        },
        {
          id: 'food/banana',
          name: {
            en: 'Banana',
            ar: 'موزة',
          },
          url: '/media/images/food/banana.svg',
        },
        {
          id: 'food/cake',
          name: {
            en: 'Cake',
            ar: 'كعكة',
          },
          url: '/media/images/food/cake.svg',
        },
        {
          id: 'food/ice-cream',
          name: {
            en: 'Ice cream',
            ar: 'بوظة',
          },
          url: '/media/images/food/ice-cream.svg',
        },
        {
          id: 'food/carrot',
          name: {
            en: 'Carrot',
            ar: 'جزرة',
          },
          url: '/media/images/food/carrot.svg',
        },
      ],
    },
    {
      id: 'sports',
      name: {
        en: 'Sports',
        ar: 'رياضة',
      },
      kind: 'costume',
      items: [
        {
          id: 'sports/football',
          name: {
            en: 'Football',
            ar: 'كرة قدم',
          },
          url: '/media/images/sports/football.svg',
        },
        {
          id: 'sports/basketball',
          name: {
            en: 'Basketball',
            ar: 'كرة سلة',
          },
          url: '/media/images/sports/basketball.svg',
        },
        {
          id: 'sports/tennis-ball',
          name: {
            en: 'Tennis ball',
            ar: 'كرة تنس',
          },
          url: '/media/images/sports/tennis-ball.svg',
        },
        {
          id: 'sports/trophy',
          name: {
            en: 'Trophy',
            ar: 'كأس',
          },
          url: '/media/images/sports/trophy.svg',
        },
        {
          id: 'sports/medal',
          name: {
            en: 'Medal',
            ar: 'ميدالية',
          },
          url: '/media/images/sports/medal.svg',
        },
        {
          id: 'sports/kite',
          name: {
            en: 'Kite',
            ar: 'طائرة ورقية',
          },
          url: '/media/images/sports/kite.svg',
        },
      ],
    },
    {
      id: 'shapes',
      name: {
        en: 'Shapes',
        ar: 'أشكال',
      },
      kind: 'costume',
      items: [
        {
          id: 'shapes/circle',
          name: {
            en: 'Circle',
            ar: 'دائرة',
          },
          url: '/media/images/shapes/circle.svg',
        },
        {
          id: 'shapes/square',
          name: {
            en: 'Square',
            ar: 'مربع',
          },
          url: '/media/images/shapes/square.svg',
        },
        {
          id: 'shapes/triangle',
          name: {
            en: 'Triangle',
            ar: 'مثلث',
          },
          url: '/media/images/shapes/triangle.svg',
        },
        {
          id: 'shapes/heart',
          name: {
            en: 'Heart',
            ar: 'قلب',
          },
          url: '/media/images/shapes/heart.svg',
        },
        {
          id: 'shapes/diamond',
          name: {
            en: 'Diamond',
            ar: 'معين',
          },
          url: '/media/images/shapes/diamond.svg',
        },
        {
          id: 'shapes/hexagon',
          name: {
            en: 'Hexagon',
            ar: 'سداسي',
          },
          url: '/media/images/shapes/hexagon.svg',
        },
      ],
    },
    {
      id: 'backgrounds',
      name: {
        en: 'Backgrounds',
        ar: 'خلفيات',
      },
      kind: 'background',
      items: [
        {
          id: 'backgrounds/meadow',
          name: {
            en: 'Meadow',
            ar: 'مرج',
          },
          url: '/media/images/backgrounds/meadow.svg',
        },
        {
          id: 'backgrounds/sea',
          name: {
            en: 'Under the sea',
            ar: 'تحت البحر',
          },
          url: '/media/images/backgrounds/sea.svg',
        },
        {
          id: 'backgrounds/night-sky',
          name: {
            en: 'Night sky',
            ar: 'سماء الليل',
          },
          url: '/media/images/backgrounds/night-sky.svg',
        },
        {
          id: 'backgrounds/desert',
          name: {
            en: 'Desert',
            ar: 'صحراء',
          },
          url: '/media/images/backgrounds/desert.svg',
        },
        {
          id: 'backgrounds/city',
          name: {
            en: 'City',
            ar: 'مدينة',
          },
          url: '/media/images/backgrounds/city.svg',
        },
        {
          id: 'backgrounds/snow',
          name: {
            en: 'Snowy hills',
            ar: 'تلال ثلجية',
          },
          url: '/media/images/backgrounds/snow.svg',
        },
      ],
    },
  ],
  sounds: [
    {
      id: 'effects',
      name: {
        en: 'Effects',
        ar: 'مؤثرات',
      },
      items: [
        {
          id: 'effects/pop',
          name: {
            en: 'Pop',
            ar: 'فرقعة',
          },
          url: '/media/sounds/effects/pop.wav',
          duration_ms: 120,
        },
        {
          id: 'effects/boing',
          name: {
            en: 'Boing',
            ar: 'بوينغ',
          },
          url: '/media/sounds/effects/boing.wav',
          duration_ms: 600,
        },
        {
          id: 'effects/whoosh',
          name: {
            en: 'Whoosh',
            ar: 'ووش',
          },
          url: '/media/sounds/effects/whoosh.wav',
          duration_ms: 500,
        },
        {
          id: 'effects/laser',
          name: {
            en: 'Laser',
            ar: 'ليزر',
          },
          url: '/media/sounds/effects/laser.wav',
          duration_ms: 300,
        },
        {
          id: 'effects/coin',
          name: {
            en: 'Coin',
            ar: 'عملة',
          },
          url: '/media/sounds/effects/coin.wav',
          duration_ms: 380,
        },
        {
          id: 'effects/splash',
          name: {
            en: 'Splash',
            ar: 'رشة ماء',
          },
          url: '/media/sounds/effects/splash.wav',
          duration_ms: 600,
        },
      ],
    },
    {
      id: 'music',
      name: {
        en: 'Music',
        ar: 'موسيقى',
      },
      items: [
        {
          id: 'music/jingle-up',
          name: {
            en: 'Happy jingle',
            ar: 'لحن سعيد',
          },
          url: '/media/sounds/music/jingle-up.wav',
          duration_ms: 560,
        },
        {
          id: 'music/jingle-down',
          name: {
            en: 'Sad jingle',
            ar: 'لحن حزين',
          },
          url: '/media/sounds/music/jingle-down.wav',
          duration_ms: 720,
        },
        {
          id: 'music/fanfare',
          name: {
            en: 'Fanfare',
            ar: 'نفير',
          },
          url: '/media/sounds/music/fanfare.wav',
          duration_ms: 690,
        },
        {
          id: 'music/drum',
          name: {
            en: 'Drum',
            ar: 'طبل',
          },
          url: '/media/sounds/music/drum.wav',
          duration_ms: 350,
        },
        {
          id: 'music/bell',
          name: {
            en: 'Bell',
            ar: 'جرس',
          },
          url: '/media/sounds/music/bell.wav',
          duration_ms: 900,
        },
        {
          id: 'music/ta-da',
          name: {
            en: 'Ta-da!',
            ar: 'تا-دا!',
          },
          url: '/media/sounds/music/ta-da.wav',
          duration_ms: 600,
        },
      ],
    },
    {
      id: 'notes',
      name: {
        en: 'Notes',
        ar: 'نغمات',
      },
      items: [
        {
          id: 'notes/note-do',
          name: {
            en: 'Do',
            ar: 'دو',
          },
          url: '/media/sounds/notes/note-do.wav',
          duration_ms: 500,
        },
        {
          id: 'notes/note-re',
          name: {
            en: 'Re',
            ar: 'ري',
          },
          url: '/media/sounds/notes/note-re.wav',
          duration_ms: 500,
        },
        {
          id: 'notes/note-mi',
          name: {
            en: 'Mi',
            ar: 'مي',
          },
          url: '/media/sounds/notes/note-mi.wav',
          duration_ms: 500,
        },
        {
          id: 'notes/note-fa',
          name: {
            en: 'Fa',
            ar: 'فا',
          },
          url: '/media/sounds/notes/note-fa.wav',
          duration_ms: 500,
        },
        {
          id: 'notes/note-sol',
          name: {
            en: 'Sol',
            ar: 'صول',
          },
          url: '/media/sounds/notes/note-sol.wav',
          duration_ms: 500,
        },
        {
          id: 'notes/note-la',
          name: {
            en: 'La',
            ar: 'لا',
          },
          url: '/media/sounds/notes/note-la.wav',
          duration_ms: 500,
        },
      ],
    },
  ],
};

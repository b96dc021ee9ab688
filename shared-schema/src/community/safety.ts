import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';

/**
 * The community's safety filter (issue 16): every text a child publishes (a post, a comment) is checked
 * on the device before it is queued and again on the server. It refuses profanity (English through the
 * obscenity library, Arabic through our own list with its spelling variants) and personal information
 * (emails, phone numbers in Latin or Arabic-Indic digits, links, street addresses, full names), and says
 * kindly what to change: a locale key of `community.safety` with the part to take out.
 */

export type SafetyProblem = 'profanity' | 'email' | 'phone' | 'link' | 'address' | 'fullName';

export interface SafetyIssue {
  problem: SafetyProblem;
  /** The locale key of the kind message (community.safety.<problem>). */
  key: `community.safety.${SafetyProblem}`;
  /** The words to change, as the child wrote them. */
  found: string;
}

export interface SafetyOptions {
  /**
   * Full names the text must not carry ("Sara Haddad"): the author's own and, on the server, those of the
   * children the author may know. Matched as first and last name together, whatever their case.
   */
  fullNames?: readonly { first: string; last: string }[];
}

/** Built on first use: building it costs a slow phone tens of milliseconds that no first screen needs. */
let englishMatcher: RegExpMatcher | undefined;
function english(): RegExpMatcher {
  return (englishMatcher ??= new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers }));
}

/**
 * Arabic words a children's community never shows, written in their plain form (no diacritics, alef and
 * yeh unified: see normaliseArabic). Matched as whole words, also with a leading "و", "ف", "ب", "ال" or
 * "يا". Words that are also ordinary (كلب "dog", حمار "donkey") are left out on purpose: a child who
 * writes about their pet must not be refused.
 */
export const ARABIC_PROFANITY: readonly string[] = [
  'كس',
  'كسمك',
  'كسختك',
  'كسامك',
  'زب',
  'زبي',
  'طيز',
  'طيزك',
  'نيك',
  'نيكك',
  'انيكك',
  'منيوك',
  'منيوكه',
  'متناك',
  'متناكه',
  'شرموط',
  'شرموطه',
  'شراميط',
  'عاهر',
  'عاهره',
  'قحبه',
  'قحاب',
  'خول',
  'لوطي',
  'ديوث',
  'معرص',
  'عرص',
  'زاني',
  'زانيه',
  'ابن الحرام',
  'ابن الكلب',
  'بنت الكلب',
  'يلعن',
  'يلعنك',
  'الله يلعنك',
  'تفو',
  'حقير',
  'وسخ',
  'حيوانه',
];

const ARABIC_PREFIXES = ['وال', 'بال', 'فال', 'يا', 'ال', 'و', 'ف', 'ب'];

/** Arabic as the list is written: no diacritics or tatweel, one alef, one yeh, teh marbuta as heh. */
export function normaliseArabic(text: string): string {
  return text
    .replace(/[\u064B-\u065F\u0670\u06D6-\u06ED]/g, '')
    .replace(/\u0640/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/ة/g, 'ه');
}

/** Latin digits for Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) ones. */
export function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10));
}

const ARABIC_WORD = /[\u0621-\u064A\u0660-\u0669\u066E-\u06D3\u06FA-\u06FF]+/g;
const arabicList = new Set(ARABIC_PROFANITY.filter((w) => !w.includes(' ')).map(normaliseArabic));
const arabicPhrases = ARABIC_PROFANITY.filter((w) => w.includes(' ')).map(normaliseArabic);

function arabicProfanity(text: string): string | undefined {
  const plain = normaliseArabic(text);
  for (const phrase of arabicPhrases) {
    const at = ` ${plain.replace(/\s+/g, ' ')} `.indexOf(` ${phrase} `);
    if (at >= 0) return phrase;
  }
  for (const match of text.matchAll(ARABIC_WORD)) {
    const word = normaliseArabic(match[0]);
    // The word itself, or without one or two attached particles ("وياشرموطه").
    const forms = [word];
    for (const form of forms)
      for (const prefix of ARABIC_PREFIXES)
        if (form.startsWith(prefix) && forms.length < 12) forms.push(form.slice(prefix.length));
    if (forms.some((form) => arabicList.has(form))) return match[0];
  }
  return undefined;
}

function englishProfanity(text: string): string | undefined {
  const [match] = english().getAllMatches(text, true);
  return match ? text.slice(match.startIndex, match.endIndex + 1) : undefined;
}

const EMAIL = /[\p{L}\p{N}._%+-]+(?:@|\s*\(at\)\s*|\s+at\s+)[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[a-z]{2,}/iu;
/** Seven digits or more, alone or in groups split by spaces, dots, dashes or brackets, maybe after a +. */
const PHONE = /(?:\+|00)?\(?\d(?:[\s.\-()/]{0,2}\d){6,}/;
const LINK_TLDS =
  'com|net|org|io|me|co|ly|gg|tv|info|biz|app|dev|xyz|ru|uk|us|sa|jo|ae|eg|kw|qa|bh|om|ma|tn|dz|iq|lb|sy|ps|link|site|online|live|page|fun|club|store|shop|tk|cc|ws|be|to|gl|gd';
const LINK = new RegExp(
  String.raw`(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:${LINK_TLDS})\b(?:\/\S*)?`,
  'i',
);
const ADDRESS_EN = new RegExp(
  [
    String.raw`\b\d+[a-z]?\s+(?:[a-z]+\s+){0,3}(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|boulevard|blvd|way|court|ct|place|pl)\b\.?`,
    String.raw`\b(?:my|our)\s+(?:home\s+)?address\b`,
    String.raw`\bi\s+live\s+(?:at|on)\s+\S+`,
    String.raw`\b(?:building|apartment|apt|flat|house|p\.?\s?o\.?\s?box)\s*(?:no\.?|number|#)?\s*\d+`,
  ].join('|'),
  'i',
);
const ADDRESS_AR = new RegExp(
  [
    String.raw`(?:شارع|حي|عماره|بنايه|شقه|طريق|ص\.?\s?ب)\s*(?:رقم\s*)?\d+`,
    String.raw`\d+\s*(?:شارع|طريق)`,
    String.raw`عنوان(?:ي|نا|\s+بيتي|\s+بيتنا)`,
    String.raw`(?:اسكن|نسكن|ساكن|بيتي|بيتنا)\s+(?:في|فى|ب)\s*(?:شارع|حي|عماره|بنايه)`,
  ].join('|'),
);
/** "My name is Sara Haddad": two capitalised words ("my name is Sara and…" is a first name only). */
const NAME_EN = /\b[Mm]y\s+(?:(?:full|real)\s+)?name\s+is\s+[A-Z][A-Za-z'-]+\s+[A-Z][A-Za-z'-]+/;
const NAME_AR = /(?:اسمي|إسمي|اسمى)\s+(?:الكامل\s+)?(?:هو\s+)?[\u0621-\u064A]+\s+[\u0621-\u064A]+/;

const foldCase = (text: string) => normaliseArabic(text).toLocaleLowerCase('en');

function fullName(text: string, names: SafetyOptions['fullNames']): string | undefined {
  const direct = text.match(NAME_EN) ?? normaliseArabic(text).match(NAME_AR);
  if (direct) return direct[0];
  const folded = ` ${foldCase(text).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  for (const { first, last } of names ?? []) {
    if (!first.trim() || !last.trim()) continue;
    const name = `${foldCase(first.trim())} ${foldCase(last.trim())}`.replace(/[^\p{L}\p{N}]+/gu, ' ');
    if (folded.includes(` ${name} `)) return `${first.trim()} ${last.trim()}`;
  }
  return undefined;
}

const issue = (problem: SafetyProblem, found: string): SafetyIssue => ({
  problem,
  key: `community.safety.${problem}`,
  found: found.trim(),
});

/**
 * What a text must change before it is published, first problem first (an empty list: it may go). The
 * order is the order of the kind messages: profanity, then emails before links (an email has a domain),
 * links before phone numbers (a link may have digits), then addresses and full names.
 */
export function checkSafety(text: string, options: SafetyOptions = {}): SafetyIssue[] {
  const issues: SafetyIssue[] = [];
  const bad = englishProfanity(text) ?? arabicProfanity(text);
  if (bad) issues.push(issue('profanity', bad));
  // Latin digits keep every index: what was found is cut from the child's own text.
  let rest = latinDigits(text);
  const take = (problem: SafetyProblem, pattern: RegExp) => {
    const match = pattern.exec(rest);
    if (!match) return;
    issues.push(issue(problem, text.slice(match.index, match.index + match[0].length)));
    rest = rest.slice(0, match.index) + ' '.repeat(match[0].length) + rest.slice(match.index + match[0].length);
  };
  take('email', EMAIL);
  take('link', LINK);
  take('phone', PHONE);
  const address = rest.match(ADDRESS_EN) ?? normaliseArabic(rest).match(ADDRESS_AR);
  if (address) issues.push(issue('address', address[0]));
  const name = fullName(text, options.fullNames);
  if (name) issues.push(issue('fullName', name));
  return issues;
}

/** The issues as field issues of one field (the contract's `check`, the client's form). */
export function safetyFieldIssues(field: string, text: string | undefined, options: SafetyOptions = {}) {
  if (text === undefined) return {};
  const issues = checkSafety(text, options);
  return issues.length ? { [field]: issues.map((i) => ({ key: i.key, vars: { found: i.found } })) } : {};
}

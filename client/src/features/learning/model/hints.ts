import type { Language, Question } from '@codeyard/shared-schema';

/**
 * What a hint shows for a question: a nudge, not the whole answer where one exists. Choice questions lose
 * half of their wrong options; a typed word shows its first letter and length; ordering shows the first
 * card; matching shows one pair; true/false (where any nudge is the answer) reads the explanation.
 */
export type Hint =
  | { kind: 'eliminate'; options: number[] }
  | { kind: 'firstLetter'; letter: string; length: number }
  | { kind: 'firstItem'; item: number }
  | { kind: 'onePair'; left: number }
  | { kind: 'explain'; text: string | null };

export function hintFor(question: Question, lang: Language): Hint {
  switch (question.type) {
    case 'choice': {
      const wrong = question.options.map((_, i) => i).filter((i) => i !== question.answer);
      const remove = Math.floor(wrong.length / 2);
      if (remove === 0) return { kind: 'explain', text: question.explanation?.[lang] ?? null };
      return { kind: 'eliminate', options: wrong.slice(0, remove) };
    }
    case 'truefalse':
      return { kind: 'explain', text: question.explanation?.[lang] ?? null };
    case 'fillin': {
      const word = question.accepted[lang][0] ?? question.accepted.en[0];
      const letters = Array.from(word);
      return { kind: 'firstLetter', letter: letters[0] ?? '', length: letters.length };
    }
    case 'ordering':
      return { kind: 'firstItem', item: 0 };
    case 'matching':
      return { kind: 'onePair', left: 0 };
  }
}

/** The hint's key for POST /calculate-hints-points/11: one per question of the stone. */
export const hintKeyOf = (questionId: number) => `q-${questionId}`;

import { useTranslation } from 'react-i18next';
import type { Static } from 'typebox';
import type { teacher } from '@codeyard/shared-schema';
import { formatNumber, useLang } from '../../../ui/kit/format';
import { Icon } from '../../../ui/kit/icons';
import { rate } from './time';

type Question = Static<typeof teacher.AssessedQuestion>;
type AnswerView = Static<typeof teacher.AnswerView>;

/** The mark of an answer, in words and a picture as well as colour. */
export type Mark = 'right' | 'wrong' | 'partly' | 'none';

export function markOf(q: Pick<Question, 'correct' | 'answer_rate' | 'student_answer'>): Mark {
  if (q.student_answer === null || q.correct === null) return 'none';
  if (q.correct) return 'right';
  return q.answer_rate !== null && q.answer_rate > 0 ? 'partly' : 'wrong';
}

export function MarkIcon({ mark, size = 20 }: { mark: Mark; size?: number }) {
  if (mark === 'right') return <Icon name="check" size={size} />;
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      {mark === 'wrong' && <path d="M6.5 6.5l11 11M17.5 6.5l-11 11" />}
      {mark === 'partly' && (
        <>
          <circle cx="12" cy="12" r="8.5" />
          <path d="M12 3.5v17" />
          <path d="M12 3.5a8.5 8.5 0 0 1 0 17z" fill="currentColor" />
        </>
      )}
      {mark === 'none' && <path d="M6 12h12" />}
    </svg>
  );
}

export function MarkChip({ mark, answerRate }: { mark: Mark; answerRate: number | null }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const word =
    mark === 'right'
      ? t('assessment.right')
      : mark === 'wrong'
        ? t('assessment.wrong')
        : mark === 'partly'
          ? t('assessment.partly', { rate: rate(answerRate ?? 0, lang) })
          : t('assessment.notAnswered');
  return (
    <span className={`mark-chip mark-${mark}`} data-testid="answer-mark" data-mark={mark}>
      <MarkIcon mark={mark} size={18} />
      {word}
    </span>
  );
}

/**
 * The right answer gives the cards of ordering and matching questions in their right order (value 0..n-1),
 * so the child's indices can be shown as the cards themselves. When the text does not split cleanly the
 * server's own sentence is shown instead.
 */
function orderingItems(correct: AnswerView): string[] | null {
  const items = correct.text.split(' → ');
  return Array.isArray(correct.value) && items.length === correct.value.length ? items : null;
}

function matchingPairs(correct: AnswerView): { left: string; right: string }[] | null {
  const parts = correct.text.split('; ');
  if (!Array.isArray(correct.value) || parts.length !== correct.value.length) return null;
  const pairs = parts.map((p) => p.split(' = '));
  if (pairs.some((p) => p.length !== 2)) return null;
  return pairs.map(([left, right]) => ({ left, right }));
}

const indexList = (value: unknown): number[] | null =>
  Array.isArray(value) && value.every((v) => Number.isInteger(v)) ? (value as number[]) : null;

/** One side of the answer pair: the child's answer (whose) or the right one. */
export function AnswerBody({ question, side }: { question: Question; side: 'student' | 'correct' }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const answer = side === 'student' ? question.student_answer : question.correct_answer;
  if (!answer) return <p className="answer-empty muted">{t('assessment.noAnswers')}</p>;

  if (question.type === 'ordering') {
    const items = orderingItems(question.correct_answer);
    const order = indexList(answer.value);
    if (items && order) {
      return (
        <ol className="answer-order">
          {order.map((index, position) => {
            const placed = side === 'student' ? (index === position ? 'right' : 'wrong') : undefined;
            return (
              <li key={position} className={placed ? `is-${placed}` : undefined}>
                <span className="answer-order-n" aria-hidden="true">
                  {formatNumber(position + 1, lang)}
                </span>
                <bdi>{items[index] ?? '?'}</bdi>
                {placed && (
                  <span className={`mini-mark mark-${placed}`}>
                    <MarkIcon mark={placed} size={16} />
                    <span className="sr-only">{t(`assessment.${placed}`)}</span>
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      );
    }
  }

  if (question.type === 'matching') {
    const pairs = matchingPairs(question.correct_answer);
    const rights = indexList(answer.value);
    if (pairs && rights) {
      return (
        <ul className="answer-pairs">
          {pairs.map((pair, i) => {
            const chosen = rights[i];
            const placed = side === 'student' ? (chosen === i ? 'right' : 'wrong') : undefined;
            const right = chosen === undefined ? '?' : (pairs[chosen]?.right ?? '?');
            return (
              <li key={i} className={placed ? `is-${placed}` : undefined}>
                <span className="sr-only">{t('assessment.pairOf', { left: pair.left, right })}</span>
                <span className="pair" aria-hidden="true">
                  <bdi className="pair-left">{pair.left}</bdi>
                  <span className="pair-link">↔</span>
                  <bdi className="pair-right">{right}</bdi>
                </span>
                {placed && (
                  <span className={`mini-mark mark-${placed}`}>
                    <MarkIcon mark={placed} size={16} />
                    <span className="sr-only">{t(`assessment.${placed}`)}</span>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      );
    }
  }

  if (question.type === 'fillin') {
    if (side === 'correct' && Array.isArray(answer.value) && answer.value.length > 1) {
      return (
        <ul className="answer-accepted">
          {(answer.value as unknown[]).map((word, i) => (
            <li key={i}>
              <bdi className="answer-typed">{String(word)}</bdi>
            </li>
          ))}
        </ul>
      );
    }
    return (
      <p className="answer-text">
        <bdi className="answer-typed">{answer.text}</bdi>
      </p>
    );
  }

  return (
    <p className="answer-text">
      <bdi>{answer.text}</bdi>
    </p>
  );
}

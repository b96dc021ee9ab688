import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, Question } from '@codeyard/shared-schema';
import { keepFocusNear } from '../../../ui/keep-focus';
import { formatNumber } from '../../../ui/kit/format';
import { TextWithPictures } from '../../../ui/kit/content-picture';
import { Icon } from '../../../ui/kit/icons';
import { onRadioKeyDown, radioTabIndex } from '../../../ui/radio-keys';
import type { Draft } from '../model/drafts';
import type { Hint } from '../model/hints';
import { leftOf, moveDown, moveItem, moveUp, pair, pick, unpair } from '../model/interactions';
import { useDrag } from './use-drag';

/** The five question types, each with big targets, a keyboard way, and the hint's help where it fits. */

const EN_MARKS = ['A', 'B', 'C', 'D', 'E', 'F'];
const AR_MARKS = ['أ', 'ب', 'ج', 'د', 'هـ', 'و'];

interface Props<D extends Draft, Q extends Question['type']> {
  question: Extract<Question, { type: Q }>;
  draft: D;
  onChange: (draft: D) => void;
  lang: Language;
  hint: Hint | null;
  labelId: string;
}

export function ChoiceView({
  question,
  draft,
  onChange,
  lang,
  hint,
  labelId,
}: Props<Extract<Draft, { type: 'choice' }>, 'choice'>) {
  const ruledOut = new Set(hint?.kind === 'eliminate' ? hint.options : []);
  return (
    <div className="options" role="radiogroup" aria-labelledby={labelId}>
      {question.options.map((option, i) => (
        <button
          key={i}
          type="button"
          role="radio"
          aria-checked={draft.value === i}
          tabIndex={radioTabIndex(i, draft.value)}
          className={`option${draft.value === i ? ' is-chosen' : ''}${ruledOut.has(i) ? ' is-ruled-out' : ''}`}
          onClick={() => onChange({ ...draft, value: i })}
          onKeyDown={(e) => onRadioKeyDown(e, i, (value) => onChange({ ...draft, value }))}
          data-testid={`option-${i}`}
        >
          <span className="option-mark" aria-hidden="true">
            {(lang === 'ar' ? AR_MARKS : EN_MARKS)[i] ?? i + 1}
          </span>
          <span>
            <TextWithPictures text={option[lang]} />
          </span>
        </button>
      ))}
    </div>
  );
}

export function TrueFalseView({ draft, onChange, labelId }: Props<Extract<Draft, { type: 'truefalse' }>, 'truefalse'>) {
  const { t } = useTranslation('learning');
  return (
    <div className="options options-two" role="radiogroup" aria-labelledby={labelId}>
      {[true, false].map((value, i) => (
        <button
          key={String(value)}
          type="button"
          role="radio"
          aria-checked={draft.value === value}
          tabIndex={radioTabIndex(i, draft.value === null ? null : draft.value ? 0 : 1)}
          onKeyDown={(e) => onRadioKeyDown(e, i, (chosen) => onChange({ ...draft, value: chosen === 0 }))}
          className={`option option-${value ? 'true' : 'false'}${draft.value === value ? ' is-chosen' : ''}`}
          onClick={() => onChange({ ...draft, value })}
          data-testid={`option-${value}`}
        >
          <span className="option-mark" aria-hidden="true">
            <Icon name={value ? 'check' : 'alert'} size={26} />
          </span>
          <span>{value ? t('player.true') : t('player.false')}</span>
        </button>
      ))}
    </div>
  );
}

export function FillInView({ draft, onChange, labelId }: Props<Extract<Draft, { type: 'fillin' }>, 'fillin'>) {
  const { t } = useTranslation('learning');
  return (
    <div className="field fill-in">
      <label htmlFor={`${labelId}-input`}>{t('player.typeHere')}</label>
      <input
        id={`${labelId}-input`}
        type="text"
        dir="auto"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={200}
        value={draft.text}
        aria-describedby={labelId}
        onChange={(e) => onChange({ ...draft, text: e.target.value })}
        data-testid="fill-in"
      />
    </div>
  );
}

export function OrderingView({
  question,
  draft,
  onChange,
  lang,
  labelId,
}: Props<Extract<Draft, { type: 'ordering' }>, 'ordering'>) {
  const { t } = useTranslation('learning');
  const [said, setSaid] = useState('');
  const move = (order: number[], item: number) => {
    onChange({ ...draft, order, touched: true });
    setSaid(t('player.moved', { item: question.items[item][lang], n: formatNumber(order.indexOf(item) + 1, lang) }));
  };
  const { drag, dragProps } = useDrag((from, to) => {
    const a = Number(from.slice(4));
    const b = Number(to.slice(4));
    move(moveItem(draft.order, a, b), draft.order[a]);
  });
  return (
    <div className="ordering">
      <p className="question-help">{t('player.orderHelp')}</p>
      <ol className="order-list" aria-labelledby={labelId}>
        {draft.order.map((item, position) => {
          const text = question.items[item][lang];
          const id = `pos-${position}`;
          return (
            <li
              key={item}
              className={`order-item${drag?.over === id && drag.id !== id ? ' is-over' : ''}`}
              data-drop={id}
              data-testid={`order-item-${position}`}
              data-item={item}
            >
              <span className="order-place" aria-hidden="true">
                {formatNumber(position + 1, lang)}
              </span>
              <span className="order-card" {...dragProps(id)}>
                <span className="order-grip" aria-hidden="true">
                  ⋮⋮
                </span>
                <span>
                  <TextWithPictures text={text} />
                </span>
              </span>
              <span className="order-buttons">
                <button
                  type="button"
                  className="button order-button"
                  onClick={(e) => {
                    // At the first place the button is disabled: focus goes to the item's other button.
                    const other = e.currentTarget.nextElementSibling as HTMLElement | null;
                    keepFocusNear(e.currentTarget, () => other);
                    move(moveUp(draft.order, position), item);
                  }}
                  disabled={position === 0}
                  aria-label={t('player.moveUp', { item: text })}
                  data-testid={`order-up-${position}`}
                >
                  <Icon name="chevron" className="rotate-up" />
                </button>
                <button
                  type="button"
                  className="button order-button"
                  onClick={(e) => {
                    const other = e.currentTarget.previousElementSibling as HTMLElement | null;
                    keepFocusNear(e.currentTarget, () => other);
                    move(moveDown(draft.order, position), item);
                  }}
                  disabled={position === draft.order.length - 1}
                  aria-label={t('player.moveDown', { item: text })}
                  data-testid={`order-down-${position}`}
                >
                  <Icon name="chevron" className="rotate-down" />
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
    </div>
  );
}

export function MatchingView({
  question,
  draft,
  onChange,
  lang,
  hint,
  labelId,
}: Props<Extract<Draft, { type: 'matching' }>, 'matching'>) {
  const { t } = useTranslation('learning');
  const [said, setSaid] = useState('');
  const { match, rightOrder } = draft;
  const leftText = (l: number) => question.pairs[l].left[lang];
  const rightText = (r: number) => question.pairs[r].right[lang];
  const update = (next: typeof match) => {
    onChange({ ...draft, match: next });
    const made = next.pairs.findIndex((r, l) => r !== null && match.pairs[l] !== r);
    if (made !== -1) setSaid(t('player.paired', { left: leftText(made), right: rightText(next.pairs[made]!) }));
  };
  const { drag, dragProps } = useDrag((from, to) => {
    if (!from.startsWith('left-') || !to.startsWith('right-')) return;
    update(pair(match, Number(from.slice(5)), Number(to.slice(6))));
  });
  const selected = match.selected;
  const hinted = hint?.kind === 'onePair' ? hint.left : null;

  return (
    <div className="matching" role="group" aria-labelledby={labelId}>
      <p className="question-help">{t('player.matchHelp')}</p>
      <div className="match-board">
        <ul className="match-column" aria-label={t('player.leftCards')}>
          {question.pairs.map((_, l) => {
            const r = match.pairs[l];
            const isSelected = selected?.side === 'left' && selected.index === l;
            return (
              <li key={l} className="match-slot">
                <button
                  type="button"
                  className={`match-card match-left${isSelected ? ' is-selected' : ''}${r !== null ? ' is-matched' : ''}${hinted === l ? ' is-hinted' : ''}`}
                  aria-pressed={isSelected}
                  aria-label={`${leftText(l)}: ${r !== null ? t('player.matchedWith', { other: rightText(r) }) : t('player.notMatched')}${isSelected ? `, ${t('player.selected')}` : ''}`}
                  onClick={() => update(pick(match, 'left', l))}
                  data-testid={`match-left-${l}`}
                  data-matched={r ?? ''}
                  {...dragProps(`left-${l}`)}
                >
                  <span className="match-text">
                    <TextWithPictures text={leftText(l)} />
                  </span>
                  {r !== null && (
                    <span className="match-tag" aria-hidden="true">
                      {formatNumber(rightOrder.indexOf(r) + 1, lang)}
                    </span>
                  )}
                </button>
                {r !== null && (
                  <button
                    type="button"
                    className="match-undo"
                    onClick={() => update(unpair(match, l))}
                    aria-label={t('player.undo', { item: leftText(l) })}
                  >
                    ×
                  </button>
                )}
              </li>
            );
          })}
        </ul>
        <ul className="match-column" aria-label={t('player.rightCards')}>
          {rightOrder.map((r, shown) => {
            const l = leftOf(match, r);
            const isSelected = selected?.side === 'right' && selected.index === r;
            const id = `right-${r}`;
            return (
              <li key={r} className="match-slot">
                <button
                  type="button"
                  className={`match-card match-right${isSelected ? ' is-selected' : ''}${l !== null ? ' is-matched' : ''}${drag?.over === id ? ' is-over' : ''}`}
                  aria-pressed={isSelected}
                  aria-label={`${rightText(r)}: ${l !== null ? t('player.matchedWith', { other: leftText(l) }) : t('player.notMatched')}${isSelected ? `, ${t('player.selected')}` : ''}`}
                  onClick={() => update(pick(match, 'right', r))}
                  data-drop={id}
                  data-testid={`match-right-${r}`}
                >
                  <span className="match-tag" aria-hidden="true">
                    {formatNumber(shown + 1, lang)}
                  </span>
                  <span className="match-text">
                    <TextWithPictures text={rightText(r)} />
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
    </div>
  );
}

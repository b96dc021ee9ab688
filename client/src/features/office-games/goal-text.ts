import type { DocumentGoal, Language, SlidesGoal, SpreadsheetGoal } from '@codeyard/shared-schema';
import type { TFunction } from 'i18next';

export type OfficeGoal = DocumentGoal | SpreadsheetGoal | SlidesGoal;

/** A checklist line: what the goal asks, in the child's language (the task's own words quoted). */
export function goalText(t: TFunction, lang: Language, goal: OfficeGoal, n: (value: number) => string): string {
  switch (goal.type) {
    case 'heading':
    case 'bold':
    case 'italic':
      return t(`goal.${goal.type}`, { text: goal.text[lang] });
    case 'align':
      return t(`goal.align_${goal.align}`, { text: goal.text[lang] });
    case 'list':
      return t('goal.list', { items: goal.items.map((i) => i[lang]).join(lang === 'ar' ? '، ' : ', ') });
    case 'onlyAskedBold':
    case 'chartTitle':
    case 'differentPictures':
      return t(`goal.${goal.type}`);
    case 'numbers': {
      const [from, to] = goal.range.split(':');
      return t('goal.numbers', { from, to });
    }
    case 'formula':
      return t(`goal.formula_${goal.fn}`, { cell: goal.cell, range: goal.range });
    case 'chart':
      return t('goal.chart', { range: goal.range });
    case 'slides':
    case 'words':
      return t(`goal.${goal.type}`, { count: goal.count, n: n(goal.count) });
  }
}

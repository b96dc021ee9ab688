import { describe, expect, it } from 'vitest';
import { DISCOUNT_PERCENT, SAVINGS_CAP_PERCENT } from '@codeyard/shared-schema';
import { offerExample } from './offer-price';

describe('the offers the welcome pages show', () => {
  it('shows the new-year sale at its own 20 % on a 35-dollar course', () => {
    expect(offerExample('newYear')).toEqual({ percent: DISCOUNT_PERCENT.newYear, beforeCents: 3500, afterCents: 2800 });
  });

  it('shows perks at the cap the checkout applies (40 %), never its nominal 50 %', () => {
    const example = offerExample('perks', 4500);
    expect(example.percent).toBe(SAVINGS_CAP_PERCENT);
    expect(example.afterCents).toBe(2700);
  });
});

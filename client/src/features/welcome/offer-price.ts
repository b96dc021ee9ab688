import { COURSE_PRICES_CENTS, quote, type Offer } from '@codeyard/shared-schema';

/**
 * What an offer takes off one child's month of a course, from the one pricing module: the percent the
 * checkout applies (after the 40 % cap) and an example on the most-bought price, so a page never promises
 * a number the checkout does not charge.
 */
export function offerExample(offer: Offer, priceCents: number = COURSE_PRICES_CENTS[1]) {
  const priced = quote({ children: 1, courses: [{ id: 0, priceCents }], offers: [offer] });
  return { percent: priced.percent, beforeCents: priced.subtotalCents, afterCents: priced.totalCents };
}

/**
 * Where focus goes when the route changes (WCAG 2.4.3): to the new screen's main heading, so that a
 * keyboard or screen-reader user starts at the top of what changed instead of on the page's body. The
 * first load never moves focus (the browser's own start is right there), and a screen that already put
 * focus somewhere of its own (a field with an error, a dialog) keeps it.
 */

/** The new screen's main heading: the first h1 in <main>, else the first h1 anywhere. */
export function screenHeading(doc: Document): HTMLElement | null {
  return doc.querySelector<HTMLElement>('main h1') ?? doc.querySelector<HTMLElement>('h1');
}

/**
 * Whether focus is nowhere useful after a navigation: on the body, on <main> itself, on an element the
 * new screen removed, or outside <main> (the header's and footer's links stay where they were). Focus on a
 * control inside <main> was put there by the new screen (a field, a dialog): it stays.
 */
export function focusIsFree(doc: Document): boolean {
  const active = doc.activeElement;
  if (active === null || active === doc.body || active === doc.documentElement || !active.isConnected) return true;
  const main = active.closest('main');
  return main === null || main === active;
}

/**
 * Moves focus to the screen's heading when focus is free. Returns false while the heading is not there yet
 * (a lazy screen, a loading state), so the caller can look again when the page changes.
 */
export function focusScreenHeading(doc: Document): boolean {
  const heading = screenHeading(doc);
  if (!heading) return false;
  if (!focusIsFree(doc)) return true;
  // Focusable by script only: not a tab stop of its own.
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
  return true;
}

/**
 * Focuses the new screen's heading as soon as it is in the page, watching the page until then. Returns
 * the cleanup (a newer navigation, or the frame leaving, stops the watch). The watch ends by itself after
 * `limitMs` so that a screen without a heading does not leave an observer behind.
 */
export function focusHeadingWhenReady(doc: Document, limitMs = 15_000): () => void {
  if (focusScreenHeading(doc)) return () => undefined;
  const view = doc.defaultView;
  if (!view) return () => undefined;
  const observer = new view.MutationObserver(() => {
    if (focusScreenHeading(doc)) stop();
  });
  const timer = view.setTimeout(() => stop(), limitMs);
  function stop() {
    observer.disconnect();
    view!.clearTimeout(timer);
  }
  observer.observe(doc.body, { childList: true, subtree: true });
  return stop;
}

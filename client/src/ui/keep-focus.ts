/**
 * No control may lose focus by becoming disabled or leaving the page (WCAG 2.4.3): a browser sends focus
 * to the body then, and a keyboard user starts again from the top. Called from a click handler with the
 * control that was pressed; once the click's update has rendered, if that control is now disabled or gone,
 * focus moves to the sensible neighbour (the other arrow of a pager, the item's other move button, the
 * button that took its place).
 */
export function keepFocusNear(control: HTMLElement, neighbour: () => HTMLElement | null | undefined): void {
  const view = control.ownerDocument.defaultView;
  if (!view) return;
  view.requestAnimationFrame(() => moveFocusIfLost(control, neighbour()));
}

/**
 * The check itself, once the page has rendered (exported for the tests). A control that is still usable
 * but lost focus (React moved its list item: a browser blurs a moved node) gets it back.
 */
export function moveFocusIfLost(control: HTMLElement, neighbour: HTMLElement | null | undefined): boolean {
  const doc = control.ownerDocument;
  const active = doc.activeElement;
  // Only when focus has nowhere else to be: the user may have moved on already.
  if (active !== null && active !== doc.body && active !== control) return false;
  const usable = control.isConnected && (control as HTMLButtonElement).disabled !== true;
  if (usable) {
    if (active === control) return false;
    control.focus();
    return true;
  }
  if (!neighbour || !neighbour.isConnected) return false;
  neighbour.focus();
  return true;
}

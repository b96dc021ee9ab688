// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusNear, moveFocusIfLost } from './keep-focus';

afterEach(() => {
  document.body.innerHTML = '';
});

function twoButtons() {
  document.body.innerHTML = '<button id="prev">Previous</button><button id="next">Next</button><input id="other">';
  return {
    prev: document.getElementById('prev') as HTMLButtonElement,
    next: document.getElementById('next') as HTMLButtonElement,
  };
}

describe('keeping focus when a control is disabled or removed', () => {
  it('moves focus to the neighbour when the pressed control became disabled', () => {
    const { prev, next } = twoButtons();
    prev.focus();
    prev.disabled = true;
    // jsdom keeps focus on a disabled button; a browser moves it to the body: both count as lost.
    expect(moveFocusIfLost(prev, next)).toBe(true);
    expect(document.activeElement).toBe(next);
  });

  it('moves focus to what took the place of a control that left the page', () => {
    const { prev, next } = twoButtons();
    next.focus();
    next.remove();
    expect(moveFocusIfLost(next, prev)).toBe(true);
    expect(document.activeElement).toBe(prev);
  });

  it('leaves focus alone while the control is still usable, or when the user moved on', () => {
    const { prev, next } = twoButtons();
    prev.focus();
    expect(moveFocusIfLost(prev, next)).toBe(false);
    expect(document.activeElement).toBe(prev);
    prev.disabled = true;
    (document.getElementById('other') as HTMLInputElement).focus();
    expect(moveFocusIfLost(prev, next)).toBe(false);
    expect(document.activeElement?.id).toBe('other');
  });

  it('gives focus back to a usable control that lost it (its list item was moved)', () => {
    const { prev, next } = twoButtons();
    prev.focus();
    prev.blur();
    expect(document.activeElement).toBe(document.body);
    expect(moveFocusIfLost(prev, next)).toBe(true);
    expect(document.activeElement).toBe(prev);
  });

  it('checks after the next frame, when the click’s update has rendered', async () => {
    const { prev, next } = twoButtons();
    prev.focus();
    keepFocusNear(prev, () => next);
    prev.disabled = true;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    expect(document.activeElement).toBe(next);
  });
});

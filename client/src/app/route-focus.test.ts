// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { focusHeadingWhenReady, focusIsFree, focusScreenHeading } from './route-focus';

afterEach(() => {
  document.body.innerHTML = '';
});

function page(mainHtml: string) {
  document.body.innerHTML = `<header><a href="/x" id="nav">Nav</a></header><main id="main" tabindex="-1">${mainHtml}</main>`;
}

describe('focus after a route change', () => {
  it('moves focus from the body to the main heading, focusable by script only', () => {
    page('<h1 id="h">My world</h1><button>Go</button>');
    expect(focusScreenHeading(document)).toBe(true);
    const heading = document.getElementById('h')!;
    expect(document.activeElement).toBe(heading);
    expect(heading.tabIndex).toBe(-1);
  });

  it('moves focus away from a header link that stayed on the page', () => {
    page('<h1 id="h">Courses</h1>');
    document.getElementById('nav')!.focus();
    expect(focusIsFree(document)).toBe(true);
    focusScreenHeading(document);
    expect(document.activeElement?.id).toBe('h');
  });

  it('leaves focus where the new screen put it', () => {
    page('<h1 id="h">Sign in</h1><input id="field">');
    document.getElementById('field')!.focus();
    expect(focusIsFree(document)).toBe(false);
    expect(focusScreenHeading(document)).toBe(true);
    expect(document.activeElement?.id).toBe('field');
  });

  it('prefers the heading inside <main> to one in the header', () => {
    document.body.innerHTML = '<header><h1 id="brand">Codeyard</h1></header><main><h1 id="h">Lesson</h1></main>';
    focusScreenHeading(document);
    expect(document.activeElement?.id).toBe('h');
  });

  it('waits for a lazy screen’s heading and stops watching when cleaned up', async () => {
    page('<p>Loading…</p>');
    const stop = focusHeadingWhenReady(document);
    expect(document.activeElement).toBe(document.body);
    const heading = document.createElement('h1');
    heading.textContent = 'Lesson questions';
    document.querySelector('main')!.append(heading);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(heading);
    stop();

    // After the cleanup (a newer navigation), a heading that turns up later is left alone.
    page('<p>Loading…</p>');
    focusHeadingWhenReady(document)();
    document.querySelector('main')!.append(document.createElement('h1'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(document.body);
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { WEB_CHECK_REQUEST, WEB_CHECK_RESULT } from '@codeyard/shared-schema/code-exercises';
import {
  appendMessage,
  composePreview,
  decodeParts,
  encodeParts,
  MAX_CONSOLE_MESSAGES,
  PREVIEW_CONSOLE,
  PREVIEW_SANDBOX,
  readCheckAnswer,
  readConsole,
} from './preview-doc';

const RUN = 'run-1';

/** Runs a composed page in an iframe of the test's document (jsdom), recording what it posts to its parent. */
async function runPage(html: string) {
  const frame = document.createElement('iframe');
  document.body.appendChild(frame);
  const child = frame.contentWindow!;
  const posted: unknown[] = [];
  // (jsdom's postMessage sets no event.source: the listener is only on while this page runs.)
  const listener = (event: MessageEvent) => {
    posted.push(event.data);
  };
  window.addEventListener('message', listener);
  // The child's own console output stays quiet in the test run.
  const quiet = () => undefined;
  Object.assign(child, { console: { log: quiet, info: quiet, debug: quiet, warn: quiet, error: quiet } });
  const doc = frame.contentDocument!;
  doc.open();
  doc.write(html);
  doc.close();
  await settle();
  window.removeEventListener('message', listener);
  return { child, posted, doc, frame };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('composePreview (the three parts as one page)', () => {
  it('puts the app scripts first in the head, the CSS at the end of the head, the JS at the end of the body', () => {
    const html =
      '<!DOCTYPE html>\n<html lang="en">\n<head>\n<title>Hi</title>\n</head>\n<body>\n<h1>Hi</h1>\n</body>\n</html>';
    const page = composePreview({ html, css: 'h1 { color: red; }', js: 'console.log("js")' }, RUN);
    expect(page.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(page.match(/<!DOCTYPE/gi)).toHaveLength(1);
    const headAt = page.indexOf('<head>');
    const bridgeAt = page.indexOf(PREVIEW_CONSOLE);
    const titleAt = page.indexOf('<title>');
    const styleAt = page.indexOf('<style>');
    const headEnd = page.indexOf('</head>');
    const h1At = page.indexOf('<h1>');
    const jsAt = page.indexOf('console.log("js")');
    const bodyEnd = page.lastIndexOf('</body>');
    expect(headAt).toBeLessThan(bridgeAt);
    expect(bridgeAt).toBeLessThan(titleAt);
    expect(titleAt).toBeLessThan(styleAt);
    expect(styleAt).toBeLessThan(headEnd);
    expect(h1At).toBeLessThan(jsAt);
    expect(jsAt).toBeLessThan(bodyEnd);
    expect(page).toContain(JSON.stringify(RUN));
  });

  it('takes body-only HTML too, and adds the missing doctype (never quirks mode)', async () => {
    const page = composePreview({ html: '<p>just a paragraph</p>', css: 'p{margin:0}', js: 'window.ran = 1;' }, RUN);
    expect(page.startsWith('<!DOCTYPE html>')).toBe(true);
    const { doc, child } = await runPage(page);
    expect(doc.compatMode).toBe('CSS1Compat');
    expect(doc.querySelector('p')?.textContent).toBe('just a paragraph');
    expect(doc.querySelectorAll('style')).toHaveLength(1);
    expect((child as unknown as { ran: number }).ran).toBe(1);
  });

  it('leaves out empty CSS and JS', () => {
    const page = composePreview({ html: '<p>x</p>', css: '  ', js: '\n' }, RUN);
    expect(page).not.toContain('<style>');
    expect(page.match(/<script>/g)).toHaveLength(1);
  });

  it('keeps a closing tag inside the CSS or JS from ending its element early', async () => {
    const page = composePreview(
      {
        html: '<p id="p">x</p>',
        css: '/* </style><h2>not html</h2> */ p { color: blue; }',
        js: 'document.getElementById("p").textContent = "</script><b>bold</b>";',
      },
      RUN,
    );
    const { doc } = await runPage(page);
    expect(doc.querySelector('h2')).toBeNull();
    expect(doc.querySelector('b')).toBeNull();
    expect(doc.getElementById('p')?.textContent).toBe('</script><b>bold</b>');
  });

  it("forwards the page's console, alert() and uncaught errors to the parent, with this run's id", async () => {
    const page = composePreview(
      {
        html: '<p>x</p>',
        css: '',
        js: 'console.log("hello", 3, {a: 1}, [1, 2]); console.info("info"); console.warn("careful"); console.error(new TypeError("bad")); alert("hi!"); missingFunction();',
      },
      RUN,
    );
    const { posted } = await runPage(page);
    const got = posted.map((m) => readConsole(m, RUN));
    expect(got).toEqual([
      { level: 'log', text: 'hello 3 {"a":1} [1,2]' },
      { level: 'log', text: 'info' },
      { level: 'warn', text: 'careful' },
      { level: 'error', text: 'TypeError: bad' },
      { level: 'alert', text: 'hi!' },
      expect.objectContaining({ level: 'error', text: expect.stringContaining('missingFunction') }),
    ]);
    expect(posted.every((m) => (m as { run: string }).run === RUN)).toBe(true);
  });

  it('stops forwarding after the limit (a page logging in a loop cannot flood the app)', async () => {
    const page = composePreview(
      { html: '', css: '', js: `for (var i = 0; i < ${MAX_CONSOLE_MESSAGES * 3}; i++) console.log(i);` },
      RUN,
    );
    const { posted } = await runPage(page);
    expect(posted.length).toBe(MAX_CONSOLE_MESSAGES + 1);
    expect(readConsole(posted.at(-1), RUN)?.text).toBe('…');
  });

  it('answers the check channel from inside the page (the exercise checker is in every preview)', async () => {
    const page = composePreview({ html: '<h1>Hello</h1>', css: 'h1 { color: red; }', js: '' }, RUN);
    const { child } = await runPage(page);
    const posted: unknown[] = [];
    const listener = (event: MessageEvent) => {
      posted.push(event.data);
    };
    window.addEventListener('message', listener);
    const checks = [
      { key: 'h1', type: 'count', selector: 'h1', message: { en: '', ar: '' } },
      { key: 'p', type: 'count', selector: 'p', message: { en: '', ar: '' } },
    ];
    child.dispatchEvent(
      new (child as unknown as typeof window).MessageEvent('message', {
        data: { type: WEB_CHECK_REQUEST, id: 'c1', checks },
        source: child.parent,
      }),
    );
    await settle();
    window.removeEventListener('message', listener);
    const answer = posted.find((m) => (m as { type: string }).type === WEB_CHECK_RESULT);
    expect(readCheckAnswer(answer, 'c1')).toEqual([
      { key: 'h1', passed: true },
      { key: 'p', passed: false },
    ]);
    expect(readCheckAnswer(answer, 'another-request')).toBeNull();
  });
});

describe('the message protocol', () => {
  it('accepts console messages of this run only, of known levels, with text', () => {
    const ok = { type: PREVIEW_CONSOLE, run: RUN, level: 'warn', text: 'w' };
    expect(readConsole(ok, RUN)).toEqual({ level: 'warn', text: 'w' });
    expect(readConsole(ok, 'older-run')).toBeNull();
    expect(readConsole({ ...ok, level: 'token' }, RUN)).toBeNull();
    expect(readConsole({ ...ok, text: { html: '<img>' } }, RUN)).toBeNull();
    expect(readConsole({ ...ok, type: 'other' }, RUN)).toBeNull();
    expect(readConsole(null, RUN)).toBeNull();
    expect(readConsole('text', RUN)).toBeNull();
  });

  it('reads check answers for the asked id, keeping only well-formed results', () => {
    const answer = {
      type: WEB_CHECK_RESULT,
      id: 'x',
      results: [{ key: 'a', passed: true }, { key: 'b', passed: 'yes' }, null, { key: 'c', passed: false, extra: 1 }],
    };
    expect(readCheckAnswer(answer, 'x')).toEqual([
      { key: 'a', passed: true },
      { key: 'c', passed: false },
    ]);
    expect(readCheckAnswer({ ...answer, results: 'all passed' }, 'x')).toBeNull();
  });

  it('keeps the newest console messages only', () => {
    let list = [] as ReturnType<typeof appendMessage>;
    for (let i = 0; i < 5; i++) list = appendMessage(list, { level: 'log', text: String(i) }, 3);
    expect(list.map((m) => m.text)).toEqual(['2', '3', '4']);
  });

  it('sandboxes the preview with scripts only, never same-origin', () => {
    expect(PREVIEW_SANDBOX).toBe('allow-scripts');
    expect(PREVIEW_SANDBOX).not.toContain('same-origin');
  });
});

describe('the draft of the three parts', () => {
  it('round-trips, and refuses anything else', () => {
    const parts = { html: '<p>ي</p>', css: 'p{}', js: 'x()' };
    expect(decodeParts(encodeParts(parts))).toEqual(parts);
    expect(decodeParts('print("python")')).toBeNull();
    expect(decodeParts('{"other":1}')).toBeNull();
    expect(decodeParts(null)).toBeNull();
    expect(decodeParts('{"html_code":"<p></p>"}')).toEqual({ html: '<p></p>', css: '', js: '' });
  });
});

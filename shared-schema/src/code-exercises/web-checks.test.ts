// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { WebCheck } from '../content/code-exercise.js';
import { runWebChecks, WEB_CHECK_REQUEST, WEB_CHECK_RESULT, webCheckerScript, webVerdict } from './web-checks.js';

const msg = { en: 'Not yet', ar: 'ليس بعد' };

/** A page in an iframe of the test's document, as the preview shows one (with a window of its own). */
function frameWith(html: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  document.body.appendChild(frame);
  const doc = frame.contentDocument!;
  doc.open();
  doc.write(html);
  doc.close();
  return frame;
}
function page(html: string, css = ''): Document {
  return frameWith(`<!doctype html><html><head><style>${css}</style></head><body>${html}</body></html>`)
    .contentDocument!;
}
const passedKeys = (doc: Document, checks: WebCheck[]) =>
  runWebChecks(doc, checks)
    .filter((r) => r.passed)
    .map((r) => r.key);

describe('runWebChecks', () => {
  it('counts matching elements against min (default 1) and max', () => {
    const doc = page('<ul><li>a</li><li>b</li><li>c</li></ul>');
    const checks: WebCheck[] = [
      { key: 'some', type: 'count', selector: 'li', message: msg },
      { key: 'three', type: 'count', selector: 'li', min: 3, max: 3, message: msg },
      { key: 'four', type: 'count', selector: 'li', min: 4, message: msg },
      { key: 'at-most-two', type: 'count', selector: 'li', max: 2, message: msg },
      { key: 'none', type: 'count', selector: 'ol', min: 0, max: 0, message: msg },
      { key: 'missing', type: 'count', selector: 'h1', message: msg },
    ];
    expect(passedKeys(doc, checks)).toEqual(['some', 'three', 'none']);
  });

  it('finds text in any matching element, ignoring case and runs of spaces', () => {
    const doc = page('<h1>Hello,\n   <b>World</b>!</h1><p>other</p>');
    const checks: WebCheck[] = [
      { key: 'hello', type: 'text', selector: 'h1', contains: 'hello, world', message: msg },
      { key: 'wrong-element', type: 'text', selector: 'p', contains: 'hello', message: msg },
      { key: 'body', type: 'text', selector: 'body', contains: 'OTHER', message: msg },
    ];
    expect(passedKeys(doc, checks)).toEqual(['hello', 'body']);
  });

  it('checks attributes by presence, exact value or containing', () => {
    const doc = page('<a href="https://example.org/cats">cats</a><img src="cat.png" alt=" A cat ">');
    const checks: WebCheck[] = [
      { key: 'has-href', type: 'attribute', selector: 'a', name: 'href', message: msg },
      { key: 'href-contains', type: 'attribute', selector: 'a', name: 'href', contains: 'EXAMPLE.org', message: msg },
      { key: 'alt-equals', type: 'attribute', selector: 'img', name: 'alt', equals: 'A cat', message: msg },
      { key: 'alt-wrong', type: 'attribute', selector: 'img', name: 'alt', equals: 'A dog', message: msg },
      { key: 'no-title', type: 'attribute', selector: 'a', name: 'title', message: msg },
    ];
    expect(passedKeys(doc, checks)).toEqual(['has-href', 'href-contains', 'alt-equals']);
  });

  it('compares computed styles as the browser computes them: named, hex and rgb colours are one', () => {
    const doc = page(
      '<h1>Hi</h1><p class="note">x</p><p id="plain">y</p>',
      'h1 { color: #ff0000; font-size: 32px } .note { background-color: rgb(255, 204, 0) }',
    );
    const checks: WebCheck[] = [
      { key: 'red-by-name', type: 'style', selector: 'h1', property: 'color', equals: 'red', message: msg },
      { key: 'red-by-rgb', type: 'style', selector: 'h1', property: 'color', equals: 'rgb(255,0,0)', message: msg },
      { key: 'blue', type: 'style', selector: 'h1', property: 'color', equals: 'blue', message: msg },
      { key: 'size', type: 'style', selector: 'h1', property: 'font-size', equals: '32px', message: msg },
      {
        key: 'note-bg',
        type: 'style',
        selector: '.note',
        property: 'background-color',
        equals: '#ffcc00',
        message: msg,
      },
      {
        key: 'note-not-white',
        type: 'style',
        selector: '.note',
        property: 'background-color',
        differs_from: ['white', 'transparent'],
        message: msg,
      },
      {
        key: 'plain-has-bg',
        type: 'style',
        selector: '#plain',
        property: 'background-color',
        differs_from: ['white', 'transparent'],
        message: msg,
      },
    ];
    expect(passedKeys(doc, checks)).toEqual(['red-by-name', 'red-by-rgb', 'size', 'note-bg', 'note-not-white']);
  });

  it('sees inline styles and inherited colours, and leaves no probe behind', () => {
    const doc = page('<div><p>a</p></div><p style="color: green">b</p>', 'div { color: navy }');
    const before = doc.body.innerHTML;
    const checks: WebCheck[] = [
      { key: 'inherited', type: 'style', selector: 'div p', property: 'color', equals: 'navy', message: msg },
      { key: 'inline', type: 'style', selector: 'body > p', property: 'color', equals: 'green', message: msg },
    ];
    expect(passedKeys(doc, checks)).toEqual(['inherited', 'inline']);
    expect(doc.body.innerHTML).toBe(before);
  });

  it('fails a check whose selector is not valid CSS instead of throwing', () => {
    const doc = page('<h1>Hi</h1>');
    expect(runWebChecks(doc, [{ key: 'bad', type: 'count', selector: 'h1[', message: msg }])).toEqual([
      { key: 'bad', passed: false },
    ]);
  });

  it('uses the getComputedStyle it is given', () => {
    const doc = page('<h1>Hi</h1>');
    const fake = () => ({ getPropertyValue: () => 'rgb(1, 2, 3)' }) as unknown as CSSStyleDeclaration;
    const checks: WebCheck[] = [
      { key: 'c', type: 'style', selector: 'h1', property: 'color', equals: 'rgb(1, 2, 3)', message: msg },
    ];
    expect(runWebChecks(doc, checks, fake)).toEqual([{ key: 'c', passed: true }]);
    expect(runWebChecks(doc, checks)).toEqual([{ key: 'c', passed: false }]);
  });
});

describe('webVerdict', () => {
  it("lists the failed checks' messages in order; a check without a result fails", () => {
    const checks: WebCheck[] = [
      { key: 'a', type: 'count', selector: 'h1', message: { en: 'Add a heading', ar: 'أضف عنوانًا' } },
      { key: 'b', type: 'count', selector: 'p', message: msg },
      { key: 'c', type: 'count', selector: 'img', message: { en: 'Add a picture', ar: 'أضف صورة' } },
    ];
    const verdict = webVerdict(checks, [
      { key: 'b', passed: true },
      { key: 'a', passed: false },
    ]);
    expect(verdict).toEqual({
      passed: false,
      passedCount: 1,
      total: 3,
      failed: [
        { key: 'a', message: checks[0].message },
        { key: 'c', message: checks[2].message },
      ],
    });
    expect(webVerdict(checks.slice(1, 2), [{ key: 'b', passed: true }]).passed).toBe(true);
  });
});

describe('webCheckerScript (the preview half of the channel)', () => {
  // jsdom leaves MessageEvent.source null on postMessage, so the requests are dispatched into the preview
  // with the source a browser would give them (its parent), and the answer is read where it is posted:
  // on the parent window. The real round trip through a sandboxed iframe is the preview's browser test.
  const checks: WebCheck[] = [
    { key: 'blue', type: 'style', selector: 'h1', property: 'color', equals: 'blue', message: msg },
    { key: 'para', type: 'count', selector: 'p', message: msg },
  ];
  function preview() {
    const frame = frameWith(
      `<!doctype html><html><head><style>h1 { color: blue }</style><script>${webCheckerScript()}</script></head><body><h1>Hello</h1></body></html>`,
    );
    const child = frame.contentWindow!;
    const answers: unknown[] = [];
    child.parent.addEventListener('message', (event) => {
      if ((event as MessageEvent).data?.type === WEB_CHECK_RESULT) answers.push((event as MessageEvent).data);
    });
    const send = (data: unknown, source: Window | null) =>
      child.dispatchEvent(new (child as unknown as typeof window).MessageEvent('message', { data, source }));
    return { child, answers, send };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it('runs in the preview and answers its parent with the results only', async () => {
    const { child, answers, send } = preview();
    send({ type: WEB_CHECK_REQUEST, id: 'r1', checks }, child.parent);
    await settle();
    expect(answers).toEqual([
      {
        type: WEB_CHECK_RESULT,
        id: 'r1',
        results: [
          { key: 'blue', passed: true },
          { key: 'para', passed: false },
        ],
      },
    ]);
  });

  it('ignores messages that are not check requests from its parent', async () => {
    const { child, answers, send } = preview();
    send({ type: WEB_CHECK_REQUEST, id: 'x', checks }, child);
    send({ type: WEB_CHECK_REQUEST, id: 'y', checks }, null);
    send({ type: 'other', id: 'z', checks }, child.parent);
    send({ type: WEB_CHECK_REQUEST, id: 'w', checks: 'not a list' }, child.parent);
    await settle();
    expect(answers).toEqual([]);
  });
});

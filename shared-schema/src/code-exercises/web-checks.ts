import type { Localised } from '../content/curriculum.js';
import type { WebCheck } from '../content/code-exercise.js';

/**
 * The Web exercise checker: declarative checks (content/code-exercise.ts WebCheck) over a page's DOM
 * and computed styles. It must run where the page is, inside the preview iframe (sandbox="allow-scripts",
 * never allow-same-origin: the app cannot reach into it), so the app posts the checks in and the
 * preview posts the results back (webCheckerScript below, the preview's half of the message channel).
 *
 * runWebChecks is pure over (document, getComputedStyle) and self-contained: it uses nothing from this
 * module's scope, so its source text (`runWebChecks.toString()`) is what webCheckerScript puts into the
 * preview. Keep every helper inside it.
 */

export interface WebCheckResult {
  key: string;
  passed: boolean;
}

export function runWebChecks(
  doc: Document,
  checks: readonly WebCheck[],
  getStyle?: (element: Element) => CSSStyleDeclaration,
): WebCheckResult[] {
  const styleOf = getStyle ?? ((element: Element) => doc.defaultView!.getComputedStyle(element));
  const squash = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
  const value = (text: string) =>
    squash(text)
      .replace(/\s*,\s*/g, ', ')
      .replace(/["']/g, '');
  const select = (selector: string): Element[] => {
    try {
      return Array.from(doc.querySelectorAll(selector));
    } catch {
      return []; // a selector the browser does not understand matches nothing
    }
  };
  /** `wanted` as this browser computes it for `property` (so `red` reads as `rgb(255, 0, 0)`). */
  const computed = (property: string, wanted: string): string => {
    const host = doc.body ?? doc.documentElement;
    if (!host) return value(wanted);
    const probe = doc.createElement('span');
    probe.style.setProperty(property, wanted);
    if (!probe.style.getPropertyValue(property)) return value(wanted); // not a value the browser accepts
    probe.setAttribute('aria-hidden', 'true');
    host.appendChild(probe);
    try {
      return value(styleOf(probe).getPropertyValue(property) || wanted);
    } finally {
      probe.remove();
    }
  };
  const passes = (check: WebCheck): boolean => {
    const found = select(check.selector);
    switch (check.type) {
      case 'count':
        return found.length >= (check.min ?? 1) && (check.max === undefined || found.length <= check.max);
      case 'text': {
        const wanted = squash(check.contains);
        return found.some((element) => squash(element.textContent ?? '').includes(wanted));
      }
      case 'attribute':
        return found.some((element) => {
          const actual = element.getAttribute(check.name);
          if (actual === null) return false;
          if (check.equals !== undefined && actual.trim() !== check.equals) return false;
          if (check.contains !== undefined && !actual.toLowerCase().includes(check.contains.toLowerCase()))
            return false;
          return true;
        });
      case 'style': {
        const equals = check.equals === undefined ? undefined : computed(check.property, check.equals);
        const others = (check.differs_from ?? []).map((v) => computed(check.property, v));
        return found.some((element) => {
          const actual = value(styleOf(element).getPropertyValue(check.property));
          if (equals !== undefined && actual !== equals) return false;
          if (check.differs_from && (actual === '' || others.includes(actual))) return false;
          return true;
        });
      }
      default:
        return false;
    }
  };
  return checks.map((check) => {
    let passed = false;
    try {
      passed = passes(check);
    } catch {
      passed = false;
    }
    return { key: check.key, passed };
  });
}

/** The messages of the preview's check channel (window.postMessage between the app and the preview). */
export const WEB_CHECK_REQUEST = 'codeyard:web-checks';
export const WEB_CHECK_RESULT = 'codeyard:web-checks-result';

export interface WebCheckRequest {
  type: typeof WEB_CHECK_REQUEST;
  /** Echoed in the answer, so that an answer to an older request (an older page) is recognised. */
  id: string;
  checks: WebCheck[];
}
export interface WebCheckAnswer {
  type: typeof WEB_CHECK_RESULT;
  id: string;
  results: WebCheckResult[];
}

/**
 * The preview's half of the channel, as a script to put into the preview document (before the child's
 * own script): on a WebCheckRequest from its parent or its top window (the web editor's preview sits in a
 * host frame of the app: client/src/features/web/preview-doc.ts) it runs the checks and posts a
 * WebCheckAnswer back to the window that asked.
 * The preview has an opaque origin, so it answers to any origin ('*'); the app accepts answers only
 * whose event.source is its preview's contentWindow. Only check results leave the preview.
 */
export function webCheckerScript(): string {
  return `(function () {
  var run = ${runWebChecks.toString()};
  window.addEventListener('message', function (event) {
    var data = event.data;
    var asker = event.source;
    if (!asker || asker === window || (asker !== window.parent && asker !== window.top) || !data || data.type !== ${JSON.stringify(WEB_CHECK_REQUEST)} || !Array.isArray(data.checks)) return;
    var results;
    try { results = run(document, data.checks); } catch (e) { results = data.checks.map(function (c) { return { key: c.key, passed: false }; }); }
    asker.postMessage({ type: ${JSON.stringify(WEB_CHECK_RESULT)}, id: String(data.id), results: results }, '*');
  });
})();`;
}

export interface WebVerdict {
  passed: boolean;
  /** The failed checks' messages, in the exercise's order. */
  failed: { key: string; message: Localised }[];
  passedCount: number;
  total: number;
}

/** Reads the preview's results against the exercise's checks (a check without a result has failed). */
export function webVerdict(checks: readonly WebCheck[], results: readonly WebCheckResult[]): WebVerdict {
  const byKey = new Map(results.map((r) => [r.key, r.passed]));
  const failed = checks.filter((c) => byKey.get(c.key) !== true).map((c) => ({ key: c.key, message: c.message }));
  return { passed: failed.length === 0, failed, passedCount: checks.length - failed.length, total: checks.length };
}

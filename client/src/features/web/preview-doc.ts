import { webCheckerScript, WEB_CHECK_RESULT, type WebCheckResult } from '@codeyard/shared-schema/code-exercises';

/**
 * The web editor's live preview: how the child's three parts become one page, and the messages between
 * the app and the page.
 *
 * Frames: the app → PREVIEW_PATH (the "host": an empty page of ours, same origin, no script at all, served
 * with its own Content-Security-Policy: inline scripts and styles yes, network no, connect-src 'none') → the
 * child's page, an iframe the app puts into the host with sandbox="allow-scripts" (never allow-same-origin:
 * its origin is opaque, so it cannot read the app's localStorage token, cookies or IndexedDB, nor call the
 * API as the child) and srcdoc = composePreview(...). Why a host: a srcdoc (or blob:) frame inherits the
 * policy of the document it sits in, and the app's own policy forbids inline scripts; and a sandboxed
 * frame's own navigation is never answered by the service worker (it would not load offline), while the
 * host, not sandboxed, is precached like the app's other files.
 *
 * Messages (window.postMessage; the app accepts only those whose event.source is the current page's window):
 *   page → app (window.top)  { type: PREVIEW_CONSOLE, run, level, text }  console.log/info/warn/error, alert()
 *                                                                         and uncaught errors of the page
 *   app → page  WebCheckRequest, page → app WebCheckAnswer (shared-schema code-exercises)
 *
 * Each render is a fresh iframe (a fresh JavaScript world: the old page's timers end with it) with a run
 * id; console messages of any other run are dropped.
 */

export const PREVIEW_PATH = '/web-preview.html';
export const PREVIEW_CONSOLE = 'codeyard:preview-console';
/** The page's sandbox: scripts only. allow-same-origin must never be added. */
export const PREVIEW_SANDBOX = 'allow-scripts';

/** At most this many console messages per run (a page that logs in a loop would flood the app). */
export const MAX_CONSOLE_MESSAGES = 300;
/** A console message is cut to this many characters. */
export const MAX_CONSOLE_TEXT = 2000;

export interface WebParts {
  html: string;
  css: string;
  js: string;
}

export type ConsoleLevel = 'log' | 'warn' | 'error' | 'alert';
export interface ConsoleMessage {
  level: ConsoleLevel;
  text: string;
}

/** The page's console bridge: runs first in the page, forwards console output and errors to the app (the top window). */
export function consoleBridgeScript(run: string): string {
  return `(function () {
  var RUN = ${JSON.stringify(run)}, sent = 0, up = window.top;
  function show(v) {
    try {
      if (typeof v === 'string') return v;
      if (v instanceof Error) return v.name + ': ' + v.message;
      if (v === undefined) return 'undefined';
      if (typeof v === 'function' || typeof v === 'symbol' || typeof v === 'bigint') return String(v);
      if (v && typeof v === 'object' && typeof v.nodeType === 'number') return '<' + String(v.nodeName || '').toLowerCase() + '>';
      var s = JSON.stringify(v);
      return s === undefined ? String(v) : s;
    } catch (e) { return String(v); }
  }
  function send(level, args) {
    if (sent > ${MAX_CONSOLE_MESSAGES}) return;
    sent++;
    var text = sent > ${MAX_CONSOLE_MESSAGES} ? '…' : Array.prototype.map.call(args, show).join(' ');
    if (text.length > ${MAX_CONSOLE_TEXT}) text = text.slice(0, ${MAX_CONSOLE_TEXT}) + '…';
    try { up.postMessage({ type: ${JSON.stringify(PREVIEW_CONSOLE)}, run: RUN, level: level, text: text }, '*'); } catch (e) {}
  }
  ['log', 'info', 'debug', 'warn', 'error'].forEach(function (name) {
    var original = console[name];
    var level = name === 'warn' || name === 'error' ? name : 'log';
    console[name] = function () {
      send(level, arguments);
      if (original) { try { original.apply(console, arguments); } catch (e) {} }
    };
  });
  window.alert = function (m) { send('alert', [m === undefined ? '' : m]); };
  window.addEventListener('error', function (e) {
    send('error', [e.error instanceof Error ? e.error.name + ': ' + e.error.message : (e.message || 'Error')]);
  });
  window.addEventListener('unhandledrejection', function (e) { send('error', [e.reason]); });
})();`;
}

/** Text safe inside <style>…</style> or <script>…</script>: the closing tag cannot appear early. */
export const escapeStyle = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');
export const escapeScript = (js: string) => js.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');

/**
 * One page from the three parts: the app's scripts (console bridge, then the exercise checker) first in
 * the head, the CSS at the end of the head, the JS at the end of the body. The child's HTML may be a whole
 * document (doctype, html, head, body) or just what goes in the body; a missing doctype is added (the
 * preview is never in quirks mode).
 */
export function composePreview(parts: WebParts, run: string): string {
  const bridge = `<script>${consoleBridgeScript(run)}\n${webCheckerScript()}</script>`;
  const style = parts.css.trim() ? `<style>\n${escapeStyle(parts.css)}\n</style>` : '';
  const script = parts.js.trim() ? `<script>\n${escapeScript(parts.js)}\n</script>` : '';
  let html = parts.html;

  const at = (re: RegExp) => {
    const m = re.exec(html);
    return m ? { start: m.index, end: m.index + m[0].length } : null;
  };
  const insert = (index: number, text: string) => {
    html = html.slice(0, index) + text + html.slice(index);
  };

  const head = at(/<head(\s[^>]*)?>/i);
  const root = at(/<html(\s[^>]*)?>/i);
  const doctype = at(/^\s*<!doctype[^>]*>/i);
  if (head) insert(head.end, bridge);
  else if (root) insert(root.end, bridge);
  else if (doctype) insert(doctype.end, bridge);
  else html = bridge + html;

  if (style) {
    const headEnd = at(/<\/head\s*>/i);
    const bridgeEnd = html.indexOf(bridge) + bridge.length;
    insert(headEnd ? headEnd.start : bridgeEnd, style);
  }
  if (script) {
    const closes = [...html.matchAll(/<\/body\s*>/gi)];
    const bodyEnd = closes.length ? closes[closes.length - 1]!.index! : -1;
    const htmlEnd = at(/<\/html\s*>/i);
    insert(bodyEnd >= 0 ? bodyEnd : htmlEnd ? htmlEnd.start : html.length, script);
  }
  if (!doctype) html = `<!DOCTYPE html>\n${html}`;
  return html;
}

// ------------------------------------------------------------------------------------------- messages

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

const LEVELS: readonly ConsoleLevel[] = ['log', 'warn', 'error', 'alert'];

/** A console message of this run, else null (another run's, or not one at all). */
export function readConsole(data: unknown, run: string): ConsoleMessage | null {
  if (!isObject(data) || data.type !== PREVIEW_CONSOLE || data.run !== run) return null;
  if (typeof data.text !== 'string' || !LEVELS.includes(data.level as ConsoleLevel)) return null;
  return { level: data.level as ConsoleLevel, text: data.text.slice(0, MAX_CONSOLE_TEXT + 1) };
}

/** The preview's answer to the check request `id`, else null. */
export function readCheckAnswer(data: unknown, id: string): WebCheckResult[] | null {
  if (!isObject(data) || data.type !== WEB_CHECK_RESULT || data.id !== id || !Array.isArray(data.results)) return null;
  return data.results
    .filter((r): r is WebCheckResult => isObject(r) && typeof r.key === 'string' && typeof r.passed === 'boolean')
    .map((r) => ({ key: r.key, passed: r.passed }));
}

/** The console keeps the newest messages only. */
export function appendMessage(
  list: readonly ConsoleMessage[],
  message: ConsoleMessage,
  max = MAX_CONSOLE_MESSAGES,
): ConsoleMessage[] {
  const next = [...list, message];
  return next.length > max ? next.slice(next.length - max) : next;
}

/** A fresh, unguessable id (runs and check requests). */
export const newRunId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;

// ------------------------------------------------------------------------------------------- drafts

/** The three parts as kept in a code draft (one JSON string in UserDb.codeDrafts). */
export function encodeParts(parts: WebParts): string {
  return JSON.stringify({ html_code: parts.html, css_code: parts.css, js_code: parts.js });
}

export function decodeParts(text: string | null | undefined): WebParts | null {
  if (!text) return null;
  try {
    const x = JSON.parse(text) as Record<string, unknown>;
    if (!isObject(x)) return null;
    const s = (v: unknown) => (typeof v === 'string' ? v : '');
    if (typeof x.html_code !== 'string' && typeof x.css_code !== 'string' && typeof x.js_code !== 'string') return null;
    return { html: s(x.html_code), css: s(x.css_code), js: s(x.js_code) };
  } catch {
    return null;
  }
}

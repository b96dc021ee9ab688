import { forwardRef, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { WEB_CHECK_REQUEST, type WebCheck, type WebCheckResult } from '@codeyard/shared-schema/code-exercises';
import {
  composePreview,
  newRunId,
  PREVIEW_PATH,
  PREVIEW_SANDBOX,
  readCheckAnswer,
  readConsole,
  type ConsoleMessage,
  type WebParts,
} from './preview-doc';

export interface WebPreviewHandle {
  /** Runs the checks inside the page; null when it does not answer in time. */
  check(checks: readonly WebCheck[], timeoutMs?: number): Promise<WebCheckResult[] | null>;
}

export interface WebPreviewProps {
  parts: WebParts;
  /** Changes when the page should be shown again with the same parts ("Run again"). */
  runKey?: number;
  title: string;
  onConsole?: (message: ConsoleMessage) => void;
  /** A new page started (the console is cleared). */
  onRun?: () => void;
  className?: string;
}

/**
 * The sandboxed live preview (frames and protocol in preview-doc.ts): the host page of ours, and in it, for
 * every render, a fresh iframe with sandbox="allow-scripts" and the composed page as srcdoc. Messages are
 * accepted only from the current page's window.
 */
export const WebPreview = forwardRef<WebPreviewHandle, WebPreviewProps>(function WebPreview(
  { parts, runKey = 0, title, onConsole, onRun, className },
  ref,
) {
  const host = useRef<HTMLIFrameElement>(null);
  const page = useRef<HTMLIFrameElement | null>(null);
  const [hostReady, setHostReady] = useState(false);
  const current = useMemo(() => {
    const id = newRunId();
    return { id, doc: composePreview(parts, id), loaded: deferred() };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [parts.html, parts.css, parts.js, runKey]);
  const live = useRef(current);
  live.current = current;
  const consoleRef = useRef(onConsole);
  consoleRef.current = onConsole;
  const runRef = useRef(onRun);
  runRef.current = onRun;
  const pending = useRef(new Map<string, (results: WebCheckResult[]) => void>());

  // A fresh sandboxed page in the host for every run.
  useEffect(() => {
    const doc = hostReady ? host.current?.contentDocument : null;
    if (!doc?.body || !doc.URL.endsWith(PREVIEW_PATH)) return;
    runRef.current?.();
    page.current?.remove();
    const frame = doc.createElement('iframe');
    frame.setAttribute('sandbox', PREVIEW_SANDBOX);
    frame.setAttribute('title', title);
    frame.setAttribute('referrerpolicy', 'no-referrer');
    frame.setAttribute('data-testid', 'web-preview');
    frame.setAttribute('data-run', current.id);
    const loaded = current.loaded;
    frame.addEventListener('load', () => loaded.resolve(), { once: true });
    frame.srcdoc = current.doc;
    doc.body.appendChild(frame);
    page.current = frame;
  }, [current, hostReady, title]);

  useEffect(
    () => () => {
      page.current?.remove();
      page.current = null;
    },
    [],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const win = page.current?.contentWindow;
      if (!win || event.source !== win) return; // only the current page's own window
      const message = readConsole(event.data, live.current.id);
      if (message) {
        consoleRef.current?.(message);
        return;
      }
      for (const [id, done] of pending.current) {
        const results = readCheckAnswer(event.data, id);
        if (results) {
          pending.current.delete(id);
          done(results);
          return;
        }
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const check = useCallback(async (checks: readonly WebCheck[], timeoutMs = 4000): Promise<WebCheckResult[] | null> => {
    const until = performance.now() + timeoutMs;
    const wait = (ms: number) =>
      new Promise<null>((resolve) => window.setTimeout(() => resolve(null), Math.max(0, ms)));
    if ((await Promise.race([live.current.loaded.promise.then(() => true), wait(timeoutMs)])) === null) return null;
    const win = page.current?.contentWindow;
    if (!win) return null;
    const id = newRunId();
    const answer = new Promise<WebCheckResult[]>((resolve) => pending.current.set(id, resolve));
    // A page still busy with its own script answers a moment later: ask until it does.
    const ask = () => win.postMessage({ type: WEB_CHECK_REQUEST, id, checks }, '*');
    ask();
    const again = window.setInterval(ask, 250);
    const results = await Promise.race([answer, wait(until - performance.now())]);
    window.clearInterval(again);
    pending.current.delete(id);
    return results;
  }, []);
  useImperativeHandle(ref, () => ({ check }), [check]);

  return (
    <iframe
      ref={host}
      className={className}
      src={PREVIEW_PATH}
      title={title}
      onLoad={() => setHostReady(true)}
      data-testid="web-preview-host"
      data-run={current.id}
    />
  );
});

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

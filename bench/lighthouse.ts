/**
 * `npm run bench -- lighthouse`: Lighthouse (pinned 12.2.3) on the first screens a visitor opens, `/`,
 * `/login` and `/courses`, against the bench's own server with the built client, in Chromium from
 * CHROMIUM_PATH (headless). Each page twice: Lighthouse's default mobile emulation (a mid-range phone:
 * 4x CPU slowdown, slow 4G, simulated) and its desktop preset. Figures are printed next to the goals of
 * issue 12; the bench never fails on them. Each is run LIGHTHOUSE_RUNS times (3), the median run reported. LIGHTHOUSE_ONLY="/courses mobile" runs one page and form factor;
 * LIGHTHOUSE_DETAILS=1 lists each page's downloads, long tasks and main-thread time.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

type LighthouseResult = Parameters<typeof computeMedianRun>[0][number];

/** Runs per page and form factor (LIGHTHOUSE_RUNS), the median one reported. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);

const PAGES = ['/', '/login', '/courses'] as const;
const FORM_FACTORS = ['mobile', 'desktop'] as const;

/** The goals (mobile): performance >= 90, LCP <= 2.5 s, TBT <= 200 ms, CLS <= 0.1. */
export const GOALS = { performance: 90, lcpMs: 2500, tbtMs: 200, cls: 0.1 };

interface Row {
  page: string;
  formFactor: (typeof FORM_FACTORS)[number];
  performance: number;
  /** Every valid run's score, the median run's among them. */
  scores: number[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}

const mark = (ok: boolean) => (ok ? ' ' : '!');

export async function lighthouseFigures(base: string, print: (line: string) => void): Promise<void> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const rows: Row[] = [];
  const only = process.env.LIGHTHOUSE_ONLY;
  try {
    for (const formFactor of FORM_FACTORS)
      for (const page of PAGES) {
        if (only && only !== `${page} ${formFactor}`) continue;
        const audit = async () => {
          const result = await lighthouse(
            `${base}${page}`,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
            formFactor === 'desktop' ? desktopConfig : undefined,
          );
          if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
          return result.lhr;
        };
        // Lighthouse's own advice for figures that vary from run to run: several runs, the median one kept
        // (its computeMedianRun: the run nearest the median FCP and time to interactive).
        const runs: LighthouseResult[] = [];
        for (let i = 0; i < RUNS; i++) {
          // A trace lost on a busy machine (NO_NAVSTART, NO_LCP) is recorded again, once.
          let lhr = await audit();
          if (lhr.runtimeError) lhr = await audit();
          if (lhr.runtimeError)
            print(`Lighthouse on ${page} (${formFactor}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          else runs.push(lhr);
        }
        const valid = filterToValidRuns(runs);
        if (valid.length === 0) continue;
        const { audits, categories } = computeMedianRun(valid);
        const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
        if (process.env.LIGHTHOUSE_DETAILS) printDetails(`${page} ${formFactor}`, audits, print);
        rows.push({
          page,
          formFactor,
          performance: Math.round((categories.performance?.score ?? Number.NaN) * 100),
          scores: valid.map((run) => Math.round((run.categories.performance?.score ?? Number.NaN) * 100)),
          lcpMs: value('largest-contentful-paint'),
          tbtMs: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
          fcpMs: value('first-contentful-paint'),
        });
      }
  } finally {
    await chrome.kill();
  }

  print(
    `Lighthouse 12.2.3 (performance only; mobile: its default emulation, 4x CPU and slow 4G simulated; desktop: its preset); goals on mobile: performance >= ${GOALS.performance}, LCP <= ${GOALS.lcpMs / 1000} s, TBT <= ${GOALS.tbtMs} ms, CLS <= ${GOALS.cls}; ! marks a figure off its goal`,
  );
  print(`the median of ${RUNS} runs each (LIGHTHOUSE_RUNS); "runs" lists every run's score`);
  print('page      form     perf   LCP       TBT       CLS     FCP      runs');
  for (const r of rows) {
    const goal = r.formFactor === 'mobile';
    print(
      [
        r.page.padEnd(9),
        r.formFactor.padEnd(8),
        `${r.performance}${mark(!goal || r.performance >= GOALS.performance)}`.padEnd(6),
        `${(r.lcpMs / 1000).toFixed(2)} s${mark(!goal || r.lcpMs <= GOALS.lcpMs)}`.padEnd(9),
        `${r.tbtMs.toFixed(0)} ms${mark(!goal || r.tbtMs <= GOALS.tbtMs)}`.padEnd(9),
        `${r.cls.toFixed(3)}${mark(!goal || r.cls <= GOALS.cls)}`.padEnd(7),
        `${(r.fcpMs / 1000).toFixed(2)} s`.padEnd(8),
        r.scores.join(', '),
      ].join(' '),
    );
  }
}

type Audits = Record<string, { details?: unknown } | undefined>;

/** LIGHTHOUSE_DETAILS=1: what the page downloaded, in the order the downloads ended (to see what a first screen costs). */
function printDetails(label: string, audits: Audits, print: (line: string) => void): void {
  const items = ((audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items ?? []) as Record<
    string,
    unknown
  >[];
  print(`  ${label}:`);
  const requests = items
    .map((r) => ({ url: String(r.url), kb: Number(r.transferSize) / 1024, end: Number(r.networkEndTime) }))
    .sort((a, b) => a.end - b.end);
  for (const r of requests)
    print(`    request ${r.url.replace(/^https?:\/\/[^/]+/, '')} ${r.kb.toFixed(1)} KiB, ends ${r.end.toFixed(0)} ms`);
  // The long tasks (simulated at the emulated CPU) and where the main thread's time went: what TBT is made of.
  for (const t of detailItems(audits, 'long-tasks'))
    print(
      `    long task ${String(t.url).replace(/^https?:\/\/[^/]+/, '')} at ${Number(t.startTime).toFixed(0)} ms, ${Number(t.duration).toFixed(0)} ms`,
    );
  for (const w of detailItems(audits, 'mainthread-work-breakdown'))
    print(`    main thread ${String(w.groupLabel ?? w.group)}: ${Number(w.duration).toFixed(0)} ms`);
  // The page's largest paint: the element, as Lighthouse saw it.
  const lcp = /"snippet":"(.*?)","/.exec(JSON.stringify(audits['largest-contentful-paint-element']?.details ?? {}));
  if (lcp) print(`    largest paint ${lcp[1]!.slice(0, 200)}`);
  for (const b of detailItems(audits, 'bootup-time'))
    print(
      `    script ${String(b.url).replace(/^https?:\/\/[^/]+/, '')}: ${Number(b.scripting).toFixed(0)} ms run, ${Number(b.scriptParseCompile).toFixed(0)} ms parse`,
    );
}

function detailItems(audits: Audits, id: string): Record<string, unknown>[] {
  return ((audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? []) as Record<string, unknown>[];
}

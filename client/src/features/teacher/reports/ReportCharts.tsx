import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatDate, formatNumber, locale, useLang } from '../../../ui/kit/format';
import { DAY, dayRange, skillData, timeData, type DayPoint, type SkillPoint } from './chart-data';

/**
 * The report's three charts (points over time, lessons completed over time, skills), drawn with uPlot.
 * This module is the only one that imports uPlot and is loaded lazily (ClassroomReports, the student
 * profile), so the chart library is its own chunk, bundled with the app (it works offline), never in the
 * entry. Each chart is an image with a one-line description and its numbers as a table beside it; in
 * Arabic the time runs from right to left and the value axis stands on the right.
 */
export default function ReportCharts({
  points,
  lessons,
  skills,
}: {
  points: DayPoint[];
  lessons: DayPoint[];
  skills: SkillPoint[];
}) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const n = (value: number) => formatNumber(value, lang);
  const last = (series: DayPoint[]) => series.at(-1)?.total ?? 0;
  return (
    <div className="report-charts" data-testid="report-charts">
      <ChartFigure
        testId="chart-points"
        title={t('reports.pointsTitle')}
        summary={
          points.length
            ? t('reports.pointsSummary', {
                total: n(last(points)),
                from: formatDate(points[0]!.date, lang),
                to: formatDate(points.at(-1)!.date, lang),
              })
            : t('reports.noData')
        }
        empty={!points.length}
        chart={() => lineOptions(lang, t('reports.pointsTitle'), '#2b6cb0', timeData(points)[0])}
        data={timeData(points)}
        table={<DayTable series={points} valueLabel={t('reports.pointsThatDay')} totalLabel={t('reports.total')} />}
      />
      <ChartFigure
        testId="chart-lessons"
        title={t('reports.lessonsTitle')}
        summary={
          lessons.length
            ? t('reports.lessonsSummary', { count: last(lessons), n: n(last(lessons)) })
            : t('reports.noData')
        }
        empty={!lessons.length}
        chart={() => lineOptions(lang, t('reports.lessonsTitle'), '#2f855a', timeData(lessons)[0])}
        data={timeData(lessons)}
        table={<DayTable series={lessons} valueLabel={t('reports.lessonsThatDay')} totalLabel={t('reports.total')} />}
      />
      <ChartFigure
        testId="chart-skills"
        title={t('reports.skillsTitle')}
        summary={
          skills.some((s) => s.rate !== null)
            ? t('reports.skillsSummary', {
                list: skills
                  .filter((s) => s.rate !== null)
                  // Each skill isolated, so a Latin skill name and its rate keep their order in Arabic.
                  .map((s) => `\u2068${s.skill} ${n(s.rate!)}%\u2069`)
                  .join(lang === 'ar' ? '، ' : ', '),
              })
            : t('reports.noData')
        }
        empty={!skills.some((s) => s.rate !== null)}
        chart={() => barOptions(lang, t('reports.skillsTitle'), skills)}
        data={skillData(skills)}
        table={<SkillTable skills={skills} />}
      />
    </div>
  );
}

function ChartFigure({
  testId,
  title,
  summary,
  empty,
  chart,
  data,
  table,
}: {
  testId: string;
  title: string;
  summary: string;
  empty: boolean;
  chart: () => Omit<uPlot.Options, 'width' | 'height'>;
  data: uPlot.AlignedData;
  table: React.ReactNode;
}) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  const box = useRef<HTMLDivElement>(null);
  const key = JSON.stringify(data);

  // The chart is drawn again only when what it draws changes: the data or the language (its summary says both).
  useEffect(() => {
    const target = box.current;
    if (!target || empty) return;
    const width = () => Math.max(240, Math.floor(target.clientWidth));
    const plot = new uPlot({ ...chart(), width: width(), height: 200 }, JSON.parse(key) as uPlot.AlignedData, target);
    const resize = new ResizeObserver(() => plot.setSize({ width: width(), height: 200 }));
    resize.observe(target);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `chart` is made anew on each render; key and lang say what it draws
  }, [key, empty, lang]);

  return (
    <figure className="report-chart card" data-testid={testId}>
      <figcaption>
        <strong>{title}</strong>
        <span className="muted report-summary">{summary}</span>
      </figcaption>
      {!empty && <div ref={box} className="report-canvas" role="img" aria-label={`${title}: ${summary}`} />}
      {!empty && (
        <details className="report-table">
          <summary>{t('reports.showTable')}</summary>
          {table}
        </details>
      )}
    </figure>
  );
}

function DayTable({ series, valueLabel, totalLabel }: { series: DayPoint[]; valueLabel: string; totalLabel: string }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  return (
    <table className="data-table">
      <thead>
        <tr>
          <th scope="col">{t('reports.day')}</th>
          <th scope="col">{valueLabel}</th>
          <th scope="col">{totalLabel}</th>
        </tr>
      </thead>
      <tbody>
        {series.map((p) => (
          <tr key={p.date}>
            <th scope="row">{formatDate(p.date, lang)}</th>
            <td>{formatNumber(p.value, lang)}</td>
            <td>{formatNumber(p.total, lang)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SkillTable({ skills }: { skills: SkillPoint[] }) {
  const { t } = useTranslation('teacher');
  const lang = useLang();
  return (
    <table className="data-table">
      <thead>
        <tr>
          <th scope="col">{t('reports.skill')}</th>
          <th scope="col">{t('reports.answered')}</th>
          <th scope="col">{t('reports.correct')}</th>
          <th scope="col">{t('reports.rate')}</th>
        </tr>
      </thead>
      <tbody>
        {skills.map((s) => (
          <tr key={s.skill}>
            <th scope="row">{s.skill}</th>
            <td>{formatNumber(s.answered, lang)}</td>
            <td>{formatNumber(s.correct, lang)}</td>
            <td>{s.rate === null ? '—' : `${formatNumber(s.rate, lang)}%`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const INK = '#1a202c';
/** The time axis ticks whole days, weeks, months (never hours: the series are day by day). */
const DAY_STEPS = [1, 2, 7, 14, 30, 61, 91, 182, 365].map((days) => days * DAY);
const GRID = '#e2e8f0';
const FONT = '12px "Noto Sans", "Noto Sans Arabic", sans-serif';

function valueAxis(lang: 'en' | 'ar'): uPlot.Axis {
  return {
    side: lang === 'ar' ? 1 : 3,
    stroke: INK,
    font: FONT,
    grid: { stroke: GRID },
    values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? formatNumber(v, lang) : '')),
  };
}

function lineOptions(
  lang: 'en' | 'ar',
  label: string,
  color: string,
  days: readonly number[],
): Omit<uPlot.Options, 'width' | 'height'> {
  const day = new Intl.DateTimeFormat(locale(lang), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return {
    legend: { show: false },
    cursor: { show: false },
    scales: {
      // Set, not found by uPlot (which stretches a single day over years): see dayRange.
      x: { time: true, dir: lang === 'ar' ? -1 : 1, auto: false, ...dayRange(days) },
      y: { range: (_u, _min, max) => [0, Math.max(1, max)] },
    },
    axes: [
      {
        stroke: INK,
        font: FONT,
        grid: { stroke: GRID },
        space: 70,
        incrs: DAY_STEPS,
        values: (_u, splits) => splits.map((s) => day.format(new Date(s * 1000))),
      },
      valueAxis(lang),
    ],
    series: [{}, { label, stroke: color, width: 2, fill: `${color}22`, points: { show: true, size: 6 } }],
  };
}

function barOptions(lang: 'en' | 'ar', label: string, skills: SkillPoint[]): Omit<uPlot.Options, 'width' | 'height'> {
  return {
    legend: { show: false },
    cursor: { show: false },
    scales: {
      x: { time: false, dir: lang === 'ar' ? -1 : 1, auto: false, min: -0.5, max: Math.max(0.5, skills.length - 0.5) },
      y: { range: [0, 100] },
    },
    axes: [
      {
        stroke: INK,
        font: FONT,
        grid: { show: false },
        splits: () => skills.map((_, i) => i),
        values: (_u, splits) => splits.map((i) => skills[i]?.skill ?? ''),
      },
      { ...valueAxis(lang), values: (_u, splits) => splits.map((v) => `${formatNumber(v, lang)}%`) },
    ],
    series: [
      {},
      {
        label,
        stroke: '#805ad5',
        fill: '#805ad5aa',
        width: 1,
        paths: uPlot.paths.bars!({ size: [0.6, 64] }),
        points: { show: false },
      },
    ],
  };
}

import { useCallback, useEffect, useState } from 'react';
import { reports, translate } from '@codeyard/shared-schema';
import { ApiError, callApi } from '../../../api/client';
import { currentLanguage } from '../../../i18n/language';
import type { ApiQuery } from '../../../ui/kit/use-api-query';
import { mergeSeries, mergeSkills, type ChartAnswer, type DayPoint, type SkillPoint } from './chart-data';

export interface ChartSet {
  points: DayPoint[];
  lessons: DayPoint[];
  skills: SkillPoint[];
}

/** At most this many chart calls at once (a whole classroom asks three per student). */
const AT_ONCE = 4;

/**
 * The charts of one student, or of several added up (a whole classroom), in one course: three
 * GET /get-student-reports calls a student (points, lessons, skills), a few at a time.
 */
export function useReportCharts(studentIds: readonly number[], courseId: number | undefined): ApiQuery<ChartSet> {
  const [data, setData] = useState<ChartSet>();
  const [error, setError] = useState<ApiError>();
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([studentIds, courseId]);

  useEffect(() => {
    const [ids, course] = JSON.parse(key) as [number[], number | undefined];
    if (course === undefined || ids.length === 0) {
      setData({ points: [], lessons: [], skills: [] });
      setLoading(false);
      return;
    }
    let current = true;
    setLoading(true);
    setError(undefined);
    const lang = currentLanguage();
    const jobs = ids.flatMap((profileId) =>
      reports.STUDENT_REPORT_TYPES.map(
        (type) => () =>
          callApi(reports.getStudentReports, {
            params: { profileId, courseId: course, type: reportType(type) },
            query: { lang },
          }).then((answer) => answer.data),
      ),
    );
    runAFewAtOnce(jobs, AT_ONCE)
      .then((answers) => {
        if (!current) return;
        const of = (type: string) => answers.filter((a) => a.type === type);
        setData({
          points: mergeSeries(of('points')),
          lessons: mergeSeries(of('lessons')),
          skills: mergeSkills(of('skills')),
        });
      })
      .catch((failure: unknown) => {
        if (!current) return;
        setError(failure instanceof ApiError ? failure : new ApiError(-1, translate(lang, 'errors.server')));
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, error, loading, reload };
}

/**
 * The contract builds the `type` union from a mapped array, which TypeBox's static type reads as `never`;
 * the value is one of STUDENT_REPORT_TYPES all the same (and the server validates it).
 */
export const reportType = (type: (typeof reports.STUDENT_REPORT_TYPES)[number]) => type as never;

async function runAFewAtOnce(jobs: (() => Promise<ChartAnswer>)[], atOnce: number): Promise<ChartAnswer[]> {
  const results: ChartAnswer[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await jobs[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, jobs.length) }, worker));
  return results;
}

import { useTranslation } from 'react-i18next';
import { useBrowserOnline } from '../../app/shell-state';
import { EmptyState } from '../../ui/kit/states';

/** Exams are marked on the server: without a connection the screen says so kindly instead of failing. */
export function OfflineExams() {
  const { t } = useTranslation('exams');
  return (
    <EmptyState icon="cloudOff" title={t('offline.title')}>
      <p>{t('offline.text')}</p>
    </EmptyState>
  );
}

export function useOnline(): boolean {
  return useBrowserOnline();
}

/** 75 → "75%" in either language (Latin digits, as every number of the app). */
export const percent = (rate: number) => `${rate}%`;

/** mm:ss from seconds. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

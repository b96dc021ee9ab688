import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exams as calls, type Language } from '@codeyard/shared-schema';
import { downloadFile } from '../../api/download';
import { useBrowserOnline } from '../../app/shell-state';
import { useAlerts } from '../../ui/alerts';
import { useLang } from '../../ui/kit/format';
import { Icon } from '../../ui/kit/icons';
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

/**
 * The authorisation letter of a registration as a PDF (GET /exam-letters/{eligibilityId}), in English and
 * in Arabic; the language of the screen comes first.
 */
export function LetterButtons({ eligibilityId }: { eligibilityId: string }) {
  const { t } = useTranslation('exams');
  const lang = useLang();
  const alerts = useAlerts();
  const [busy, setBusy] = useState(false);
  const languages: Language[] = lang === 'ar' ? ['ar', 'en'] : ['en', 'ar'];
  const download = async (language: Language) => {
    setBusy(true);
    try {
      await downloadFile(
        calls.examLetter,
        { params: { eligibilityId }, query: { lang: language } },
        `codeyard-exam-letter-${eligibilityId}.pdf`,
      );
      alerts.show('success', t('letter.downloaded'));
    } catch (error) {
      alerts.show('danger', (error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="exam-letter-buttons">
      {languages.map((language, i) => (
        <button
          key={language}
          type="button"
          className={`button${i === 0 ? ' button-primary' : ''}`}
          disabled={busy}
          onClick={() => void download(language)}
          data-testid={`letter-${language}`}
        >
          <Icon name="book" size={20} />
          {t('letter.download', { language: t(language === 'en' ? 'letter.english' : 'letter.arabic') })}
        </button>
      ))}
    </div>
  );
}

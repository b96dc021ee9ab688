import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/kit/icons';

/** The wizard's steps, numbered, the current one marked (aria-current="step"); the order follows the page direction. */
export function StepIndicator({ steps, current }: { steps: string[]; current: number }) {
  const { t } = useTranslation('accounts');
  return (
    <nav aria-label={t('child.stepsLabel')} className="acc-steps-nav">
      <p className="acc-steps-caption">{t('child.stepOf', { current: current + 1, total: steps.length })}</p>
      <ol className="acc-steps">
        {steps.map((label, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li
              key={label}
              className={`acc-step acc-step-${state}`}
              aria-current={index === current ? 'step' : undefined}
            >
              <span className="acc-step-number" aria-hidden="true">
                {state === 'done' ? <Icon name="check" size={16} /> : index + 1}
              </span>
              <span className="acc-step-label">{label}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

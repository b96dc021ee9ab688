import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameSound } from '../../ui/kit/sound';
import { SoundIcon } from '../../ui/kit/sound-icon';
import { celebrates } from './robo-pose';
import { Stage } from './Stage';
import type { StageTheme } from './stage-themes';
import { stepDelay, type Runner, type RunStatusKey } from './use-runner';

/**
 * The stage with Run / Stop, Step, Reset and the speed slider, and the run's status said politely: the
 * right-hand side of the playground and the challenge screens. `testid` prefixes the controls' test ids.
 */
export function RunPanel({
  runner,
  testid,
  extraStatus,
  children,
  costume,
  background,
  theme,
  solved = false,
}: {
  runner: Runner;
  testid: string;
  /** The course's scenery (the playground's when absent). */
  theme?: StageTheme;
  /** The level's rules say the last run solved it: the stage celebrates. */
  solved?: boolean;
  /** A project's costume for Robo and background for the stage (media library ids). */
  costume?: string | null;
  background?: string | null;
  /** Said after the status (e.g. the stars collected). */
  extraStatus?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('blocks');
  const { status } = runner;
  const sound = useRunSound(status.key, solved);
  const statusText = t(
    `playground.status.${status.key}`,
    status.key === 'error' ? { message: t(`playground.errors.${status.errorCode ?? 'internal'}`) } : {},
  );
  return (
    <>
      {/* The stage takes the keys a child's program listens to ("when a key is pressed"), so it takes focus. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        className="playground-stage"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onKeyDown={runner.onStageKey}
        aria-describedby={`${testid}-status`}
        data-testid={`${testid}-stage`}
      >
        <Stage
          world={runner.world}
          label={t('playground.stage')}
          costume={costume ?? null}
          background={background ?? null}
          {...(theme ? { theme } : {})}
          status={status.key}
          event={runner.last.event}
          step={runner.last.steps}
          stepMs={stepDelay(runner.speed)}
          solved={solved}
        />
      </div>
      <div className="playground-controls">
        {runner.running ? (
          <button
            type="button"
            className="button button-primary button-large"
            onClick={runner.stop}
            data-testid={`${testid}-stop`}
          >
            {t('playground.stop')}
          </button>
        ) : (
          <button
            type="button"
            className="button button-primary button-large"
            onClick={runner.start}
            data-testid={`${testid}-run`}
          >
            ▶ {t('playground.run')}
          </button>
        )}
        <button type="button" className="button button-large" onClick={runner.step} data-testid={`${testid}-step`}>
          {t('playground.step')}
        </button>
        <button type="button" className="button button-large" onClick={runner.reset} data-testid={`${testid}-reset`}>
          {t('playground.reset')}
        </button>
        <label className="playground-speed">
          <span>{t('playground.speed')}</span>
          <input
            type="range"
            min={1}
            max={6}
            value={runner.speed}
            onChange={(e) => runner.setSpeed(Number(e.target.value))}
            data-testid={`${testid}-speed`}
          />
        </label>
        <button
          type="button"
          className="button playground-sound"
          aria-pressed={!sound.muted}
          onClick={sound.toggle}
          data-testid={`${testid}-sound`}
        >
          <SoundIcon muted={sound.muted} />
          {t('playground.sound')}
        </button>
      </div>
      <p
        id={`${testid}-status`}
        className="playground-status"
        role="status"
        aria-live="polite"
        data-testid={`${testid}-status`}
        data-status={status.key}
      >
        {statusText}
        {extraStatus && <> {extraStatus}</>}
      </p>
      {children}
    </>
  );
}

/**
 * The stage's sounds, with the games' mute switch (one setting on the device): a short tune when Robo
 * reaches the goal or the level is solved, a low beep when it crashes.
 */
function useRunSound(status: RunStatusKey, solved: boolean) {
  const sound = useGameSound();
  const party = celebrates(status, solved);
  const played = useRef<string | null>(null);
  const { beep } = sound;
  useEffect(() => {
    const moment = party ? 'win' : status === 'crashed' ? 'miss' : null;
    if (moment && played.current !== moment) beep(moment);
    played.current = moment;
  }, [party, status, beep]);
  return sound;
}

import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { EMOJIS, isPlayable, playerHref, stonePlayerOf, type Language, type PictureKey } from '@codeyard/shared-schema';
import { formatNumber, useLang } from '../../../ui/kit/format';
import { Icon } from '../../../ui/kit/icons';
import { LangLink } from '../../../ui/LangLink';
import type { CourseView, StoneView } from '../model/world';
import { offlineReadiness } from '../model/readiness';
import { useBrowserOnline, useShellState } from '../../../app/shell-state';
import { usePhotoUrl } from '../../../ui/use-photo';
import { useOutboxEntry } from '../../../outbox';
import { useDownloadState } from '../offline/hooks';
import { InviteParent } from './InviteParent';
import { Picture } from '../../classroom-sign-in';

/** The words that say where a stone stands, with the reason when it is locked. */
export function stoneStateText(t: TFunction<'learning'>, view: StoneView): string {
  const state = t(`stone.states.${view.status.button}`);
  const reason =
    view.status.button === 'locked' && view.status.lockReason ? ` ${t(`stone.reasons.${view.status.lockReason}`)}` : '';
  return `${state}.${reason}`;
}

/**
 * The accessible name of a stone: the words it shows first, in the same order and digits (its number, title
 * and state, so voice control finds it by what a child sees: WCAG 2.5.3), then its kind.
 */
export function stoneLabel(t: TFunction<'learning'>, view: StoneView, title: string, lang: Language): string {
  return t('stone.label', {
    n: formatNumber(view.number, lang),
    title,
    kind: t(`kinds.${view.stone.kind}`),
    state: stoneStateText(t, view),
  });
}

/**
 * Where a stone leads: its player's route from the stone-player registry (shared-schema STONE_PLAYERS), by
 * the stone's kind and its course's track (a bare course id: the default, SmoothY, player), a game stone's
 * by the game type of its downloaded content, a project stone's by its downloaded template's type. A locked stone leads nowhere unless its player opens locked
 * (a lesson's introduction shows the lock); a stone without a player or content ("soon") leads nowhere.
 */
export function stoneHref(
  of: number | { id: number; data: { course: { track: string } } },
  view: StoneView,
): string | null {
  const courseId = typeof of === 'number' ? of : of.id;
  const track = typeof of === 'number' ? null : of.data.course.track;
  if (!isPlayable(view.stone)) return null;
  const found = stonePlayerOf(view.stone.kind, track, view.stone.game?.game ?? null, view.stone.project_type ?? null);
  if (!found) return null;
  const locked = view.status.state === 'locked';
  if (locked && !found.player.opensWhenLocked) return null;
  return playerHref(found.player, { courseId, stoneId: view.stone.id, kind: view.stone.kind, locked });
}

/** An unlocked level's player (a SmoothY course's challenge or code stone) before the map is on the device. */
export function levelHref(courseId: number, stoneId: number, kind: string): string | null {
  const found = stonePlayerOf(kind);
  return found ? playerHref(found.player, { courseId, stoneId, kind: found.kind, locked: false }) : null;
}

export function Stars({ n, label }: { n: number; label: string }) {
  return (
    <span className="stars" role="img" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <span key={i} className={i < n ? 'star star-on' : 'star'}>
          <Icon name="star" size={36} />
        </span>
      ))}
    </span>
  );
}

/** "Ask your parent to subscribe" with the way to the prices. */
export function TrialPanel({ freeLessons, id }: { freeLessons: number; id?: string }) {
  const { t } = useTranslation('learning');
  const lang = useLang();
  return (
    <aside
      className="trial-panel card"
      aria-labelledby={id ?? 'trial-title'}
      data-testid="trial-panel"
      tabIndex={-1}
      id={id ? `${id}-panel` : 'trial-panel'}
    >
      <span className="trial-panel-icon" aria-hidden="true">
        <Icon name="gift" size={40} />
      </span>
      <div>
        <h2 id={id ?? 'trial-title'}>{t('trial.title')}</h2>
        <p>{t('trial.body', { n: formatNumber(freeLessons, lang) })}</p>
      </div>
      <LangLink className="button button-primary button-large" to="/Pricing" data-testid="trial-pricing-link">
        {t('trial.button')}
      </LangLink>
      <InviteParent />
    </aside>
  );
}

/**
 * Whether the child's lessons are on this computer, said only when it is true (model/readiness.ts): the
 * promise needs the service worker in control of this page and every course downloaded. Until then the
 * download's progress ("3 of 5 courses"), and with the network gone, that the lessons are not here yet.
 */
export function DownloadNote({ world }: { world: readonly CourseView[] | undefined }) {
  const { t } = useTranslation('learning');
  const lang = useLang();
  const download = useDownloadState();
  const shell = useShellState();
  const online = useBrowserOnline();
  if (download === undefined || world === undefined) return null;
  const total = world.length;
  const downloaded = world.filter((course) => course.data.hasMap).length;
  const { kind, lessonsHere } = offlineReadiness({ total, downloaded, download, shell, online });
  if (!kind) return null;
  const text =
    kind === 'running' && total > 0
      ? t('myWorld.download.progress', {
          count: total,
          done: formatNumber(downloaded, lang),
          total: formatNumber(total, lang),
        })
      : t(`myWorld.download.${kind}`);
  return (
    <p
      className={`download-note download-${kind}`}
      role="status"
      data-testid="download-state"
      data-state={kind}
      data-lessons={lessonsHere ? 'here' : 'missing'}
    >
      <Icon
        name={kind === 'done' ? 'cloud' : kind === 'running' || kind === 'preparing' ? 'sparkle' : 'cloudOff'}
        size={22}
      />
      <span>{text}</span>
      {kind === 'running' && total > 0 && (
        <progress className="download-progress" max={total} value={downloaded} aria-hidden="true" />
      )}
    </p>
  );
}

/**
 * A course whose map is not on this computer yet (the download brings it): never "coming soon", which
 * would tell the child the stones do not exist. Online it is on its way; offline it needs the internet.
 */
export function CourseDownloading() {
  const { t } = useTranslation('learning');
  const online = useBrowserOnline();
  const state = online ? 'downloading' : 'offline';
  return (
    <p className={`course-downloading muted center`} role="status" data-testid="course-downloading" data-state={state}>
      <Icon name={online ? 'sparkle' : 'cloudOff'} size={26} />
      <span>{t(online ? 'myWorld.stonesDownloading' : 'myWorld.stonesOffline')}</span>
    </p>
  );
}

/** "Waiting to be sent" / "saved on the server" for one queued change. */
export function SyncNote({ syncRef }: { syncRef: string | undefined }) {
  const { t } = useTranslation('learning');
  const state = useOutboxEntry(syncRef);
  if (!state) return null;
  return (
    <p
      className={`sync-note sync-note-${state.state}`}
      role="status"
      data-testid="result-sync"
      data-state={state.state}
    >
      <Icon name={state.state === 'sent' ? 'cloud' : state.state === 'pending' ? 'clock' : 'alert'} size={22} />
      <span>
        {state.state === 'needs-attention'
          ? t('result.sync.attention', { reason: state.error?.message ?? '' })
          : t(`result.sync.${state.state}`)}
      </span>
    </p>
  );
}

/** The picture of an "emoji:<id>" profile picture (the spec's name), if it is one. */
export function profilePictureOf(imgUri: string | null | undefined): PictureKey | null {
  const m = /^emoji:(\d+)$/.exec(imgUri ?? '');
  return m ? (EMOJIS.find((e) => e.id === Number(m[1]))?.picture ?? null) : null;
}

/**
 * A profile picture: an uploaded photo (fetched with the token and shown as a blob: URL, ui/use-photo.ts:
 * the server never serves it to an <img src>), an emoji, or the child icon while neither is there.
 */
export function Avatar({
  imgUri,
  size = 64,
  className = 'learning-avatar',
}: {
  imgUri: string | null | undefined;
  size?: number;
  className?: string;
}) {
  const picture = profilePictureOf(imgUri);
  const photo = usePhotoUrl(picture ? null : imgUri);
  if (photo) {
    return <img className={className} src={photo} alt="" width={size} height={size} data-testid="avatar-photo" />;
  }
  return (
    <span className={className} style={{ inlineSize: size, blockSize: size }} aria-hidden="true">
      {picture ? <Picture name={picture} size={size * 0.72} /> : <Icon name="child" size={size * 0.6} />}
    </span>
  );
}

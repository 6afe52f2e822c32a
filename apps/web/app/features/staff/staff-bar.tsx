import { mdiBellOffOutline, mdiBellRingOutline, mdiClipboardTextClockOutline, mdiSilverwareForkKnife, mdiStarOutline } from '@mdi/js';
import type { StaffRole } from '@platter/domain';
import { useId, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { NavLink } from 'react-router';
import type { LiveStatus } from '../../lib/live-socket.ts';
import { STAFF_MENU_PATH, STAFF_PATH, STAFF_REVIEWS_PATH } from '../../lib/staff.ts';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';
import { Switch } from '../../ui/switch.tsx';
import { canChime, switchSound, useSoundStore } from './chime.ts';
import { OrderingSwitch } from './ordering-switch.tsx';
import { SEGMENT_TRAY, segmentClasses } from './segments.ts';
import { STAFF_PAGE } from './staff-skeleton.tsx';

const STATUS_TONES: Record<LiveStatus, string> = {
  live: 'bg-success',
  connecting: 'bg-text-muted animate-pulse',
  reconnecting: 'bg-warning animate-pulse',
  offline: 'bg-error',
};

/** Whether new orders arrive by themselves: Live, Connecting…, Reconnecting…, or Offline with Reload. */
function LiveIndicator({ status }: { status: LiveStatus }) {
  const { t } = useTranslation('staff');
  return (
    <p role="status" className="ml-auto flex items-center gap-2 text-sm font-medium" data-testid="live-status" data-live={status}>
      <span aria-hidden="true" className={cx('size-2.5 rounded-full', STATUS_TONES[status])} />
      <span className={status === 'live' ? 'text-text' : 'text-text-muted'}>{t(`live.${status}`)}</span>
      {status === 'offline' ? (
        <button type="button" onClick={() => window.location.reload()} className="font-semibold text-primary underline underline-offset-2 dark:text-accent">
          {t('live.reload')}
        </button>
      ) : null}
    </p>
  );
}

const noSubscription = () => () => {};

/** 'Sound' for new orders: browsers allow sound only after a tap, so staff switch it on once a visit. */
function SoundSwitch() {
  const { t } = useTranslation('staff');
  const id = useId();
  const on = useSoundStore((state) => state.on);
  const supported = useSyncExternalStore(noSubscription, canChime, () => false);
  if (!supported) return null;
  return (
    <div className="flex items-center gap-2">
      <Icon path={on ? mdiBellRingOutline : mdiBellOffOutline} size={20} className={on ? 'text-primary dark:text-accent' : 'text-text-muted'} />
      <span id={id} className="text-sm font-medium">
        {t('sound.label')}
      </span>
      <Switch checked={on} aria-labelledby={id} onCheckedChange={(next) => void switchSound(next)} />
    </div>
  );
}

const tabClasses = ({ isActive }: { isActive: boolean }) => segmentClasses(isActive, 'inline-flex h-10 items-center gap-2 px-4 text-sm');

/** The staff area's bar: Orders and Menu, the live connection, sound, and online ordering. */
export function StaffBar({ role, status, newCount }: { role: StaffRole; status: LiveStatus; newCount: number }) {
  const { t } = useTranslation('staff');
  return (
    <div className="border-b border-border/70 bg-surface/70">
      <div className={cx(STAFF_PAGE, 'flex flex-wrap items-center gap-x-5 gap-y-2.5 py-3')}>
        <nav aria-label={t('nav.label')} className={cx('inline-flex gap-1', SEGMENT_TRAY)}>
          <NavLink to={STAFF_PATH} end className={tabClasses}>
            <Icon path={mdiClipboardTextClockOutline} size={18} />
            {t('nav.orders')}
            {newCount > 0 ? (
              <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-bold text-on-primary tabular-nums">
                <span aria-hidden="true">{newCount}</span>
                <span className="sr-only">{t('nav.newCount', { count: newCount })}</span>
              </span>
            ) : null}
          </NavLink>
          <NavLink to={STAFF_MENU_PATH} className={tabClasses}>
            <Icon path={mdiSilverwareForkKnife} size={18} />
            {t('nav.menu')}
          </NavLink>
          <NavLink to={STAFF_REVIEWS_PATH} className={tabClasses}>
            <Icon path={mdiStarOutline} size={18} />
            {t('nav.reviews')}
          </NavLink>
        </nav>
        <LiveIndicator status={status} />
        <div className="flex w-full items-center justify-between gap-5 sm:w-auto">
          <SoundSwitch />
          <OrderingSwitch role={role} />
        </div>
      </div>
    </div>
  );
}

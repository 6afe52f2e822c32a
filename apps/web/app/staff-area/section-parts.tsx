/**
 * Pieces every settings section shares: its heading with who last saved it, the notice a 409
 * STALE_EDIT brings (the server's words and Reload, focused when it appears), and the save bar.
 */
import { currentLanguage } from '../i18n/index.ts';
import type { SettingsStamp } from '@platter/domain';
import { formatInZone } from '@platter/domain';
import { useEffect, useRef, type ReactNode } from 'react';
import { registerCatalogues } from '../i18n/index.ts';
import { useTranslation } from '../i18n/react.tsx';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { useRestaurant } from '../lib/restaurant.ts';
import { SaveBar as KitSaveBar } from '../ui/form-parts.tsx';

// The sections load on their own (lazily): their shared texts come with them.
registerCatalogues(import.meta.glob('../i18n/en-GB/staffSettings.json', { eager: true, import: 'default' }));

/**
 * A section before its settings are there: the load's failure in the section's words with a
 * retry (only while nothing is shown: a failed refetch keeps the form), else a skeleton.
 */
export function SectionLoadState({ failed, message, retry, onRetry }: { failed: boolean; message: string; retry: string; onRetry: () => void }) {
  if (failed) {
    return (
      <Alert
        tone="error"
        title={message}
        action={
          <Button variant="outline" onClick={onRetry}>
            {retry}
          </Button>
        }
      />
    );
  }
  return (
    <div className="space-y-3" aria-busy="true">
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-48" rounded="rounded-2xl" />
    </div>
  );
}

export function SectionHeading({ title, intro, stamp }: { title: string; intro: string; stamp: SettingsStamp | undefined }) {
  const { t } = useTranslation('staffSettings');
  const timeZone = useRestaurant()?.timeZone;
  const when = stamp?.updatedAt ? formatInZone(stamp.updatedAt, 'stamp', timeZone, currentLanguage()) : null;
  return (
    <header className="mb-5">
      <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-1 max-w-prose text-text-muted">{intro}</p>
      {when ? <p className="mt-1 text-sm text-text-muted">{stamp?.updatedBy ? t('lastSaved', { name: stamp.updatedBy.name, when }) : t('lastSavedNoName', { when })}</p> : null}
    </header>
  );
}

export function StaleSectionNotice({ message, busy, onReload }: { message: string; busy: boolean; onReload: () => void }) {
  const { t } = useTranslation('staffSettings');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [message]);
  return (
    <div ref={box} tabIndex={-1} role="alert" aria-labelledby="settings-stale-title" className="mb-4 rounded-2xl border border-warning/50 bg-warning/10 p-4 outline-none focus-visible:outline-2 focus-visible:outline-focus" data-testid="stale-notice">
      <p id="settings-stale-title" className="font-semibold">
        {t('stale.title')}
      </p>
      <p className="mt-1 text-sm">{message}</p>
      <Button className="mt-3" variant="primary" size="md" disabled={busy} onClick={onReload}>
        {t('stale.reload')}
      </Button>
    </div>
  );
}

/** The kit's save bar (ui/form-parts.tsx) with the back office's "Save changes". */
export function SaveBar(props: { saving: boolean; disabled: boolean; problem: string | null; children?: ReactNode }) {
  const { t } = useTranslation('staffSettings');
  return <KitSaveBar label={t('save')} {...props} />;
}

/**
 * The notice a 409 STALE_EDIT brings (the menu editor's and the offers'): the server's words ('Changed by Margaret Hale at 14:05.
 * Reload to see their change.') with Reload (the dish is fetched again and replaces the form) and Keep my
 * changes (saved again over theirs, at their version). Focused when it appears.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { Button } from '../ui/button.tsx';
import type { EditorProduct } from './menu-editor-api.ts';

export interface Stale<T = EditorProduct> {
  message: string;
  /** The dish (or the back office's other entity) as saved now (null when the answer did not carry it). */
  current: T | null;
}

/** The notice's words; the menu editor's by default (another editor hands in its own). */
export interface StaleTexts {
  title: string;
  reload: string;
  keep: string;
}

export function StaleNotice({
  stale,
  busy,
  onReload,
  onKeep,
  texts,
}: {
  stale: { message: string };
  busy: boolean;
  onReload: () => void;
  onKeep: () => void;
  texts?: StaleTexts;
}) {
  const { t } = useTranslation('staffMenu');
  const words = texts ?? { title: t('stale.title'), reload: t('stale.reload'), keep: t('stale.keep') };
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [stale]);
  return (
    <div ref={box} tabIndex={-1} role="alert" aria-labelledby="stale-title" className="rounded-2xl border border-warning/50 bg-warning/10 p-4 outline-none focus-visible:outline-2 focus-visible:outline-focus" data-testid="stale-notice">
      <p id="stale-title" className="font-semibold">
        {words.title}
      </p>
      <p className="mt-1 text-sm">{stale.message}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="primary" size="md" disabled={busy} onClick={onReload}>
          {words.reload}
        </Button>
        <Button variant="outline" size="md" disabled={busy} onClick={onKeep}>
          {words.keep}
        </Button>
      </div>
    </div>
  );
}

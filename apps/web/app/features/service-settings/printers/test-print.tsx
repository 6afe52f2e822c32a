/**
 * "Test print" on a saved printer (issue 40, E): a test page through the print queue, followed
 * until the printer took it or could not be reached, and said in words the owner can act on. A
 * printer with unsaved changes is saved first (the server prints the saved one).
 */
import { mdiPrinterOutline } from '@mdi/js';
import type { TestPrint } from '@platter/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Alert, type AlertTone } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { getTestPrint, sendTestPrint } from './printers-api.ts';
import { staffSettingsKeys } from '../../../lib/api/query-keys.ts';

/** How often a waiting test page is asked after: a page prints, or fails, within a few seconds. */
const FOLLOW_MS = 1_000;

const TONE: Record<TestPrint['state'], AlertTone> = { waiting: 'info', printed: 'success', failed: 'error', uncertain: 'warning' };

/** The card's last row: Test print (and why it waits for a save) beside `children` (Remove), and the test page's result under them, full width. */
export function TestPrintRow({ name, saved, children }: { name: string; saved: boolean; children: ReactNode }) {
  const { t } = useTranslation('staffPrinters');
  const [asked, setAsked] = useState<TestPrint | null>(null);
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: () => sendTestPrint(name),
    onSuccess: (page) => {
      // The answer is the page as it is now (a second click gets the one still waiting): followed from there.
      queryClient.setQueryData(staffSettingsKeys.testPrint(page._id), page);
      setAsked(page);
    },
  });
  const followed = useQuery({
    queryKey: staffSettingsKeys.testPrint(asked?._id ?? ''),
    queryFn: () => getTestPrint(asked!._id),
    enabled: asked !== null,
    initialData: asked ?? undefined,
    refetchInterval: (query) => (query.state.data?.state === 'waiting' ? FOLLOW_MS : false),
  });
  const page = asked ? (followed.data ?? asked) : null;
  const busy = send.isPending || page?.state === 'waiting';
  return (
    <div className="mt-3 flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Button variant="outline" disabled={!saved || busy} loading={busy} onClick={() => send.mutate()}>
            <Icon path={mdiPrinterOutline} size={20} />
            {t('test.button')}
          </Button>
          {!saved ? <span className="text-sm text-text-muted">{t('test.saveFirst')}</span> : null}
        </div>
        {children}
      </div>
      {send.isError ? (
        <Alert tone="error">{send.error.message}</Alert>
      ) : page ? (
        <Alert tone={TONE[page.state]} className="py-3" title={t(`test.${page.state}.title`, { name: page.printerName })}>
          {t(`test.${page.state}.text`, { name: page.printerName })}
        </Alert>
      ) : null}
    </div>
  );
}

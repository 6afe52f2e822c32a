/**
 * Printing an order from the board (issue 29). "Print ticket" lays the ticket out with the
 * domain's `ticketLines` (the very lines the network printers get) on a sheet of 58 or 80 mm and
 * opens the browser's print dialog at once: one click, for a receipt printer attached to the
 * tablet or computer. app.css's print rules print the sheet alone. "Send to printers" queues the
 * order's tickets on the restaurant's network printers (POST /staff/orders/{id}/print).
 */
import { mdiPrinterOutline, mdiPrinterPosCheckOutline } from '@mdi/js';
import { PAPER_WIDTHS, TICKET_COLUMNS, printJobsResponse, ticketLines, type Language, type Order, type PaperWidth, type PrintJob, type TicketKind } from '@platter/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { i18n } from '../../i18n/index.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { getMenuProducts } from '../../lib/api/get-menu-products.ts';
import { staffKeys } from '../../lib/api/query-keys.ts';
import { useRestaurant } from '../../lib/restaurant.ts';
import { http } from '../../lib/http.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';

const PAPER_KEY = 'platter.staff.ticketPaper';
const NO_ALLERGENS: ReadonlyMap<string, readonly string[]> = new Map();

/** The ticket as it prints: monospaced lines, double-size ones at twice the size, never cut. */
export function TicketSheet({
  order,
  kind,
  paperWidth,
  timeZone,
  language,
  allergens = NO_ALLERGENS,
}: {
  order: Order;
  kind: TicketKind;
  paperWidth: PaperWidth;
  timeZone: string;
  /** The restaurant's language (its default), as the network printers' tickets speak it. */
  language: Language;
  /** Each dish's allergens by product id, as the menu names them now (the network tickets' source too). */
  allergens?: ReadonlyMap<string, readonly string[]>;
}) {
  const lines = ticketLines({ order, kind, paperWidth, timeZone, language, allergens });
  return (
    <div
      data-testid="ticket-sheet"
      className="bg-white px-[3mm] py-[4mm] font-mono text-black"
      // Monospaced characters are 0.6 em wide: the paper's columns fill its printable width (3 mm margins).
      style={{ width: `${paperWidth}mm`, fontSize: `${((paperWidth - 6) / TICKET_COLUMNS[paperWidth] / 0.6).toFixed(2)}mm`, lineHeight: 1.3 }}
    >
      {lines.map((line, index) => (
        <div
          key={index}
          className={cx('whitespace-pre', line.bold && 'font-bold', line.center && 'text-center')}
          style={line.big ? { fontSize: '200%', lineHeight: 1.1, fontWeight: 700 } : undefined}
        >
          {line.text || '\u00a0'}
        </div>
      ))}
    </div>
  );
}

function storedPaper(): PaperWidth {
  const stored = Number(globalThis.localStorage?.getItem(PAPER_KEY));
  return (PAPER_WIDTHS as readonly number[]).includes(stored) ? (stored as PaperWidth) : 80;
}

/** One click: the kitchen ticket on this device's paper width, straight into the print dialog. */
export function PrintTicket({ order, timeZone }: { order: Order; timeZone: string }) {
  const { t } = useTranslation('staff');
  // The restaurant's language, whatever the staff member reads the board in: the sheet is the network printers' ticket.
  const language: Language = useRestaurant()?.languages.default ?? 'en-GB';
  const [paper, setPaper] = useState<PaperWidth>(storedPaper);
  const queryClient = useQueryClient();
  /** The allergens the sheet calls out while it prints; null when not printing. */
  const [printing, setPrinting] = useState<ReadonlyMap<string, readonly string[]> | null>(null);
  const print = async () => {
    // The menu as the staff menu reads it (usually cached already): each dish's allergens, as the network tickets print them.
    const menu = await queryClient
      .fetchQuery({ queryKey: staffKeys.menu(), queryFn: () => getMenuProducts(undefined, t('menu.loadFailed')), staleTime: 60_000 })
      .catch(() => []);
    setPrinting(new Map(menu.map((product) => [product._id, product.allergens])));
  };
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done);
    // After the sheet is in the page: the dialog prints what is there.
    const frame = requestAnimationFrame(() => window.print());
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('afterprint', done);
    };
  }, [printing]);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="outline" size="sm" onClick={() => void print()} title={t('printing.printHint')}>
        <Icon path={mdiPrinterOutline} size={18} />
        {t('printing.print')}
      </Button>
      <div role="group" aria-label={t('printing.paper')} className="inline-flex overflow-hidden rounded-full border border-border">
        {PAPER_WIDTHS.map((width) => (
          <button
            key={width}
            type="button"
            aria-pressed={paper === width}
            className={cx('h-9 px-3 text-sm font-semibold tabular-nums', paper === width ? 'bg-primary text-on-primary' : 'text-text-muted hover:bg-text/6')}
            onClick={() => {
              setPaper(width);
              localStorage.setItem(PAPER_KEY, String(width));
            }}
          >
            {width} mm
          </button>
        ))}
      </div>
      {printing
        ? createPortal(
            <div className="ticket-print-root hidden" data-testid="ticket-print-root">
              <TicketSheet order={order} kind="kitchen" paperWidth={paper} timeZone={timeZone} language={language} allergens={printing} />
            </div>,
            document.body,
          )
        : null}
    </div>
  );
}

async function getPrintJobs(): Promise<PrintJob[]> {
  return (await http.get('/staff/print-jobs', printJobsResponse, i18n.t('staff:board.loadFailed'))).data.jobs;
}

/** The board's print jobs (refreshed every 15 s while the board is open). */
export function usePrintJobs() {
  return useQuery({ queryKey: staffKeys.printJobs(), queryFn: getPrintJobs, refetchInterval: 15_000, staleTime: 5_000 });
}

/** The card's word on printing: nothing while all printed (or none), else "Not printed". */
export function printProblem(jobs: readonly PrintJob[] | undefined, orderId: string, now: Date): 'notPrinted' | 'maybeNotPrinted' | null {
  const mine = (jobs ?? []).filter((job) => job.orderId === orderId);
  if (mine.some((job) => job.state === 'uncertain')) return 'maybeNotPrinted';
  // A job just queued is not a problem yet: the worker prints within seconds.
  if (mine.some((job) => job.state === 'waiting' && (job.attempts > 0 || now.getTime() - Date.parse(job.createdAt) > 20_000))) return 'notPrinted';
  return null;
}

export function PrintProblem({ problem }: { problem: 'notPrinted' | 'maybeNotPrinted' | null }) {
  const { t } = useTranslation('staff');
  if (!problem) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-error/12 px-2 py-0.5 text-sm font-semibold text-error" data-testid="not-printed">
      <Icon path={mdiPrinterOutline} size={16} />
      {t(`printing.${problem}`)}
    </span>
  );
}

/** Queues the order's tickets on the restaurant's network printers. */
export function SendToPrinters({ order }: { order: Order }) {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: async () => await http.send(`/staff/orders/${order._id}/print`, { method: 'POST', body: {} }, printJobsResponse, t('printing.reprint')),
    onSuccess: () => {
      showSnackbar({ message: t('printing.sent'), color: 'success', timeout: 2500 });
      void queryClient.invalidateQueries({ queryKey: staffKeys.printJobs() });
    },
    onError: (error) => showSnackbar({ message: error.message, color: 'error' }),
  });
  return (
    <Button variant="text" size="sm" loading={send.isPending} onClick={() => send.mutate()}>
      <Icon path={mdiPrinterPosCheckOutline} size={18} />
      {t('printing.reprint')}
    </Button>
  );
}

/**
 * Printers (Owner, Manager; issue 29): the restaurant's receipt printers on its own network, each
 * with its address, paper width, auto-print on accept and the tickets it prints, and a test page
 * (issue 40). Checked by the domain's schema before sending (at most 5, names, ports); the server
 * judges the addresses (it connects to them) and its refusal shows under the address; saved whole
 * on its version.
 */
import { backOfficePrintersSchema, MAX_BACK_OFFICE_PRINTERS, PAPER_WIDTHS, TICKET_KINDS, type Printer, type PrintersSettings } from '@platter/domain';
import { mdiDeleteOutline, mdiPlus } from '@mdi/js';
import { useState, type FormEvent } from 'react';
import { registerCatalogues } from '../../../i18n/index.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { Button } from '../../../ui/button.tsx';
import { inputClasses } from '../../../ui/form-field.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { Field, FormSection, SwitchRow } from '../../../ui/form-parts.tsx';
import { SaveBar, SectionHeading, SectionLoadState, StaleSectionNotice } from '../../../staff-area/section-parts.tsx';
import { useSettingsSection } from '../../../staff-area/use-settings-section.ts';
import { getPrinters, printersKeys, savePrinters, type PrintersSection } from './printers-api.ts';
import { TestPrintRow } from './test-print.tsx';

registerCatalogues(import.meta.glob('../../../i18n/en-GB/staffPrinters.json', { eager: true, import: 'default' }));

/** A printer as typed: the port is text until saved. */
type Draft = Omit<Printer, 'port'> & { port: string; key: number };

let nextKey = 0;
const draftOf = (printer: Printer): Draft => ({ ...printer, port: String(printer.port), key: (nextKey += 1) });
const NEW_PRINTER: Printer = { name: '', host: '', port: 9100, paperWidth: 80, autoPrint: true, tickets: ['kitchen'] };

export default function PrintersPage() {
  const { t } = useTranslation('staffPrinters');
  const [drafts, setDrafts] = useState<Draft[] | null>(null);
  const section = useSettingsSection<PrintersSettings, PrintersSection>(
    { key: printersKeys.section(), load: getPrinters, save: savePrinters, texts: { saved: t('saved'), failed: t('saveFailed'), reloaded: t('reloaded') } },
    (data) => setDrafts(data.settings.printers.map(draftOf)),
  );
  const { query, problems } = section;

  if (!drafts || !query.data) {
    return <SectionLoadState failed={query.isError && !drafts} message={t('loadFailed')} retry={t('retry')} onRetry={() => void query.refetch()} />;
  }

  const stored = query.data.settings.printers;
  /** The printer as saved: the server prints the saved one, so a test waits for a save. */
  const isSaved = (draft: Draft) =>
    !section.busy &&
    stored.some((p) => p.name === draft.name.trim() && p.host === draft.host.trim() && String(p.port) === draft.port.trim() && p.paperWidth === draft.paperWidth);
  const change = (key: number, next: Partial<Draft>) => setDrafts((old) => old?.map((d) => (d.key === key ? { ...d, ...next } : d)) ?? old);
  const error = (index: number, field: string) => problems.fields.get(`printers.${index}.${field}`);

  function submit(event: FormEvent) {
    event.preventDefault();
    const printers = drafts!.map(({ key: _key, port, ...printer }) => ({ ...printer, port: port.trim() === '' ? Number.NaN : Number(port) }));
    const checked = backOfficePrintersSchema.safeParse(printers);
    const local = new Map<string, string>();
    if (!checked.success) for (const issue of checked.error.issues) local.set(['printers', ...issue.path].join('.'), issue.message);
    section.setProblems({ fields: local, general: local.get('printers') ?? null });
    if (local.size) {
      document.querySelector<HTMLElement>('[data-testid="printers"] [aria-invalid="true"]')?.focus();
      return;
    }
    section.save.mutate({ printers: checked.data! });
  }

  return (
    <section data-testid="printers">
      <SectionHeading title={t('title')} intro={t('intro')} stamp={query.data.stamp} />
      {section.stale ? <StaleSectionNotice message={section.stale} busy={section.busy} onReload={() => void section.reload()} /> : null}
      <form noValidate onSubmit={submit} className="flex max-w-3xl min-w-0 flex-col gap-4">
        {drafts.length === 0 ? <p className="rounded-2xl border border-dashed border-border/90 px-4 py-6 text-center text-text-muted">{t('none')}</p> : null}
        {drafts.map((printer, index) => (
          <FormSection key={printer.key} title={printer.name.trim() || t('untitled', { number: index + 1 })}>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id={`printer-${printer.key}-name`} label={t('name')} value={printer.name} error={error(index, 'name')} onChange={(e) => change(printer.key, { name: e.target.value })} />
              <Field id={`printer-${printer.key}-host`} label={t('host')} value={printer.host} placeholder="192.168.1.50" autoCapitalize="off" spellCheck={false} error={error(index, 'host')} hint={t('hostHint')} onChange={(e) => change(printer.key, { host: e.target.value })} />
              <Field id={`printer-${printer.key}-port`} label={t('port')} inputMode="numeric" value={printer.port} error={error(index, 'port')} hint={t('portHint')} onChange={(e) => change(printer.key, { port: e.target.value })} />
              <div>
                <label htmlFor={`printer-${printer.key}-paper`} className="mb-1.5 block text-sm font-semibold">
                  {t('paper')}
                </label>
                <select id={`printer-${printer.key}-paper`} value={printer.paperWidth} onChange={(e) => change(printer.key, { paperWidth: Number(e.target.value) as Printer['paperWidth'] })} className={inputClasses(false)}>
                  {PAPER_WIDTHS.map((width) => (
                    <option key={width} value={width}>
                      {t('paperWidth', { width })}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <div className="mt-3">
              <SwitchRow id={`printer-${printer.key}-auto`} label={t('autoPrint')} checked={printer.autoPrint} onChange={(autoPrint) => change(printer.key, { autoPrint })} />
            </div>
            <fieldset className="mt-2">
              <legend className="mb-1 text-sm font-semibold">{t('tickets')}</legend>
              <div className="flex flex-wrap gap-x-6 gap-y-2">
                {TICKET_KINDS.map((kind) => (
                  <label key={kind} className="flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-5 accent-primary"
                      checked={printer.tickets.includes(kind)}
                      onChange={(e) => change(printer.key, { tickets: e.target.checked ? [...printer.tickets, kind] : printer.tickets.filter((k) => k !== kind) })}
                    />
                    {t(`ticket.${kind}`)}
                  </label>
                ))}
              </div>
              {error(index, 'tickets') ? <p className="mt-1 text-sm font-medium text-error">{error(index, 'tickets')}</p> : null}
            </fieldset>
            <TestPrintRow name={printer.name.trim()} saved={isSaved(printer)}>
              <Button variant="text" onClick={() => setDrafts(drafts.filter((d) => d.key !== printer.key))}>
                <Icon path={mdiDeleteOutline} size={20} />
                {t('remove', { name: printer.name.trim() || t('untitled', { number: index + 1 }) })}
              </Button>
            </TestPrintRow>
          </FormSection>
        ))}
        <div>
          <Button variant="outline" disabled={drafts.length >= MAX_BACK_OFFICE_PRINTERS} onClick={() => setDrafts([...drafts, draftOf(NEW_PRINTER)])}>
            <Icon path={mdiPlus} size={20} />
            {t('add')}
          </Button>
          {drafts.length >= MAX_BACK_OFFICE_PRINTERS ? <p className="mt-1.5 text-sm text-text-muted">{t('atMost', { count: MAX_BACK_OFFICE_PRINTERS })}</p> : null}
        </div>
        <SaveBar saving={section.save.isPending} disabled={section.busy} problem={problems.general ?? (problems.fields.size ? t('fixErrors') : null)} />
      </form>
    </section>
  );
}

/**
 * Printers (Owner, Manager; issue 29): the restaurant's receipt printers on its own network, each
 * with its address, paper width, auto-print on accept and the tickets it prints, and a test page
 * (issue 40). Checked by the domain's schema before sending (at most 5, names, ports); the server
 * judges the addresses (it connects to them) and its refusal shows under the address; saved whole
 * on its version.
 */
import { MAX_BACK_OFFICE_PRINTERS, PAPER_WIDTHS, printersSettingsSchema, TICKET_KINDS, type Printer, type PrintersSettings } from '@platter/domain';
import { mdiDeleteOutline, mdiPlus } from '@mdi/js';
import { Controller, useFieldArray } from 'react-hook-form';
import { registerCatalogues } from '../../../i18n/index.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { Button } from '../../../ui/button.tsx';
import { inputClasses } from '../../../ui/form-field.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { Field, FormSection, SwitchRow } from '../../../ui/form-parts.tsx';
import { SaveBar, SectionHeading, SectionLoadState, StaleSectionNotice } from '../../../staff-area/section-parts.tsx';
import { useSettingsForm } from '../../../staff-area/use-settings-form.ts';
import { getPrinters, savePrinters } from './printers-api.ts';
import { TestPrintRow } from './test-print.tsx';
import { staffSettingsKeys } from '../../../lib/api/query-keys.ts';

registerCatalogues(import.meta.glob('../../../i18n/en-GB/staffPrinters.json', { eager: true, import: 'default' }));

const NEW_PRINTER: Printer = { name: '', host: '', port: 9100, paperWidth: 80, autoPrint: true, tickets: ['kitchen'] };
// The port box gives a number ('' or 'abc': not a number, which the domain's schema refuses with its message).
const asNumber = { valueAsNumber: true } as const;

export default function PrintersPage() {
  const { t } = useTranslation('staffPrinters');
  const { section, form, ready, submit, problem, errorAt } = useSettingsForm(
    { key: staffSettingsKeys.section('printers'), load: getPrinters, save: savePrinters, texts: { saved: t('saved'), failed: t('saveFailed'), reloaded: t('reloaded') } },
    printersSettingsSchema,
    (data): PrintersSettings => ({ printers: data.settings.printers.map((printer) => ({ ...printer, tickets: [...printer.tickets] })) }),
  );
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'printers' });
  const { query } = section;
  const printers = form.watch('printers');

  if (!ready || !query.data || !printers) {
    return <SectionLoadState failed={query.isError && !ready} message={t('loadFailed')} retry={t('retry')} onRetry={() => void query.refetch()} />;
  }

  const stored = query.data.settings.printers;
  /** The printer as saved: the server prints the saved one, so a test waits for a save. */
  const isSaved = (printer: Printer) =>
    !section.busy && stored.some((p) => p.name === printer.name.trim() && p.host === printer.host.trim() && p.port === printer.port && p.paperWidth === printer.paperWidth);
  const error = (index: number, field: string) => errorAt(`printers.${index}.${field}`);
  // The list's own refusal (more than five) is the save bar's line.
  const listProblem = form.formState.errors.printers?.message ?? form.formState.errors.printers?.root?.message;

  return (
    <section data-testid="printers">
      <SectionHeading title={t('title')} intro={t('intro')} stamp={query.data.stamp} />
      {section.stale ? <StaleSectionNotice message={section.stale} busy={section.busy} onReload={() => void section.reload()} /> : null}
      <form noValidate onSubmit={submit} className="flex max-w-3xl min-w-0 flex-col gap-4">
        {fields.length === 0 ? <p className="rounded-2xl border border-dashed border-border/90 px-4 py-6 text-center text-text-muted">{t('none')}</p> : null}
        {fields.map((field, index) => {
          const printer = printers[index] ?? field;
          const name = printer.name.trim();
          return (
            <FormSection key={field.id} title={name || t('untitled', { number: index + 1 })}>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field id={`printer-${field.id}-name`} label={t('name')} error={error(index, 'name')} {...form.register(`printers.${index}.name`)} />
                <Field
                  id={`printer-${field.id}-host`}
                  label={t('host')}
                  placeholder="192.168.1.50"
                  autoCapitalize="off"
                  spellCheck={false}
                  error={error(index, 'host')}
                  hint={t('hostHint')}
                  {...form.register(`printers.${index}.host`)}
                />
                <Field id={`printer-${field.id}-port`} label={t('port')} inputMode="numeric" error={error(index, 'port')} hint={t('portHint')} {...form.register(`printers.${index}.port`, asNumber)} />
                <div>
                  <label htmlFor={`printer-${field.id}-paper`} className="mb-1.5 block text-sm font-semibold">
                    {t('paper')}
                  </label>
                  <select id={`printer-${field.id}-paper`} className={inputClasses(false)} {...form.register(`printers.${index}.paperWidth`, asNumber)}>
                    {PAPER_WIDTHS.map((width) => (
                      <option key={width} value={width}>
                        {t('paperWidth', { width })}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              <div className="mt-3">
                <Controller
                  control={form.control}
                  name={`printers.${index}.autoPrint`}
                  render={({ field: auto }) => <SwitchRow id={`printer-${field.id}-auto`} label={t('autoPrint')} checked={auto.value} onChange={auto.onChange} />}
                />
              </div>
              <fieldset className="mt-2">
                <legend className="mb-1 text-sm font-semibold">{t('tickets')}</legend>
                <Controller
                  control={form.control}
                  name={`printers.${index}.tickets`}
                  render={({ field: tickets }) => (
                    <div className="flex flex-wrap gap-x-6 gap-y-2">
                      {TICKET_KINDS.map((kind) => (
                        <label key={kind} className="flex min-h-11 items-center gap-2 text-sm">
                          <input
                            type="checkbox"
                            className="size-5 accent-primary"
                            checked={tickets.value.includes(kind)}
                            onChange={(e) => tickets.onChange(e.target.checked ? [...tickets.value, kind] : tickets.value.filter((k) => k !== kind))}
                          />
                          {t(`ticket.${kind}`)}
                        </label>
                      ))}
                    </div>
                  )}
                />
                {error(index, 'tickets') ? <p className="mt-1 text-sm font-medium text-error">{error(index, 'tickets')}</p> : null}
              </fieldset>
              <TestPrintRow name={name} saved={isSaved(printer)}>
                <Button variant="text" onClick={() => remove(index)}>
                  <Icon path={mdiDeleteOutline} size={20} />
                  {t('remove', { name: name || t('untitled', { number: index + 1 }) })}
                </Button>
              </TestPrintRow>
            </FormSection>
          );
        })}
        <div>
          <Button variant="outline" disabled={fields.length >= MAX_BACK_OFFICE_PRINTERS} onClick={() => append({ ...NEW_PRINTER, tickets: [...NEW_PRINTER.tickets] })}>
            <Icon path={mdiPlus} size={20} />
            {t('add')}
          </Button>
          {fields.length >= MAX_BACK_OFFICE_PRINTERS ? <p className="mt-1.5 text-sm text-text-muted">{t('atMost', { count: MAX_BACK_OFFICE_PRINTERS })}</p> : null}
        </div>
        <SaveBar saving={section.save.isPending} disabled={section.busy} problem={listProblem ?? problem(t('fixErrors'))} />
      </form>
    </section>
  );
}

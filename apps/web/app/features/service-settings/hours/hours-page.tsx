/**
 * /staff/settings/hours (Owner, Manager): the weekly hours, with lunch and dinner as separate
 * openings, and the closures and changed hours ahead. Checked by the domain's own schema before
 * saving (the server checks again); saved whole on the version read. A 409 says who saved first
 * and offers Reload. Diners see the change at once (the open/closed status, checkout's times,
 * "Closed on …" on Home).
 */
import { mdiCalendarRemoveOutline, mdiClockOutline } from '@mdi/js';
import { staleHoursEditSchema, type Weekday } from '@platter/domain';
import { todayIn } from '@platter/domain/opening-hours';
import { useEffect, useRef, useState } from 'react';
import { registerCatalogues } from '../../../i18n/index.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { useRestaurant } from '../../../lib/restaurant.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { getHours, saveHours, type HoursSection } from './hours-api.ts';
import { draftOf, hoursForm, newSpecialDate, settingsOf, type HoursDraft } from './hours-model.ts';
import { SpecialDatesEditor } from './special-dates-editor.tsx';
import { errorsByPath, useSettingsForm } from '../../../staff-area/use-settings-form.ts';
import { WeeklyHours } from './weekly-hours.tsx';
import { staffSettingsKeys } from '../../../lib/api/query-keys.ts';

registerCatalogues(
  import.meta.glob('../../../i18n/en-GB/staffHours.json', {
    eager: true,
    import: 'default',
  }),
);

function Panel({ icon, title, lead, children }: { icon: string; title: string; lead: string; children: React.ReactNode }) {
  const id = `panel-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-border/80 bg-surface p-5 shadow-card sm:p-7">
      <h2 id={id} className="flex items-center gap-3 font-display text-xl font-semibold">
        <Icon path={icon} size={24} className="text-primary dark:text-accent" />
        {title}
      </h2>
      <p className="mt-1 text-sm text-text-muted">{lead}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A 409's `current` as the domain's contract reads it (the hours as they are now). */
function currentOf(body: Record<string, unknown>): HoursSection | null {
  const parsed = staleHoursEditSchema.safeParse(body);
  return parsed.success ? (parsed.data.current ?? null) : null;
}

type HoursFormState = ReturnType<typeof useSettingsForm<HoursDraft, ReturnType<typeof settingsOf>, HoursSection>>;

function HoursForm({
  hours,
  draft,
  saved,
  onEdit,
}: {
  hours: HoursFormState;
  draft: HoursDraft;
  /** The version shown is the one just saved here, and nothing has changed since. */
  saved: boolean;
  onEdit: (change: (current: HoursDraft) => HoursDraft) => void;
}) {
  const { t } = useTranslation('staffHours');
  const timeZone = useRestaurant()?.timeZone ?? 'UTC';
  const staleBox = useRef<HTMLDivElement>(null);
  const { section, form, submit } = hours;
  // The form has changes when what it means differs from the hours as last loaded or saved.
  const loaded = form.formState.defaultValues as HoursDraft | undefined;
  const dirty = loaded !== undefined && JSON.stringify(settingsOf(draft)) !== JSON.stringify(settingsOf(loaded));
  const { save, stale } = section;
  useEffect(() => {
    if (stale) staleBox.current?.focus();
  }, [stale]);

  const edit = onEdit;
  const reload = () => void section.reload();
  // After a Save the refusals follow every edit (the form checks again as the hours change).
  const showProblems = form.formState.isSubmitted;
  const problems = errorsByPath(form.formState.errors);
  const shown = showProblems ? problems : new Map<string, string>();
  const serverError = save.error && !stale ? save.error.message : null;

  return (
    <form onSubmit={submit} noValidate className="space-y-5" data-testid="hours-form">
      <Panel icon={mdiClockOutline} title={t('weekly.title')} lead={t('weekly.lead')}>
        <WeeklyHours
          days={draft.days}
          problems={shown}
          onChange={(day: Weekday, next) =>
            edit((current) => ({
              ...current,
              days: { ...current.days, [day]: next },
            }))
          }
        />
      </Panel>
      <Panel icon={mdiCalendarRemoveOutline} title={t('special.title')} lead={t('special.lead')}>
        <SpecialDatesEditor
          specials={draft.specials}
          problems={shown}
          onChange={(specials) => edit((current) => ({ ...current, specials }))}
          onAdd={() =>
            edit((current) => ({
              ...current,
              specials: [...current.specials, newSpecialDate(todayIn(timeZone, new Date()))],
            }))
          }
        />
      </Panel>
      <div className="sticky bottom-0 z-10 -mx-4 border-t border-border/70 bg-surface/95 px-4 py-3 backdrop-blur-md sm:mx-0 sm:rounded-2xl sm:border">
        {stale ? (
          <div
            ref={staleBox}
            tabIndex={-1}
            role="alert"
            className="mb-3 rounded-2xl border border-warning/50 bg-warning/10 p-3 outline-none"
            data-testid="stale-notice"
          >
            <p className="text-sm font-medium">{stale}</p>
            <Button variant="primary" size="sm" className="mt-2" onClick={reload}>
              {t('reload')}
            </Button>
          </div>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm text-text-muted">
            {showProblems && problems.size > 0 ? (
              <span className="font-medium text-error">{t('fixProblems')}</span>
            ) : saved ? (
              t('saved')
            ) : dirty ? (
              t('unsaved')
            ) : (
              t('upToDate')
            )}
          </p>
          <Button type="submit" variant="primary" size="md" loading={save.isPending} disabled={!dirty && !save.isPending}>
            {t('save')}
          </Button>
        </div>
        {serverError ? (
          <p role="alert" className="mt-2 text-sm font-medium text-error">
            {serverError}
          </p>
        ) : null}
      </div>
    </form>
  );
}

export default function HoursPage() {
  const { t } = useTranslation('staffHours');
  const [saved, setSaved] = useState(false);
  // Load, save on the version read and the 409's Reload (to the hours it carries) are the back office's shared hook; the page says "Saved" itself.
  const hours = useSettingsForm(
    {
      key: staffSettingsKeys.section('hours'),
      load: getHours,
      save: saveHours,
      texts: { failed: t('saveFailed') },
      staleCurrent: currentOf,
      onSaved: () => setSaved(true),
    },
    hoursForm,
    (data) => {
      setSaved(false);
      return draftOf(data.settings);
    },
  );
  const { section, form, ready } = hours;
  const draft = form.watch();
  const { query } = section;
  return (
    <div data-testid="hours-settings">
      <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-sm text-text-muted">{t('lead')}</p>
      <div className="mt-5">
        {ready && draft.days ? (
          <HoursForm
            hours={hours}
            draft={draft}
            saved={saved}
            onEdit={(change) => {
              setSaved(false);
              const next = change(form.getValues());
              form.setValue('days', next.days, { shouldDirty: true });
              form.setValue('specials', next.specials, { shouldDirty: true });
              if (form.formState.isSubmitted) void form.trigger();
            }}
          />
        ) : query.isError ? (
          <Alert
            tone="error"
            action={
              <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {query.error.message}
          </Alert>
        ) : (
          <div className="space-y-3" aria-hidden="true">
            <Skeleton className="h-96" rounded="rounded-3xl" />
            <Skeleton className="h-40" rounded="rounded-3xl" />
          </div>
        )}
      </div>
    </div>
  );
}

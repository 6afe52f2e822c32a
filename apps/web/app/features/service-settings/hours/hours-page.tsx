/**
 * /staff/settings/hours (Owner, Manager): the weekly hours, with lunch and dinner as separate
 * openings, and the closures and changed hours ahead. Checked by the domain's own schema before
 * saving (the server checks again); saved whole on the version read. A 409 says who saved first
 * and offers Reload. Diners see the change at once (the open/closed status, checkout's times,
 * "Closed on …" on Home).
 */
import { mdiCalendarRemoveOutline, mdiClockOutline } from '@mdi/js';
import { staleHoursEditSchema, type HoursSettings, type Weekday } from '@platter/domain';
import { todayIn } from '@platter/domain/opening-hours';
import { useEffect, useMemo, useRef, useState } from 'react';
import { registerCatalogues } from '../../../i18n/index.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { useRestaurant } from '../../../lib/restaurant.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { getHours, hoursKeys, saveHours, type HoursSection } from './hours-api.ts';
import { draftOf, newSpecialDate, problemsOf, settingsOf, type HoursDraft } from './hours-model.ts';
import { SpecialDatesEditor } from './special-dates-editor.tsx';
import { useSettingsSection } from '../../../staff-area/use-settings-section.ts';
import { WeeklyHours } from './weekly-hours.tsx';

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

type Section = ReturnType<typeof useSettingsSection<HoursSettings, HoursSection>>;

function HoursForm({
  section,
  draft,
  loaded,
  saved,
  showProblems,
  onEdit,
  onShowProblems,
}: {
  section: Section;
  draft: HoursDraft;
  /** The settings as last loaded or saved: the form has changes when it differs. */
  loaded: HoursSettings;
  /** The version shown is the one just saved here, and nothing has changed since. */
  saved: boolean;
  showProblems: boolean;
  onEdit: (change: (current: HoursDraft) => HoursDraft) => void;
  onShowProblems: () => void;
}) {
  const { t } = useTranslation('staffHours');
  const timeZone = useRestaurant()?.timeZone ?? 'UTC';
  const staleBox = useRef<HTMLDivElement>(null);
  const settings = useMemo(() => settingsOf(draft), [draft]);
  const problems = useMemo(() => problemsOf(settings), [settings]);
  const dirty = JSON.stringify(settings) !== JSON.stringify(settingsOf(draftOf(loaded)));
  const { save, stale } = section;
  useEffect(() => {
    if (stale) staleBox.current?.focus();
  }, [stale]);

  const edit = onEdit;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    onShowProblems();
    if (problems.size > 0) return;
    save.mutate(settings);
  };
  const reload = () => void section.reload();
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
  const [draft, setDraft] = useState<HoursDraft | null>(null);
  const [loaded, setLoaded] = useState<HoursSettings | null>(null);
  const [saved, setSaved] = useState(false);
  const [showProblems, setShowProblems] = useState(false);
  // Load, save on the version read and the 409's Reload (to the hours it carries) are the back office's shared hook; the page says "Saved" itself.
  const section = useSettingsSection<HoursSettings, HoursSection>(
    {
      key: hoursKeys.section(),
      load: getHours,
      save: saveHours,
      texts: { failed: t('saveFailed') },
      staleCurrent: currentOf,
      onSaved: () => setSaved(true),
    },
    (data) => {
      setDraft(draftOf(data.settings));
      setLoaded(data.settings);
      setSaved(false);
      setShowProblems(false);
    },
  );
  const { query } = section;
  return (
    <div data-testid="hours-settings">
      <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-sm text-text-muted">{t('lead')}</p>
      <div className="mt-5">
        {draft && loaded ? (
          <HoursForm
            section={section}
            draft={draft}
            loaded={loaded}
            saved={saved}
            showProblems={showProblems}
            onShowProblems={() => setShowProblems(true)}
            onEdit={(change) => {
              setSaved(false);
              setDraft((current) => (current ? change(current) : current));
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

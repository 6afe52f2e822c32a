/**
 * /staff/settings/hours (Owner, Manager): the weekly hours, with lunch and dinner as separate
 * openings, and the closures and changed hours ahead. Checked by the domain's own schema before
 * saving (the server checks again); saved whole on the version read. A 409 says who saved first
 * and offers Reload. Diners see the change at once (the open/closed status, checkout's times,
 * "Closed on …" on Home).
 */
import { mdiCalendarRemoveOutline, mdiClockOutline } from '@mdi/js';
import type { HoursSettings, Weekday } from '@platter/domain';
import { todayIn } from '@platter/domain/opening-hours';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { registerCatalogues } from '../../../../i18n/index.ts';
import { useTranslation } from '../../../../i18n/react.tsx';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { useRestaurant } from '../../../../lib/restaurant.ts';
import { Alert } from '../../../../ui/alert.tsx';
import { Button } from '../../../../ui/button.tsx';
import { Icon } from '../../../../ui/icon.tsx';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { getHours, hoursKeys, saveHours, type HoursSection } from './hours-api.ts';
import { draftOf, newSpecialDate, problemsOf, settingsOf, type HoursDraft } from './hours-model.ts';
import { SpecialDatesEditor } from './special-dates-editor.tsx';
import { WeeklyHours } from './weekly-hours.tsx';

registerCatalogues(
  import.meta.glob('../../../../i18n/*/staffHours.json', {
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

interface Stale {
  message: string;
  current: HoursSection | null;
}

function staleOf(error: unknown): Stale | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409 || error.body?.code !== 'STALE_EDIT') return null;
  const current = error.body.current as HoursSection | undefined;
  return { message: error.message, current: current ?? null };
}

/** `justSaved`: this version is the one just saved here (the form is new for each version it edits). */
function HoursForm({ section, justSaved, onSaved }: { section: HoursSection; justSaved: boolean; onSaved: (version: number) => void }) {
  const { t } = useTranslation('staffHours');
  const queryClient = useQueryClient();
  const timeZone = useRestaurant()?.timeZone ?? 'UTC';
  const [draft, setDraft] = useState<HoursDraft>(() => draftOf(section.settings));
  const [version, setVersion] = useState(section.stamp.version);
  const [showProblems, setShowProblems] = useState(false);
  const [stale, setStale] = useState<Stale | null>(null);
  const [saved, setSaved] = useState(justSaved);
  const staleBox = useRef<HTMLDivElement>(null);
  const settings = useMemo(() => settingsOf(draft), [draft]);
  const problems = useMemo(() => problemsOf(settings), [settings]);
  const dirty = JSON.stringify(settings) !== JSON.stringify(settingsOf(draftOf(section.settings)));

  const save = useMutation({
    mutationFn: (value: HoursSettings) => saveHours(version, value),
    onSuccess: (next) => {
      onSaved(next.stamp.version);
      queryClient.setQueryData(hoursKeys.section(), next);
      setDraft(draftOf(next.settings));
      setVersion(next.stamp.version);
      setShowProblems(false);
    },
    onError: (error) => setStale(staleOf(error)),
  });
  useEffect(() => {
    if (stale) staleBox.current?.focus();
  }, [stale]);

  const edit = (change: (current: HoursDraft) => HoursDraft) => {
    setSaved(false);
    setDraft(change);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setShowProblems(true);
    if (problems.size > 0) return;
    setStale(null);
    save.mutate(settings);
  };
  const reload = () => {
    const current = stale?.current;
    setStale(null);
    if (current) {
      queryClient.setQueryData(hoursKeys.section(), current);
      setDraft(draftOf(current.settings));
      setVersion(current.stamp.version);
    } else void queryClient.invalidateQueries({ queryKey: hoursKeys.section() });
  };
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
            <p className="text-sm font-medium">{stale.message}</p>
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
  const section = useQuery({
    queryKey: hoursKeys.section(),
    queryFn: getHours,
    staleTime: 0,
  });
  const [savedVersion, setSavedVersion] = useState<number | null>(null);
  return (
    <div data-testid="hours-settings">
      <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-sm text-text-muted">{t('lead')}</p>
      <div className="mt-5">
        {section.isPending ? (
          <div className="space-y-3" aria-hidden="true">
            <Skeleton className="h-96" rounded="rounded-3xl" />
            <Skeleton className="h-40" rounded="rounded-3xl" />
          </div>
        ) : section.isError ? (
          <Alert
            tone="error"
            action={
              <Button variant="outline" size="sm" onClick={() => void section.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {section.error.message}
          </Alert>
        ) : (
          <HoursForm
            key={section.data.stamp.version}
            section={section.data}
            justSaved={savedVersion === section.data.stamp.version}
            onSaved={setSavedVersion}
          />
        )}
      </div>
    </div>
  );
}

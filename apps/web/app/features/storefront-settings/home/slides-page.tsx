/**
 * Home page (Owner): the hero slides after the restaurant's welcome slide, in order. Each opens to
 * its picture (uploaded as the menu editor's photos are) or a video's address, its words, button,
 * colours, animation and whether it shows, beside a preview; Move up / Move down reorder them
 * (announced), Add a slide appends one opened. Saved whole on the version it was read at; the
 * domain's schema checks the form first and marks each field with its reason.
 */
import { mdiPlus } from '@mdi/js';
import { slidesSettingsSchema, type HeroSlideSettings, type SlidesSettings } from '@platter/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useRestaurant } from '../../../lib/restaurant.ts';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { SaveBar, SectionHeading, StaleSectionNotice } from '../../../staff-area/section-parts.tsx';
import { useSettingsSection } from '../../../staff-area/use-settings-section.ts';
import { MoveAnnouncer, SectionFailed, SectionLoading } from './content-parts.tsx';
import { fieldProblems, focusFirstProblem, moved, newSlide, slideToSend } from './content-model.ts';
import { slidesCalls, type SlidesSection } from './home-content-api.ts';
import { SlideCard } from './slide-editor.tsx';

interface DraftSlide {
  key: number;
  slide: HeroSlideSettings;
}

export default function SlidesPage() {
  const { t } = useTranslation('staffHome');
  const restaurantName = useRestaurant()?.name ?? '';
  const nextKey = useRef(0);
  const [draft, setDraft] = useState<DraftSlide[] | null>(null);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const section = useSettingsSection<SlidesSettings, SlidesSection>(
    { ...slidesCalls, texts: { saved: t('slides.saved'), failed: t('saveFailed'), reloaded: t('reloaded') } },
    (data) => {
      setDraft(data.settings.slides.map((slide) => ({ key: nextKey.current++, slide })));
      setOpen(new Set());
    },
  );
  const { query, problems } = section;

  if (query.isError && !draft) return <SectionFailed onRetry={() => void query.refetch()} />;
  if (!draft || !query.data) return <SectionLoading />;

  const clearFieldProblems = () => section.setProblems({ fields: new Map(), general: null });
  const update = (key: number, slide: HeroSlideSettings) => setDraft((old) => old?.map((item) => (item.key === key ? { key, slide } : item)) ?? old);
  const toggle = (key: number) =>
    setOpen((old) => {
      const next = new Set(old);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  function move(from: number, to: number) {
    const list = moved(draft!, from, to);
    setDraft(list);
    // Field problems are keyed by position: they no longer point at the right slide.
    clearFieldProblems();
    const item = draft![from]!;
    setAnnouncement(t('moved', { name: item.slide.title.trim() || t('untitled'), position: to + 1, count: list.length }));
  }
  function remove(key: number) {
    setDraft((old) => old?.filter((item) => item.key !== key) ?? old);
    clearFieldProblems();
  }
  function add() {
    const key = nextKey.current++;
    setDraft((old) => [...(old ?? []), { key, slide: newSlide(t('slides.newTitle')) }]);
    setOpen((old) => new Set(old).add(key));
    requestAnimationFrame(() => document.getElementById(`slide-${draft!.length}-picture`)?.focus());
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const settings = { slides: draft!.map((item) => slideToSend(item.slide)) };
    const fields = fieldProblems(slidesSettingsSchema, settings);
    settings.slides.forEach((slide, index) => {
      if (!slide.imageUrl) fields.set(`slides.${index}.imageUrl`, t('slides.pictureMissing'));
    });
    section.setProblems({ fields, general: null });
    if (fields.size) {
      // Open every slide with a problem, then land on the first field that has one.
      const withProblems = new Set([...fields.keys()].map((path) => Number(path.split('.')[1])).filter((i) => Number.isInteger(i)));
      setOpen((old) => new Set([...old, ...[...withProblems].map((i) => draft![i]?.key ?? -1)]));
      requestAnimationFrame(() => focusFirstProblem('slides'));
      return;
    }
    section.save.mutate(settings);
  }

  return (
    <section data-testid="slides">
      <SectionHeading title={t('slides.title')} intro={t('slides.intro')} stamp={query.data.stamp} />
      {section.stale ? <StaleSectionNotice message={section.stale} busy={section.busy} onReload={() => void section.reload()} /> : null}
      <MoveAnnouncer message={announcement} />
      <form noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-4">
        {draft.length ? (
          <ol className="flex flex-col gap-3" aria-label={t('slides.title')}>
            {draft.map((item, index) => (
              <SlideCard
                key={item.key}
                slide={item.slide}
                index={index}
                count={draft.length}
                open={open.has(item.key)}
                errors={problems.fields}
                restaurantName={restaurantName}
                onToggle={() => toggle(item.key)}
                onChange={(slide) => update(item.key, slide)}
                onMove={(to) => move(index, to)}
                onRemove={() => remove(item.key)}
              />
            ))}
          </ol>
        ) : (
          <p className="rounded-2xl border border-dashed border-border p-6 text-center text-text-muted">{t('slides.empty')}</p>
        )}
        <div>
          <Button variant="outline" onClick={add}>
            <Icon path={mdiPlus} size={20} />
            {t('slides.add')}
          </Button>
        </div>
        <SaveBar saving={section.save.isPending} disabled={section.busy} problem={problems.general ?? (problems.fields.size ? t('fixErrors') : null)} />
      </form>
    </section>
  );
}

/**
 * Home page (Owner): the hero slides after the restaurant's welcome slide, in order. Each opens to
 * its picture (uploaded as the menu editor's photos are) or a video's address, its words, button,
 * colours, animation and whether it shows, beside a preview; Move up / Move down reorder them
 * (announced), Add a slide appends one opened. Saved whole on the version it was read at; the
 * domain's schema checks the form first and marks each field with its reason.
 */
import { mdiPlus } from '@mdi/js';
import { slidesSettingsSchema, type SlidesSettings } from '@platter/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react.tsx';
import { useRestaurant } from '../../../lib/restaurant.ts';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { SaveBar, SectionHeading, StaleSectionNotice } from '../../../staff-area/section-parts.tsx';
import { errorsByPath, readingForm, useSettingsForm, type OwnProblem } from '../../../staff-area/use-settings-form.ts';
import { MoveAnnouncer, SectionFailed, SectionLoading } from './content-parts.tsx';
import { focusFirstProblem, newSlide, slideToSend } from './content-model.ts';
import { slidesCalls } from './home-content-api.ts';
import { SlideCard } from './slide-editor.tsx';

/** The slides as sent: empty button words or link are none, translations trimmed. */
const settingsOf = (values: SlidesSettings): SlidesSettings => ({ slides: values.slides.map(slideToSend) });

export default function SlidesPage() {
  const { t } = useTranslation('staffHome');
  const restaurantName = useRestaurant()?.name ?? '';
  /** The open slides, by their field's id. */
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const schema = useMemo(
    () =>
      readingForm(slidesSettingsSchema, settingsOf, (values: SlidesSettings) =>
        values.slides.flatMap((slide, index): OwnProblem[] => (slideToSend(slide).imageUrl ? [] : [[['slides', index, 'imageUrl'], t('slides.pictureMissing')]])),
      ),
    [t],
  );
  const { section, form, ready, submit, problem } = useSettingsForm(
    { ...slidesCalls, texts: { saved: t('slides.saved'), failed: t('saveFailed'), reloaded: t('reloaded') } },
    schema,
    (data): SlidesSettings => {
      setOpen(new Set());
      return { slides: data.settings.slides };
    },
    {
      onInvalid: (errors) => {
        // Open every slide with a problem, then land on the first field that has one.
        const withProblems = Object.keys(errors.slides ?? {}).map(Number).filter((i) => Number.isInteger(i));
        setOpen((old) => new Set([...old, ...withProblems.map((i) => fieldsRef.current[i]?.id ?? '')]));
        requestAnimationFrame(() => focusFirstProblem('slides'));
      },
    },
  );
  const { fields, append, move: moveField, remove: removeField } = useFieldArray({ control: form.control, name: 'slides' });
  const fieldsRef = useRef(fields);
  fieldsRef.current = fields;
  // A slide just added opens once its field (and its id) is there, then its picture takes the focus.
  const pendingOpen = useRef<number | null>(null);
  const pendingFocus = useRef<number | null>(null);
  useEffect(() => {
    const index = pendingOpen.current;
    const added = index === null ? undefined : fields[index];
    if (!added) return;
    pendingOpen.current = null;
    pendingFocus.current = index;
    setOpen((old) => new Set(old).add(added.id));
  }, [fields]);
  useEffect(() => {
    if (pendingFocus.current === null) return;
    document.getElementById(`slide-${pendingFocus.current}-picture`)?.focus();
    pendingFocus.current = null;
  }, [open]);
  const { query } = section;
  const slides = form.watch('slides');

  if (query.isError && !ready) return <SectionFailed onRetry={() => void query.refetch()} />;
  if (!ready || !query.data || !slides) return <SectionLoading />;

  const errors = errorsByPath(form.formState.errors);
  const toggle = (id: string) =>
    setOpen((old) => {
      const next = new Set(old);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  function move(from: number, to: number) {
    moveField(from, to);
    // Field problems are keyed by position: they no longer point at the right slide.
    form.clearErrors();
    setAnnouncement(t('moved', { name: slides[from]!.title.trim() || t('untitled'), position: to + 1, count: slides.length }));
  }
  function remove(index: number) {
    removeField(index);
    form.clearErrors();
  }
  function add() {
    const index = fields.length;
    append(newSlide(t('slides.newTitle')));
    pendingOpen.current = index;
  }

  return (
    <section data-testid="slides">
      <SectionHeading title={t('slides.title')} intro={t('slides.intro')} stamp={query.data.stamp} />
      {section.stale ? <StaleSectionNotice message={section.stale} busy={section.busy} onReload={() => void section.reload()} /> : null}
      <MoveAnnouncer message={announcement} />
      <form noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-4">
        {fields.length ? (
          <ol className="flex flex-col gap-3" aria-label={t('slides.title')}>
            {fields.map((field, index) => (
              <SlideCard
                key={field.id}
                slide={slides[index] ?? field}
                index={index}
                count={fields.length}
                open={open.has(field.id)}
                errors={errors}
                restaurantName={restaurantName}
                onToggle={() => toggle(field.id)}
                onChange={(slide) => form.setValue(`slides.${index}`, slide, { shouldDirty: true })}
                onMove={(to) => move(index, to)}
                onRemove={() => remove(index)}
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
        <SaveBar saving={section.save.isPending} disabled={section.busy} problem={problem(t('fixErrors'))} />
      </form>
    </section>
  );
}

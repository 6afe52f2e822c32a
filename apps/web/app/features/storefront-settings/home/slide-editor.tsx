/**
 * One hero slide in the Home page section: a row with its picture, title, whether it shows, and
 * its Move up / Move down / Remove; opened, its fields beside a preview drawn as the storefront's
 * hero draws it (picture or video, shade, words, button, in its colours).
 */
import { ANIMATION_HINTS, type HeroSlideSettings } from '@platter/domain';
import { mdiPencilOutline, mdiPlayCircleOutline, mdiUnfoldLessHorizontal } from '@mdi/js';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { cx } from '../../../ui/cx.ts';
import { inputClasses } from '../../../ui/form-field.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { described, Field, FieldMessage, SwitchRow, TextArea } from '../../../ui/form-parts.tsx';
import { PhotoField } from '../../../staff-area/photo-field.tsx';
import { TranslationFields } from '../../../staff-area/translations/translation-fields.tsx';
import { ColourInput, ItemControls } from './content-parts.tsx';
import { isVideoAddress } from './content-model.ts';

export function SlidePreview({ slide, label }: { slide: HeroSlideSettings; label: string }) {
  const { t } = useTranslation('staffHome');
  const video = isVideoAddress(slide.imageUrl);
  const button: CSSProperties = {};
  if (slide.buttonColor) button.backgroundColor = slide.buttonColor;
  if (slide.buttonTextColor) button.color = slide.buttonTextColor;
  return (
    <figure aria-label={label} className="relative isolate grid aspect-video w-full place-items-center overflow-hidden rounded-xl bg-black text-center text-white" data-testid="slide-preview">
      {video ? (
        <video src={slide.imageUrl} muted loop playsInline autoPlay aria-hidden="true" className="absolute inset-0 size-full object-cover" />
      ) : slide.imageUrl ? (
        <img src={slide.imageUrl} alt="" className="absolute inset-0 size-full object-cover" />
      ) : (
        <div className="absolute inset-0 bg-gradient-to-br from-primary to-secondary" />
      )}
      <div
        aria-hidden="true"
        className="absolute inset-0"
        style={{ background: slide.overlayColor ?? 'linear-gradient(180deg, rgb(0 0 0 / 0.25) 0%, rgb(0 0 0 / 0.35) 45%, rgb(0 0 0 / 0.65) 100%)' }}
      />
      <div className="relative px-4" style={slide.textColor ? { color: slide.textColor } : undefined}>
        <p className="text-balance font-display text-xl font-semibold leading-tight drop-shadow-md sm:text-2xl">{slide.title || t('untitled')}</p>
        {slide.subtitle ? <p className="mx-auto mt-1.5 max-w-md text-sm opacity-95 drop-shadow">{slide.subtitle}</p> : null}
        {slide.linkText ? (
          <span className="mt-3 inline-flex h-9 items-center rounded-full bg-primary px-5 text-sm font-semibold text-on-primary shadow" style={button}>
            {slide.linkText}
          </span>
        ) : null}
      </div>
    </figure>
  );
}

function Thumbnail({ slide }: { slide: HeroSlideSettings }) {
  const box = 'grid h-12 w-20 shrink-0 place-items-center overflow-hidden rounded-lg bg-surface-variant';
  if (isVideoAddress(slide.imageUrl)) return <span className={cx(box, 'text-text-muted')}><Icon path={mdiPlayCircleOutline} size={24} /></span>;
  if (!slide.imageUrl) return <span className={cx(box, 'bg-gradient-to-br from-primary to-secondary')} />;
  return (
    <span className={box}>
      <img src={slide.imageUrl} alt="" className="size-full object-cover" />
    </span>
  );
}

export interface SlideCardProps {
  slide: HeroSlideSettings;
  index: number;
  count: number;
  open: boolean;
  errors: ReadonlyMap<string, string>;
  restaurantName: string;
  onToggle: () => void;
  onChange: (slide: HeroSlideSettings) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

export function SlideCard({ slide, index, count, open, errors, restaurantName, onToggle, onChange, onMove, onRemove }: SlideCardProps) {
  const { t } = useTranslation('staffHome');
  const name = slide.title.trim() || t('slides.number', { number: index + 1 });
  const id = `slide-${index}`;
  const error = (field: string) => errors.get(`slides.${index}.${field}`);
  const hasError = [...errors.keys()].some((key) => key.startsWith(`slides.${index}.`));
  const set = (change: Partial<HeroSlideSettings>) => onChange({ ...slide, ...change });
  const video = isVideoAddress(slide.imageUrl);
  return (
    <li className={cx('rounded-2xl border bg-surface', hasError ? 'border-error' : 'border-border/80')} data-testid="slide">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 p-2 pl-3">
        <Thumbnail slide={slide} />
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-fields`}
          onClick={onToggle}
          className="flex min-h-11 min-w-[9rem] flex-1 basis-40 items-center gap-2 rounded-lg text-left"
        >
          <span className="sr-only">{open ? t('slides.close') : t('slides.edit')} </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold">{slide.title.trim() || t('untitled')}</span>
            <span className="block text-sm text-text-muted">
              <span aria-hidden="true" className={cx('mr-1.5 inline-block size-2 rounded-full', slide.isActive ? 'bg-success' : 'bg-border')} />
              {slide.isActive ? t('slides.shown') : t('slides.hidden')}
            </span>
          </span>
          <Icon path={open ? mdiUnfoldLessHorizontal : mdiPencilOutline} size={20} className="shrink-0 text-text-muted" />
        </button>
        <span className="ml-auto">
          <ItemControls name={name} index={index} count={count} onMove={onMove} onRemove={onRemove} />
        </span>
      </div>
      {open ? (
        <div id={`${id}-fields`} className="grid gap-5 border-t border-border/70 p-4 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
          {/* The preview comes first on narrower screens (above the fields it shows), beside them from 1280 px. */}
          <div className="max-w-xl xl:sticky xl:top-20 xl:col-start-2 xl:row-start-1 xl:max-w-none">
            <h2 className="mb-2 text-sm font-bold tracking-wide text-text-muted">{t('slides.preview')}</h2>
            <SlidePreview slide={slide} label={t('slides.preview')} />
          </div>
          <div className="flex min-w-0 flex-col gap-4 xl:col-start-1 xl:row-start-1">
            <PhotoField
              id={`${id}-picture`}
              name={restaurantName}
              title={t('slides.picture.title')}
              hint={t('slides.picture.hint')}
              value={{ imageUrl: slide.imageUrl && !video ? slide.imageUrl : null, mediaId: null }}
              error={video ? undefined : error('imageUrl')}
              preview={
                slide.imageUrl && !video ? (
                  <img src={slide.imageUrl} alt={t('slides.picture.alt', { name })} className="aspect-video w-full rounded-xl object-cover" />
                ) : (
                  <div className="grid aspect-video w-full place-items-center rounded-xl border border-dashed border-border bg-surface-variant/40 p-2 text-center text-xs text-text-muted">{t('slides.picture.none')}</div>
                )
              }
              onChange={(value) => set({ imageUrl: value.imageUrl ?? '' })}
            />
            <Field
              id={`${id}-video`}
              label={t('slides.video')}
              type="url"
              inputMode="url"
              value={video ? slide.imageUrl : ''}
              placeholder="https://"
              error={video ? error('imageUrl') : undefined}
              hint={t('slides.videoHint')}
              onChange={(event) => set({ imageUrl: event.target.value.trim() })}
            />
            <Field id={`${id}-title`} label={t('slides.fields.title')} value={slide.title} maxLength={200} error={error('title')} onChange={(event) => set({ title: event.target.value })} />
            <TextArea id={`${id}-subtitle`} label={t('slides.fields.subtitle')} value={slide.subtitle} maxLength={500} rows={2} error={error('subtitle')} onChange={(event) => set({ subtitle: event.target.value })} />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id={`${id}-linkText`} label={t('slides.fields.linkText')} value={slide.linkText ?? ''} maxLength={100} error={error('linkText')} onChange={(event) => set({ linkText: event.target.value })} />
              <Field id={`${id}-linkUrl`} label={t('slides.fields.linkUrl')} value={slide.linkUrl ?? ''} maxLength={2000} spellCheck={false} error={error('linkUrl')} onChange={(event) => set({ linkUrl: event.target.value.trim() })} />
            </div>
            <p className="-mt-2 text-sm text-text-muted">{t('slides.fields.linkHint')}</p>
            <TranslationFields
              path={`slides.${index}`}
              idOf={(path) => path.replace(/\./g, '-')}
              errorOf={(path) => errors.get(path)}
              texts={[
                { field: 'title', label: t('slides.fields.title'), own: slide.title, maxLength: 200 },
                { field: 'subtitle', label: t('slides.fields.subtitle'), own: slide.subtitle, multiline: true, maxLength: 500 },
                { field: 'linkText', label: t('slides.fields.linkText'), own: slide.linkText ?? '', maxLength: 100 },
              ]}
              translations={slide.translations}
              onChange={(translations) => set({ translations })}
            />
            <div>
              <label htmlFor={`${id}-animation`} className="mb-1.5 block text-sm font-semibold">
                {t('slides.fields.animation')}
              </label>
              <select
                id={`${id}-animation`}
                value={slide.animationHint}
                {...described(`${id}-animation`, error('animationHint'))}
                className={inputClasses(Boolean(error('animationHint')))}
                onChange={(event) => set({ animationHint: event.target.value as HeroSlideSettings['animationHint'] })}
              >
                {ANIMATION_HINTS.map((hint) => (
                  <option key={hint} value={hint}>
                    {t(`slides.animations.${hint}`)}
                  </option>
                ))}
              </select>
              <FieldMessage id={`${id}-animation`} error={error('animationHint')} />
            </div>
            <fieldset>
              <legend className="text-sm font-bold tracking-wide text-text-muted">{t('slides.colours.title')}</legend>
              <p className="mb-3 text-sm text-text-muted">{t('slides.colours.hint')}</p>
              <div className="grid gap-4 sm:grid-cols-2">
                {(['textColor', 'overlayColor', 'buttonColor', 'buttonTextColor'] as const).map((field) => (
                  <ColourInput
                    key={field}
                    id={`${id}-${field}`}
                    label={t(`slides.colours.${field}`)}
                    value={slide[field]}
                    error={error(field)}
                    {...(field === 'overlayColor' ? { hint: t('slides.colours.overlayHint') } : {})}
                    onChange={(value) => set({ [field]: value })}
                  />
                ))}
              </div>
            </fieldset>
            <SwitchRow id={`${id}-active`} label={t('slides.fields.isActive')} checked={slide.isActive} onChange={(isActive) => set({ isActive })} />
          </div>
        </div>
      ) : null}
    </li>
  );
}

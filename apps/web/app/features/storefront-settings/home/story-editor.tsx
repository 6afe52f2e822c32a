/**
 * The full About page's parts in the About section: the story (sections of words or a picture,
 * added, moved and removed), the mission and the values (each with an icon); each text with its
 * translations under it.
 */
import { mdiImagePlusOutline, mdiPlus, mdiTextBoxPlusOutline } from '@mdi/js';
import type { AboutSettings } from '@platter/domain';
import { useTranslation } from '../../../i18n/react.tsx';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { Field, TextArea } from '../../../ui/form-parts.tsx';
import { PhotoField } from '../../../staff-area/photo-field.tsx';
import { AboutTranslations, ItemControls, SubHeading } from './content-parts.tsx';
import { moved } from './content-model.ts';
import { IconSelect } from './icon-select.tsx';

type FullPage = NonNullable<AboutSettings['fullPage']>;

export function StoryEditor({
  page,
  errors,
  restaurantName,
  onChange,
  onMoved,
}: {
  page: FullPage;
  errors: ReadonlyMap<string, string>;
  restaurantName: string;
  onChange: (page: FullPage) => void;
  onMoved: (name: string, position: number, count: number) => void;
}) {
  const { t } = useTranslation('staffHome');
  const error = (path: string) => errors.get(`fullPage.${path}`);
  const sections = page.storySections;
  const values = page.coreValues;
  const setSection = (index: number, change: Partial<FullPage['storySections'][number]>) =>
    onChange({ ...page, storySections: sections.map((s, i) => (i === index ? { ...s, ...change } : s)) });
  const setValue = (index: number, change: Partial<FullPage['coreValues'][number]>) => onChange({ ...page, coreValues: values.map((v, i) => (i === index ? { ...v, ...change } : v)) });
  /** A value's text (name, meaning) with its translations. */
  const valueText = (index: number, field: 'title' | 'description', label: string, options: { multiline?: boolean; maxLength: number }) => ({
    path: `fullPage.coreValues.${index}`,
    errors,
    text: { field, label, own: values[index]?.[field] ?? '', ...options },
    translations: values[index]?.translations,
    onChange: (translations: FullPage['coreValues'][number]['translations']) => setValue(index, { translations }),
  });
  /** A text of the page itself (tagline, mission) with its translations under it. */
  const pageText = (field: 'pageTagline' | 'missionStatement', label: string, options: { multiline?: boolean; maxLength: number }) => (
    <AboutTranslations
      path="fullPage"
      errors={errors}
      text={{ field, label, own: page[field], ...options }}
      translations={page.translations}
      onChange={(translations) => onChange({ ...page, translations })}
    />
  );

  return (
    <div className="flex flex-col gap-4">
      <Field id="about-pageTagline" label={t('about.page.pageTagline')} value={page.pageTagline} maxLength={300} error={error('pageTagline')} onChange={(event) => onChange({ ...page, pageTagline: event.target.value })} />
      {pageText('pageTagline', t('about.page.pageTagline'), { maxLength: 300 })}
      <SubHeading>{t('about.page.sections')}</SubHeading>
      <ol className="-mt-2 flex flex-col gap-3">
        {sections.map((section, index) => {
          const name = section.heading?.trim() || t('about.page.section', { number: index + 1 });
          const id = `about-story-${index}`;
          const translated = (field: 'heading' | 'paragraph' | 'altText', label: string, options: { multiline?: boolean; maxLength: number }) => (
            <AboutTranslations
              path={`fullPage.storySections.${index}`}
              errors={errors}
              text={{ field, label, own: section[field] ?? '', ...options }}
              translations={section.translations}
              onChange={(translations) => setSection(index, { translations })}
            />
          );
          return (
            <li key={index} className="rounded-xl border border-border/80 p-3" data-testid="story-section">
              <div className="mb-2 flex items-center gap-2">
                <span className="min-w-0 flex-1 truncate text-sm font-semibold">
                  {t('about.page.section', { number: index + 1 })} · {section.sectionType === 'image' ? t('about.page.imageSection') : t('about.page.textSection')}
                </span>
                <ItemControls
                  name={name}
                  index={index}
                  count={sections.length}
                  onMove={(to) => {
                    onChange({ ...page, storySections: moved(sections, index, to) });
                    onMoved(name, to + 1, sections.length);
                  }}
                  onRemove={() => onChange({ ...page, storySections: sections.filter((_, i) => i !== index) })}
                />
              </div>
              {section.sectionType === 'text' ? (
                <div className="flex flex-col gap-3">
                  <Field id={`${id}-heading`} label={t('about.page.heading')} value={section.heading ?? ''} maxLength={300} error={error(`storySections.${index}.heading`)} onChange={(event) => setSection(index, { heading: event.target.value })} />
                  {translated('heading', t('about.page.heading'), { maxLength: 300 })}
                  <TextArea id={`${id}-paragraph`} label={t('about.page.paragraph')} rows={4} value={section.paragraph ?? ''} maxLength={10_000} error={error(`storySections.${index}.paragraph`)} onChange={(event) => setSection(index, { paragraph: event.target.value })} />
                  {translated('paragraph', t('about.page.paragraph'), { multiline: true, maxLength: 10_000 })}
                </div>
              ) : (
                <div className="flex flex-col gap-3">
                  <PhotoField
                    id={`${id}-picture`}
                    name={restaurantName}
                    title={t('about.page.picture')}
                    hint={t('about.page.pictureHint')}
                    value={{ imageUrl: section.imageUrl ?? null, mediaId: null }}
                    error={error(`storySections.${index}.imageUrl`)}
                    preview={section.imageUrl ? <img src={section.imageUrl} alt={section.altText ?? ''} className="aspect-video w-full rounded-xl object-cover" /> : undefined}
                    onChange={(value) => setSection(index, { imageUrl: value.imageUrl ?? undefined })}
                  />
                  <Field id={`${id}-alt`} label={t('about.page.altText')} hint={t('about.page.altHint')} value={section.altText ?? ''} maxLength={500} error={error(`storySections.${index}.altText`)} onChange={(event) => setSection(index, { altText: event.target.value })} />
                  {translated('altText', t('about.page.altText'), { maxLength: 500 })}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => onChange({ ...page, storySections: [...sections, { sectionType: 'text', heading: '', paragraph: '' }] })}>
          <Icon path={mdiTextBoxPlusOutline} size={20} />
          {t('about.page.addText')}
        </Button>
        <Button variant="outline" onClick={() => onChange({ ...page, storySections: [...sections, { sectionType: 'image', altText: '' }] })}>
          <Icon path={mdiImagePlusOutline} size={20} />
          {t('about.page.addImage')}
        </Button>
      </div>
      <TextArea id="about-missionStatement" label={t('about.page.missionStatement')} rows={3} value={page.missionStatement} maxLength={5000} error={error('missionStatement')} onChange={(event) => onChange({ ...page, missionStatement: event.target.value })} />
      {pageText('missionStatement', t('about.page.missionStatement'), { multiline: true, maxLength: 5000 })}
      <SubHeading>{t('about.page.values')}</SubHeading>
      <ol className="-mt-2 flex flex-col gap-3">
        {values.map((value, index) => {
          const name = value.title.trim() || t('about.page.value', { number: index + 1 });
          const id = `about-value-${index}`;
          return (
            <li key={index} className="rounded-xl border border-border/80 p-3">
              <div className="mb-2 flex items-center gap-2">
                <span className="min-w-0 flex-1 truncate text-sm font-semibold">{t('about.page.value', { number: index + 1 })}</span>
                <ItemControls
                  name={name}
                  index={index}
                  count={values.length}
                  onMove={(to) => {
                    onChange({ ...page, coreValues: moved(values, index, to) });
                    onMoved(name, to + 1, values.length);
                  }}
                  onRemove={() => onChange({ ...page, coreValues: values.filter((_, i) => i !== index) })}
                />
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field id={`${id}-title`} label={t('about.page.valueTitle')} value={value.title} maxLength={200} error={error(`coreValues.${index}.title`)} onChange={(event) => setValue(index, { title: event.target.value })} />
                <IconSelect id={`${id}-icon`} label={t('about.teaser.icon')} value={value.icon} onChange={(icon) => setValue(index, { icon })} />
                <div className="flex flex-col gap-3 sm:col-span-2">
                  <AboutTranslations {...valueText(index, 'title', t('about.page.valueTitle'), { maxLength: 200 })} />
                  <TextArea id={`${id}-description`} label={t('about.page.valueDescription')} rows={2} value={value.description} maxLength={2000} error={error(`coreValues.${index}.description`)} onChange={(event) => setValue(index, { description: event.target.value })} />
                  <AboutTranslations {...valueText(index, 'description', t('about.page.valueDescription'), { multiline: true, maxLength: 2000 })} />
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button variant="outline" onClick={() => onChange({ ...page, coreValues: [...values, { title: '', description: '', icon: 'mdiHeart' }] })}>
          <Icon path={mdiPlus} size={20} />
          {t('about.page.addValue')}
        </Button>
      </div>
    </div>
  );
}

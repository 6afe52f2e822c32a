/**
 * About (Owner): the restaurant's description (the About page shows it under the name), the
 * teaser on Home (picture, small heading, headline, opening paragraph and the paragraphs "Read
 * more" shows, each with an icon) and the full About page (story-editor.tsx), each shown or not.
 * Each text has its translations under it, one per language the restaurant offers beyond its
 * default. Saved whole on the version it was read at; the domain's schema checks first.
 */
import { mdiPlus } from '@mdi/js';
import { aboutSectionSchema, type AboutSectionSettings, type AboutSettings } from '@platter/domain';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useRestaurant } from '../../../lib/restaurant.ts';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { Field, FormSection, SwitchRow, TextArea } from '../../../ui/form-parts.tsx';
import { PhotoField } from '../../../staff-area/photo-field.tsx';
import { SaveBar, SectionHeading, StaleSectionNotice } from '../../../staff-area/section-parts.tsx';
import { errorsByPath, readingForm, useSettingsForm } from '../../../staff-area/use-settings-form.ts';
import { AboutTranslations, ItemControls, MoveAnnouncer, SectionFailed, SectionLoading, SubHeading } from './content-parts.tsx';
import { focusFirstProblem, moved } from './content-model.ts';
import { aboutCalls } from './home-content-api.ts';
import { IconSelect } from './icon-select.tsx';
import { StoryEditor } from './story-editor.tsx';

type Teaser = NonNullable<AboutSettings['teaser']>;
type FullPage = NonNullable<AboutSettings['fullPage']>;

const EMPTY_TEASER: Teaser = { imageUrl: '', preHeading: '', mainHeadline: '', introParagraph: '', expandedParagraphs: [] };
const EMPTY_PAGE: FullPage = { pageTagline: '', storySections: [{ sectionType: 'text', heading: '', paragraph: '' }], missionStatement: '', coreValues: [] };

/** The form's values: each part kept while switched off, so switching it back on brings it back. */
interface AboutValues {
  description: string;
  /** The description in other languages. */
  translations: NonNullable<AboutSectionSettings['translations']>;
  teaserOn: boolean;
  teaser: Teaser;
  pageOn: boolean;
  fullPage: FullPage;
}

const valuesOf = (settings: AboutSectionSettings): AboutValues => ({
  description: settings.description ?? '',
  translations: settings.translations ?? {},
  teaserOn: settings.teaser !== null,
  teaser: settings.teaser ?? EMPTY_TEASER,
  pageOn: settings.fullPage !== null,
  fullPage: settings.fullPage ?? EMPTY_PAGE,
});

/** The settings the values mean: a part switched off is none. */
const settingsOf = (values: AboutValues): AboutSectionSettings => ({
  description: values.description,
  translations: values.translations,
  teaser: values.teaserOn ? values.teaser : null,
  fullPage: values.pageOn ? values.fullPage : null,
});
const aboutForm = readingForm(aboutSectionSchema, settingsOf);

export default function AboutPage() {
  const { t } = useTranslation('staffHome');
  const restaurantName = useRestaurant()?.name ?? '';
  const [announcement, setAnnouncement] = useState('');
  const { section, form, ready, submit, problem } = useSettingsForm(
    { ...aboutCalls, texts: { saved: t('about.saved'), failed: t('saveFailed'), reloaded: t('reloaded') } },
    aboutForm,
    (data) => valuesOf(data.settings),
    { onInvalid: () => requestAnimationFrame(() => focusFirstProblem('about')) },
  );
  const { query } = section;
  const draft = form.watch();
  if (query.isError && !ready) return <SectionFailed onRetry={() => void query.refetch()} />;
  if (!ready || !query.data || !draft.teaser) return <SectionLoading />;

  // The parts are controlled (lists, translations, pictures): each change is set on the form.
  const errors = errorsByPath(form.formState.errors);
  const error = (path: string) => errors.get(path);
  const setTeaser = (change: Partial<Teaser>) => form.setValue('teaser', { ...form.getValues('teaser'), ...change }, { shouldDirty: true });
  const paragraphs = draft.teaser.expandedParagraphs;
  const setParagraph = (index: number, change: Partial<Teaser['expandedParagraphs'][number]>) =>
    setTeaser({ expandedParagraphs: paragraphs.map((p, i) => (i === index ? { ...p, ...change } : p)) });
  /** A teaser text's translations under it. */
  const teaserText = (field: 'preHeading' | 'mainHeadline' | 'introParagraph', label: string, options: { multiline?: boolean; maxLength: number }) => ({
    path: 'teaser',
    errors,
    text: { field, label, own: draft.teaser[field], ...options },
    translations: draft.teaser.translations,
    onChange: (translations: Teaser['translations']) => setTeaser({ translations }),
  });
  const announce = (name: string, position: number, count: number) => setAnnouncement(t('moved', { name, position, count }));

  return (
    <section data-testid="about">
      <SectionHeading title={t('about.title')} intro={t('about.intro')} stamp={query.data.stamp} />
      {section.stale ? <StaleSectionNotice message={section.stale} busy={section.busy} onReload={() => void section.reload()} /> : null}
      <MoveAnnouncer message={announcement} />
      <form noValidate onSubmit={submit} className="flex min-w-0 max-w-4xl flex-col gap-4">
        <FormSection title={t('about.description.title')} hint={t('about.description.hint')}>
          <div className="flex flex-col gap-3">
            <TextArea id="about-description" label={t('about.description.label')} rows={3} value={draft.description} maxLength={2000} error={error('description')} onChange={(event) => form.setValue('description', event.target.value, { shouldDirty: true })} />
            <AboutTranslations
              path=""
              errors={errors}
              text={{ field: 'description', label: t('about.description.label'), own: draft.description, multiline: true, maxLength: 2000 }}
              translations={draft.translations}
              onChange={(translations) => form.setValue('translations', translations, { shouldDirty: true })}
            />
          </div>
        </FormSection>
        <FormSection title={t('about.teaser.title')} hint={t('about.teaser.hint')}>
          <SwitchRow id="about-teaser-on" label={t('about.teaser.show')} checked={draft.teaserOn} onChange={(teaserOn) => form.setValue('teaserOn', teaserOn, { shouldDirty: true })} />
          {draft.teaserOn ? (
            <div className="mt-3 flex flex-col gap-4">
              <PhotoField
                id="about-teaser-picture"
                name={restaurantName}
                title={t('about.teaser.picture')}
                hint={t('about.teaser.pictureHint')}
                value={{ imageUrl: draft.teaser.imageUrl || null, mediaId: null }}
                error={error('teaser.imageUrl')}
                preview={draft.teaser.imageUrl ? <img src={draft.teaser.imageUrl} alt={t('about.teaser.pictureAlt')} className="aspect-[4/3] w-full rounded-xl object-cover" /> : undefined}
                onChange={(value) => setTeaser({ imageUrl: value.imageUrl ?? '' })}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <div className="flex flex-col gap-3">
                  <Field id="about-preHeading" label={t('about.teaser.preHeading')} value={draft.teaser.preHeading} maxLength={200} error={error('teaser.preHeading')} onChange={(event) => setTeaser({ preHeading: event.target.value })} />
                  <AboutTranslations {...teaserText('preHeading', t('about.teaser.preHeading'), { maxLength: 200 })} />
                </div>
                <div className="flex flex-col gap-3">
                  <Field id="about-mainHeadline" label={t('about.teaser.mainHeadline')} value={draft.teaser.mainHeadline} maxLength={300} error={error('teaser.mainHeadline')} onChange={(event) => setTeaser({ mainHeadline: event.target.value })} />
                  <AboutTranslations {...teaserText('mainHeadline', t('about.teaser.mainHeadline'), { maxLength: 300 })} />
                </div>
              </div>
              <TextArea id="about-introParagraph" label={t('about.teaser.introParagraph')} rows={4} value={draft.teaser.introParagraph} maxLength={5000} error={error('teaser.introParagraph')} onChange={(event) => setTeaser({ introParagraph: event.target.value })} />
              <AboutTranslations {...teaserText('introParagraph', t('about.teaser.introParagraph'), { multiline: true, maxLength: 5000 })} />
              <SubHeading>{t('about.teaser.paragraphs')}</SubHeading>
              <ol className="-mt-2 flex flex-col gap-3">
                {paragraphs.map((paragraph, index) => {
                  const name = t('about.teaser.paragraph', { number: index + 1 });
                  return (
                    <li key={index} className="rounded-xl border border-border/80 p-3">
                      <div className="mb-2 flex items-center gap-2">
                        <span className="min-w-0 flex-1 text-sm font-semibold">{name}</span>
                        <ItemControls
                          name={name}
                          index={index}
                          count={paragraphs.length}
                          onMove={(to) => {
                            setTeaser({ expandedParagraphs: moved(paragraphs, index, to) });
                            announce(name, to + 1, paragraphs.length);
                          }}
                          onRemove={() => setTeaser({ expandedParagraphs: paragraphs.filter((_, i) => i !== index) })}
                        />
                      </div>
                      <div className="grid gap-3 sm:grid-cols-[14rem_minmax(0,1fr)]">
                        <IconSelect id={`about-paragraph-${index}-icon`} label={t('about.teaser.icon')} value={paragraph.icon} onChange={(icon) => setParagraph(index, { icon })} />
                        <TextArea id={`about-paragraph-${index}-text`} label={name} rows={2} value={paragraph.text} maxLength={5000} error={error(`teaser.expandedParagraphs.${index}.text`)} onChange={(event) => setParagraph(index, { text: event.target.value })} />
                        <div className="sm:col-start-2">
                          <AboutTranslations
                            path={`teaser.expandedParagraphs.${index}`}
                            errors={errors}
                            text={{ field: 'text', label: name, own: paragraph.text, multiline: true, maxLength: 5000 }}
                            translations={paragraph.translations}
                            onChange={(translations) => setParagraph(index, { translations })}
                          />
                        </div>
                      </div>
                    </li>
                  );
                })}
              </ol>
              <div>
                <Button variant="outline" onClick={() => setTeaser({ expandedParagraphs: [...paragraphs, { icon: 'mdiLeaf', text: '' }] })}>
                  <Icon path={mdiPlus} size={20} />
                  {t('about.teaser.addParagraph')}
                </Button>
              </div>
            </div>
          ) : null}
        </FormSection>
        <FormSection title={t('about.page.title')} hint={t('about.page.hint')}>
          <SwitchRow id="about-page-on" label={t('about.page.show')} checked={draft.pageOn} onChange={(pageOn) => form.setValue('pageOn', pageOn, { shouldDirty: true })} />
          {draft.pageOn ? (
            <div className="mt-3">
              <StoryEditor page={draft.fullPage} errors={errors} restaurantName={restaurantName} onChange={(fullPage) => form.setValue('fullPage', fullPage, { shouldDirty: true })} onMoved={announce} />
            </div>
          ) : null}
        </FormSection>
        <SaveBar saving={section.save.isPending} disabled={section.busy} problem={problem(t('fixErrors'))} />
      </form>
    </section>
  );
}

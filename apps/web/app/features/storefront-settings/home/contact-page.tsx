/**
 * Contact (Owner): the phone and e-mail, the address with the map's coordinates, and the social
 * links, each checked against its own network's addresses (the domain's rule) before sending.
 * Saved whole on the version it was read at.
 */
import { contactSettingsSchema, SOCIAL_HOSTS, SOCIAL_NETWORKS, type ContactSettings } from '@platter/domain';
import { mdiEmailOutline, mdiMapMarkerOutline, mdiPhoneOutline } from '@mdi/js';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { Field, FormSection } from '../../../ui/form-parts.tsx';
import { SaveBar, SectionHeading, StaleSectionNotice } from '../../../staff-area/section-parts.tsx';
import { readingForm, useSettingsForm } from '../../../staff-area/use-settings-form.ts';
import { SectionFailed, SectionLoading } from './content-parts.tsx';
import { contactCalls } from './home-content-api.ts';

type Address = ContactSettings['address'];
/** The form's values: the settings with the map's coordinates as typed. */
type ContactValues = Omit<ContactSettings, 'address'> & { address: Omit<Address, 'coordinates'> & { coordinates: { lat: string; lng: string } } };

const valuesOf = (settings: ContactSettings): ContactValues => ({
  ...settings,
  socialMediaLinks: { ...settings.socialMediaLinks },
  address: { ...settings.address, coordinates: { lat: String(settings.address.coordinates.lat), lng: String(settings.address.coordinates.lng) } },
});
const coordinate = (text: string) => (/^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : null);
/** The settings the values mean: blank networks left out, a coordinate that is no number as 0 (refused beside its box). */
function settingsOf(values: ContactValues): ContactSettings {
  const { lat, lng } = values.address.coordinates;
  const socialMediaLinks = Object.fromEntries(Object.entries(values.socialMediaLinks).filter(([, url]) => url?.trim()));
  return { ...values, socialMediaLinks, address: { ...values.address, coordinates: { lat: coordinate(lat) ?? 0, lng: coordinate(lng) ?? 0 } } };
}
/** Trimmed as typed (the old form trimmed on each keystroke). */
const trimmed = { setValueAs: (value: string) => value.trim() } as const;

/** What diners read on the Contact page, as it is typed. */
function ContactPreview({ draft }: { draft: ContactValues }) {
  const { t } = useTranslation('staffHome');
  const { contact, address, socialMediaLinks } = draft;
  const networks = SOCIAL_NETWORKS.filter((network) => socialMediaLinks[network]?.trim());
  const line = (icon: string, text: string) =>
    text.trim() ? (
      <li className="flex gap-2.5">
        <Icon path={icon} size={20} className="mt-0.5 shrink-0 text-primary dark:text-accent" />
        <span className="min-w-0 break-words">{text}</span>
      </li>
    ) : null;
  return (
    <aside aria-labelledby="contact-preview" className="rounded-2xl border border-border/80 bg-surface p-4 xl:sticky xl:top-20">
      <h2 id="contact-preview" className="mb-3 text-sm font-bold tracking-wide text-text-muted">
        {t('contact.preview')}
      </h2>
      <ul className="space-y-3 text-sm" data-testid="contact-preview">
        {line(mdiPhoneOutline, contact.phone)}
        {line(mdiEmailOutline, contact.email)}
        {line(mdiMapMarkerOutline, [address.street, address.city, address.postalCode, address.country].filter((part) => part.trim()).join(', '))}
      </ul>
      {networks.length ? (
        <p className="mt-4 flex flex-wrap gap-2">
          {networks.map((network) => (
            <span key={network} className="rounded-full bg-primary/10 px-3 py-1 text-xs font-semibold text-primary dark:bg-accent/15 dark:text-accent">
              {t(`contact.networks.${network}`)}
            </span>
          ))}
        </p>
      ) : null}
    </aside>
  );
}

export default function ContactPage() {
  const { t } = useTranslation('staffHome');
  const schema = useMemo(
    () =>
      readingForm(contactSettingsSchema, settingsOf, (values: ContactValues) =>
        (['lat', 'lng'] as const).flatMap((axis) => (coordinate(values.address.coordinates[axis]) === null ? [[['address', 'coordinates', axis], t('contact.numberInvalid')] as const] : [])),
      ),
    [t],
  );
  const { section, form, ready, submit, problem, errorAt: error } = useSettingsForm(
    { ...contactCalls, texts: { saved: t('contact.saved'), failed: t('saveFailed'), reloaded: t('reloaded') } },
    schema,
    (data) => valuesOf(data.settings),
  );
  const { query } = section;
  const draft = form.watch();
  if (query.isError && !ready) return <SectionFailed onRetry={() => void query.refetch()} />;
  if (!ready || !query.data || !draft.address) return <SectionLoading />;

  return (
    <section data-testid="contact">
      <SectionHeading title={t('contact.title')} intro={t('contact.intro')} stamp={query.data.stamp} />
      {section.stale ? <StaleSectionNotice message={section.stale} busy={section.busy} onReload={() => void section.reload()} /> : null}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_18rem] xl:items-start">
        <form noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-4">
          <FormSection title={t('contact.details')}>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="contact-phone" label={t('contact.phone')} type="tel" autoComplete="off" maxLength={50} error={error('contact.phone')} {...form.register('contact.phone')} />
              <Field id="contact-email" label={t('contact.email')} type="email" autoComplete="off" maxLength={320} error={error('contact.email')} {...form.register('contact.email', trimmed)} />
            </div>
          </FormSection>
          <FormSection title={t('contact.address')} hint={t('contact.addressHint')}>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field className="sm:col-span-2" id="contact-street" label={t('contact.street')} maxLength={200} error={error('address.street')} {...form.register('address.street')} />
              <Field id="contact-city" label={t('contact.city')} maxLength={100} error={error('address.city')} {...form.register('address.city')} />
              <Field id="contact-postalCode" label={t('contact.postalCode')} maxLength={20} error={error('address.postalCode')} {...form.register('address.postalCode')} />
              <Field className="sm:col-span-2" id="contact-country" label={t('contact.country')} maxLength={100} error={error('address.country')} {...form.register('address.country')} />
              <Field id="contact-lat" label={t('contact.lat')} inputMode="decimal" error={error('address.coordinates.lat')} {...form.register('address.coordinates.lat')} />
              <Field id="contact-lng" label={t('contact.lng')} inputMode="decimal" error={error('address.coordinates.lng')} {...form.register('address.coordinates.lng')} />
            </div>
            <p className="mt-2 text-sm text-text-muted">{t('contact.coordinatesHint')}</p>
          </FormSection>
          <FormSection title={t('contact.social')} hint={t('contact.socialHint')}>
            <div className="grid gap-4">
              {SOCIAL_NETWORKS.map((network) => (
                <Field
                  key={network}
                  id={`contact-${network}`}
                  label={t(`contact.networks.${network}`)}
                  type="url"
                  inputMode="url"
                  spellCheck={false}
                  placeholder={`https://${SOCIAL_HOSTS[network][0]}/…`}
                  maxLength={2000}
                  error={error(`socialMediaLinks.${network}`)}
                  hint={t('contact.networkHint', { hosts: SOCIAL_HOSTS[network].join(', ') })}
                  {...form.register(`socialMediaLinks.${network}`, trimmed)}
                />
              ))}
            </div>
          </FormSection>
          <SaveBar saving={section.save.isPending} disabled={section.busy} problem={problem(t('fixErrors'))} />
        </form>
        <ContactPreview draft={draft} />
      </div>
    </section>
  );
}

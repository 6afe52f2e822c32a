/**
 * Contact (Owner): the phone and e-mail, the address with the map's coordinates, and the social
 * links, each checked against its own network's addresses (the domain's rule) before sending.
 * Saved whole on the version it was read at.
 */
import { contactSettingsSchema, SOCIAL_HOSTS, SOCIAL_NETWORKS, type ContactSettings } from '@platter/domain';
import { mdiEmailOutline, mdiMapMarkerOutline, mdiPhoneOutline } from '@mdi/js';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { Field, FormSection } from '../../../ui/form-parts.tsx';
import { SaveBar, SectionHeading, StaleSectionNotice } from '../../../staff-area/section-parts.tsx';
import { useSettingsSection } from '../../../staff-area/use-settings-section.ts';
import { SectionFailed, SectionLoading } from './content-parts.tsx';
import { fieldProblems, focusFirstProblem } from './content-model.ts';
import { contactCalls, type ContactSection } from './home-content-api.ts';

/** The form: the settings with the coordinates as typed. */
type ContactDraft = ContactSettings & { lat: string; lng: string };

const draftOf = (settings: ContactSettings): ContactDraft => ({ ...settings, lat: String(settings.address.coordinates.lat), lng: String(settings.address.coordinates.lng) });
const coordinate = (text: string) => (/^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : null);

/** What diners read on the Contact page, as it is typed. */
function ContactPreview({ draft }: { draft: ContactDraft }) {
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
  const [draft, setDraft] = useState<ContactDraft | null>(null);
  const section = useSettingsSection<ContactSettings, ContactSection>(
    { ...contactCalls, texts: { saved: t('contact.saved'), failed: t('saveFailed'), reloaded: t('reloaded') } },
    (data) => setDraft(draftOf(data.settings)),
  );
  const { query, problems } = section;
  if (query.isError && !draft) return <SectionFailed onRetry={() => void query.refetch()} />;
  if (!draft || !query.data) return <SectionLoading />;

  const error = (path: string) => problems.fields.get(path);
  const setContact = (change: Partial<ContactSettings['contact']>) => setDraft((old) => (old ? { ...old, contact: { ...old.contact, ...change } } : old));
  const setAddress = (change: Partial<ContactSettings['address']>) => setDraft((old) => (old ? { ...old, address: { ...old.address, ...change } } : old));

  function submit(event: FormEvent) {
    event.preventDefault();
    const { lat: latText, lng: lngText, ...rest } = draft!;
    const lat = coordinate(latText);
    const lng = coordinate(lngText);
    const socialMediaLinks = Object.fromEntries(Object.entries(rest.socialMediaLinks).filter(([, url]) => url?.trim()));
    const settings: ContactSettings = { ...rest, socialMediaLinks, address: { ...rest.address, coordinates: { lat: lat ?? 0, lng: lng ?? 0 } } };
    const fields = fieldProblems(contactSettingsSchema, settings);
    if (lat === null) fields.set('address.coordinates.lat', t('contact.numberInvalid'));
    if (lng === null) fields.set('address.coordinates.lng', t('contact.numberInvalid'));
    section.setProblems({ fields, general: null });
    if (fields.size) {
      requestAnimationFrame(() => focusFirstProblem('contact'));
      return;
    }
    section.save.mutate(settings);
  }

  return (
    <section data-testid="contact">
      <SectionHeading title={t('contact.title')} intro={t('contact.intro')} stamp={query.data.stamp} />
      {section.stale ? <StaleSectionNotice message={section.stale} busy={section.busy} onReload={() => void section.reload()} /> : null}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_18rem] xl:items-start">
        <form noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-4">
          <FormSection title={t('contact.details')}>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="contact-phone" label={t('contact.phone')} type="tel" autoComplete="off" value={draft.contact.phone} maxLength={50} error={error('contact.phone')} onChange={(event) => setContact({ phone: event.target.value })} />
              <Field id="contact-email" label={t('contact.email')} type="email" autoComplete="off" value={draft.contact.email} maxLength={320} error={error('contact.email')} onChange={(event) => setContact({ email: event.target.value.trim() })} />
            </div>
          </FormSection>
          <FormSection title={t('contact.address')} hint={t('contact.addressHint')}>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field className="sm:col-span-2" id="contact-street" label={t('contact.street')} value={draft.address.street} maxLength={200} error={error('address.street')} onChange={(event) => setAddress({ street: event.target.value })} />
              <Field id="contact-city" label={t('contact.city')} value={draft.address.city} maxLength={100} error={error('address.city')} onChange={(event) => setAddress({ city: event.target.value })} />
              <Field id="contact-postalCode" label={t('contact.postalCode')} value={draft.address.postalCode} maxLength={20} error={error('address.postalCode')} onChange={(event) => setAddress({ postalCode: event.target.value })} />
              <Field className="sm:col-span-2" id="contact-country" label={t('contact.country')} value={draft.address.country} maxLength={100} error={error('address.country')} onChange={(event) => setAddress({ country: event.target.value })} />
              <Field id="contact-lat" label={t('contact.lat')} inputMode="decimal" value={draft.lat} error={error('address.coordinates.lat')} onChange={(event) => setDraft({ ...draft, lat: event.target.value })} />
              <Field id="contact-lng" label={t('contact.lng')} inputMode="decimal" value={draft.lng} error={error('address.coordinates.lng')} onChange={(event) => setDraft({ ...draft, lng: event.target.value })} />
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
                  value={draft.socialMediaLinks[network] ?? ''}
                  maxLength={2000}
                  error={error(`socialMediaLinks.${network}`)}
                  hint={t('contact.networkHint', { hosts: SOCIAL_HOSTS[network].join(', ') })}
                  onChange={(event) => setDraft({ ...draft, socialMediaLinks: { ...draft.socialMediaLinks, [network]: event.target.value.trim() } })}
                />
              ))}
            </div>
          </FormSection>
          <SaveBar saving={section.save.isPending} disabled={section.busy} problem={problems.general ?? (problems.fields.size ? t('fixErrors') : null)} />
        </form>
        <ContactPreview draft={draft} />
      </div>
    </section>
  );
}

import { mdiBookOpenPageVariantOutline, mdiFormatQuoteOpen } from '@mdi/js';
import { checkoutTermsOf, orderTypeAvailability, restaurantNameOf, type PublicRestaurant } from '@platter/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { useRestaurant } from '../../lib/restaurant.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';
import { storyRows, type AboutPageContent, type StorySection } from './about-content.ts';

const CONTAINER = 'mx-auto w-full max-w-6xl px-5 sm:px-8';
const EYEBROW = 'text-xs font-semibold uppercase tracking-[0.22em] text-primary dark:text-accent';

/** /about: the restaurant's story, mission and values (spec section 2, About). */
export function AboutPage({ content }: { content: AboutPageContent | null }) {
  if (!content) return <AboutEmpty />;
  return (
    <article className="pb-16 sm:pb-24">
      <AboutHeader tagline={content.pageTagline} />
      <Story sections={content.storySections} />
      {content.missionStatement ? <Mission statement={content.missionStatement} /> : null}
      {content.coreValues.length > 0 ? <CoreValues values={content.coreValues} /> : null}
      <Closing />
    </article>
  );
}

function AboutHeader({ tagline }: { tagline: string }) {
  const { t } = useTranslation('about');
  const restaurant = useRestaurant();
  const name = restaurantNameOf(restaurant ?? { name: '' });
  return (
    <header className="relative isolate overflow-hidden border-b border-border/60 bg-surface-variant/50">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_28rem_at_50%_-10%,color-mix(in_srgb,var(--color-primary)_16%,transparent),transparent)]"
      />
      <div className={cx(CONTAINER, 'flex flex-col items-center py-14 text-center sm:py-20 lg:py-24')}>
        {restaurant?.logoUrl ? (
          <img
            src={restaurant.logoUrl}
            alt={t('logoAlt', { restaurantName: name })}
            width={96}
            height={96}
            className="size-20 rounded-full bg-surface object-cover shadow-card ring-4 ring-background sm:size-24"
          />
        ) : null}
        <h1 className="mt-6 flex flex-col items-center gap-4">
          <span className={EYEBROW}>{t('heading', { restaurantName: name })}</span>
          <span className="max-w-3xl font-display text-4xl leading-[1.1] font-semibold text-balance text-text sm:text-5xl lg:text-6xl">
            {tagline}
          </span>
        </h1>
        {restaurant?.description ? (
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-pretty text-text-muted sm:text-xl">{restaurant.description}</p>
        ) : null}
        <span aria-hidden="true" className="mt-8 h-px w-16 bg-accent" />
      </div>
    </header>
  );
}

function Story({ sections }: { sections: StorySection[] }) {
  const rows = storyRows(sections);
  if (rows.length === 0) return null;
  return (
    <div className={cx(CONTAINER, 'space-y-16 py-14 sm:space-y-24 sm:py-20')}>
      {rows.map((row, index) =>
        row.kind === 'pair' ? (
          <section
            key={index}
            className="grid items-center gap-8 lg:grid-cols-2 lg:gap-16"
            aria-labelledby={row.text.heading ? `story-${index}` : undefined}
          >
            <div className={cx(row.imageFirst ? 'order-2' : 'order-1', row.imageLeft ? 'lg:order-2' : 'lg:order-1')}>
              <StoryText section={row.text} headingId={`story-${index}`} />
            </div>
            <div className={cx(row.imageFirst ? 'order-1' : 'order-2', row.imageLeft ? 'lg:order-1' : 'lg:order-2')}>
              <StoryImage section={row.image} ratio="aspect-[4/3]" />
            </div>
          </section>
        ) : row.section.sectionType === 'image' ? (
          <StoryImage key={index} section={row.section} ratio="aspect-[4/3] sm:aspect-[16/9] lg:aspect-[21/9]" />
        ) : (
          <section
            key={index}
            className="mx-auto max-w-2xl"
            aria-labelledby={row.section.heading ? `story-${index}` : undefined}
          >
            <StoryText section={row.section} headingId={`story-${index}`} />
          </section>
        ),
      )}
    </div>
  );
}

function StoryText({ section, headingId }: { section: StorySection; headingId: string }) {
  const paragraphs = (section.paragraph ?? '').split(/\n\s*\n/).filter((part) => part.trim());
  return (
    <div>
      {section.heading ? (
        <h2 id={headingId} className="font-display text-3xl leading-tight font-semibold text-balance sm:text-4xl">
          {section.heading}
        </h2>
      ) : null}
      <span aria-hidden="true" className="mt-5 block h-0.5 w-10 rounded-full bg-primary dark:bg-accent" />
      <div className="mt-6 space-y-4 text-[1.0625rem] leading-relaxed text-text-muted sm:text-lg">
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
}

function StoryImage({ section, ratio }: { section: StorySection; ratio: string }) {
  return (
    <figure className="overflow-hidden rounded-3xl bg-surface-variant shadow-card">
      <img
        src={section.imageUrl}
        alt={section.altText ?? ''}
        width={1200}
        height={900}
        loading="lazy"
        decoding="async"
        className={cx('w-full object-cover', ratio)}
      />
    </figure>
  );
}

function Mission({ statement }: { statement: string }) {
  const { t } = useTranslation('about');
  return (
    <section aria-labelledby="about-mission" className="bg-primary text-on-primary">
      <div className="mx-auto flex max-w-4xl flex-col items-center px-5 py-16 text-center sm:px-8 sm:py-24">
        <Icon path={mdiFormatQuoteOpen} size={48} className="text-accent" />
        <h2 id="about-mission" className="mt-4 text-xs font-semibold uppercase tracking-[0.22em] opacity-80">
          {t('missionHeading')}
        </h2>
        <blockquote className="mt-6 font-display text-2xl leading-snug text-balance sm:text-3xl lg:text-[2.5rem] lg:leading-tight">
          <p>{statement}</p>
        </blockquote>
      </div>
    </section>
  );
}

function CoreValues({ values }: { values: AboutPageContent['coreValues'] }) {
  const { t } = useTranslation('about');
  return (
    <section aria-labelledby="about-values" className={cx(CONTAINER, 'py-16 sm:py-24')}>
      <div className="text-center">
        <p className={EYEBROW}>{t('valuesEyebrow')}</p>
        <h2 id="about-values" className="mt-3 font-display text-3xl font-semibold sm:text-4xl">
          {t('valuesHeading')}
        </h2>
      </div>
      <ul
        className={cx(
          'mt-10 grid gap-5 sm:mt-14 sm:grid-cols-2 sm:gap-6',
          values.length % 3 === 0 ? 'lg:grid-cols-3' : values.length >= 4 ? 'lg:grid-cols-4' : null,
        )}
      >
        {values.map((value) => (
          <li
            key={value.title}
            className="flex gap-4 rounded-3xl border border-border/70 bg-surface p-5 shadow-card transition duration-200 hover:-translate-y-0.5 hover:shadow-card-hover sm:block sm:p-7"
          >
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary/10 text-primary sm:size-14 dark:bg-accent/15 dark:text-accent">
              <Icon path={value.iconPath} size={26} />
            </span>
            <div className="min-w-0">
              <h3 className="text-lg font-semibold sm:mt-5">{value.title}</h3>
              <p className="mt-1 leading-relaxed text-text-muted sm:mt-2">{value.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The invitation names only the order types the restaurant offers (Tasca do Porto: collection). */
function closingBodyKey(restaurant: PublicRestaurant | null): 'closingBody' | 'closingBodyPickup' | 'closingBodyDelivery' {
  if (!restaurant) return 'closingBody';
  const { delivery, pickup } = orderTypeAvailability(checkoutTermsOf(restaurant));
  return delivery && !pickup ? 'closingBodyDelivery' : pickup && !delivery ? 'closingBodyPickup' : 'closingBody';
}

function Closing() {
  const { t } = useTranslation('about');
  const restaurant = useRestaurant();
  return (
    <section aria-labelledby="about-closing" className={CONTAINER}>
      <div className="rounded-3xl border border-border/70 bg-surface-variant/60 px-6 py-12 text-center sm:px-12 sm:py-16">
        <h2 id="about-closing" className="font-display text-3xl font-semibold text-balance sm:text-4xl">
          {t('closingHeading')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-lg text-text-muted">{t(closingBodyKey(restaurant))}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <ButtonLink to="/menu" size="lg">
            {t('viewMenu')}
          </ButtonLink>
          <ButtonLink to="/contact" size="lg" variant="outline">
            {t('contactUs')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

function AboutEmpty() {
  const { t } = useTranslation('about');
  return (
    <section aria-labelledby="about-empty" className={cx(CONTAINER, 'flex flex-col items-center py-24 text-center sm:py-32')}>
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-primary/10 text-primary dark:bg-accent/15 dark:text-accent">
        <Icon path={mdiBookOpenPageVariantOutline} size={40} />
      </span>
      <p className={cx(EYEBROW, 'mt-8')}>{t('title')}</p>
      <h1 id="about-empty" className="mt-3 font-display text-3xl font-semibold text-balance sm:text-4xl">
        {t('empty.heading')}
      </h1>
      <p className="mt-4 max-w-md text-lg leading-relaxed text-text-muted">{t('empty.body')}</p>
      <ButtonLink to="/menu" size="lg" className="mt-8">
        {t('empty.action')}
      </ButtonLink>
    </section>
  );
}

import { mdiDirections, mdiMapMarker, mdiOpenInNew } from '@mdi/js';
import { useTranslation } from '../../i18n/react.tsx';
import { Icon } from '../../ui/icon.tsx';

/** Half the map's span around the restaurant, in degrees: about a 700 m × 600 m street view. */
const HALF_SPAN_LNG = 0.0055;
const HALF_SPAN_LAT = 0.0028;

const fixed = (value: number) => value.toFixed(6);

export function openStreetMapEmbedUrl(lat: number, lng: number): string {
  const bbox = [lng - HALF_SPAN_LNG, lat - HALF_SPAN_LAT, lng + HALF_SPAN_LNG, lat + HALF_SPAN_LAT].map(fixed).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${fixed(lat)}%2C${fixed(lng)}`;
}

export function openStreetMapUrl(lat: number, lng: number): string {
  return `https://www.openstreetmap.org/?mlat=${fixed(lat)}&mlon=${fixed(lng)}#map=17/${fixed(lat)}/${fixed(lng)}`;
}

export function directionsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${fixed(lat)}%2C${fixed(lng)}`;
}

/** An OpenStreetMap embed of the restaurant's coordinates in a fixed-ratio box (no layout shift). */
export function LocationMap({
  lat,
  lng,
  restaurantName,
  addressLine,
}: {
  lat: number;
  lng: number;
  restaurantName: string;
  addressLine: string;
}) {
  const { t } = useTranslation('contact');
  return (
    <figure>
      <div className="relative aspect-[4/3] overflow-hidden rounded-3xl border border-border/70 bg-surface-variant shadow-card sm:aspect-[16/9] lg:aspect-[21/9]">
        {/* Shown while the map loads, or if it cannot (offline, blocked): a street-grid backdrop. */}
        <div
          aria-hidden="true"
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-[linear-gradient(var(--color-border)_1px,transparent_1px),linear-gradient(90deg,var(--color-border)_1px,transparent_1px)] bg-[size:36px_36px] px-6 text-center"
        >
          <Icon path={mdiMapMarker} size={44} className="text-primary drop-shadow dark:text-accent" />
          <span className="rounded-full bg-surface/90 px-4 py-1.5 text-sm font-semibold text-text shadow-card">{restaurantName}</span>
          <span className="text-sm text-text-muted">{addressLine}</span>
        </div>
        <iframe
          title={t('map.iframeTitle', { restaurantName })}
          src={openStreetMapEmbedUrl(lat, lng)}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="absolute inset-0 size-full border-0 dark:brightness-[0.85] dark:contrast-[1.05]"
        />
      </div>
      <figcaption className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm font-semibold">
        <a
          href={openStreetMapUrl(lat, lng)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline dark:text-accent"
        >
          {t('map.viewLarger')}
          <Icon path={mdiOpenInNew} size={16} />
          <span className="sr-only">{t('map.opensInNewTab')}</span>
        </a>
        <a
          href={directionsUrl(lat, lng)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline dark:text-accent"
        >
          <Icon path={mdiDirections} size={18} />
          {t('map.directions')}
          <span className="sr-only">{t('map.opensInNewTab')}</span>
        </a>
      </figcaption>
    </figure>
  );
}

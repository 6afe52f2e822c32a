import { mdiRefresh } from '@mdi/js';
import { formatPrice } from '@platter/domain';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useRevalidator } from 'react-router';
import { Alert } from '../../ui/alert.tsx';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Icon } from '../../ui/icon.tsx';
import { ProductImage } from '../../ui/product-image.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';
import type { SectionResult, SpecialItem } from './api/load-home.ts';

function SpecialCard({ item, currencySymbol }: { item: SpecialItem; currencySymbol: string }) {
  const { t } = useTranslation('home');
  const href = `/product/${encodeURIComponent(item._id)}`;
  return (
    <Card interactive className="group flex w-full flex-col">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block overflow-hidden">
        <ProductImage
          src={item.imageUrl ?? item.thumbnailUrl}
          photo={item.photo}
          // Two cards a row, three from 1024 px (the list's widths), in a 1152 px container.
          sizes="(min-width: 1152px) 352px, (min-width: 1024px) calc(33vw - 32px), calc(50vw - 24px)"
          alt=""
          width={600}
          height={450}
          className="w-full transition duration-500 group-hover:scale-[1.03]"
        />
      </Link>
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <h3 className="font-display text-base font-semibold leading-snug sm:text-xl">{item.name}</h3>
        <p className="mt-1 text-base font-bold text-primary sm:text-lg tabular-nums dark:text-accent">{formatPrice(item.price, currencySymbol)}</p>
        <div className="mt-auto pt-4">
          <Link to={href} className={buttonClasses({ variant: 'outline', size: 'sm', block: true })}>
            {t('specials.viewDetails')}
          </Link>
        </div>
      </div>
    </Card>
  );
}

export function ChefsSpecials({ result, currencySymbol }: { result: SectionResult<SpecialItem[]>; currencySymbol: string }) {
  const { t } = useTranslation('home');
  const revalidator = useRevalidator();
  let body;
  if (!result.ok) {
    body = (
      <Alert
        tone="error"
        title={t('specials.loadError')}
        className="mx-auto max-w-xl"
        action={
          <Button
            variant="outline"
            size="sm"
            loading={revalidator.state === 'loading'}
            onClick={() => void revalidator.revalidate()}
          >
            <Icon path={mdiRefresh} size={18} />
            {t('specials.tryAgain')}
          </Button>
        }
      >
        {result.error}
      </Alert>
    );
  } else if (result.data.length === 0) {
    body = (
      <p className="text-center text-lg text-text-muted">
        {t('specials.empty')}{' '}
        <Link to="/menu" className="font-semibold text-primary underline-offset-4 hover:underline dark:text-accent">
          {t('specials.browse')}
        </Link>
      </p>
    );
  } else {
    body = (
      <ul className="flex flex-wrap justify-center gap-4 sm:gap-6">
        {result.data.map((item) => (
          <li key={item._id} className="flex w-[calc(50%-0.5rem)] sm:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]">
            <SpecialCard item={item} currencySymbol={currencySymbol} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="specials-title" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <SectionHeading id="specials-title" eyebrow={t('specials.eyebrow')} title={t('specials.title')} className="mb-10" />
      {body}
    </section>
  );
}

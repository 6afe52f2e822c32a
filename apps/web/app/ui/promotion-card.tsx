import { mdiCalendarEndOutline, mdiCalendarWeekOutline, mdiCartOutline, mdiLightningBoltOutline } from '@mdi/js';
import { formatPrice, type PublicPromotion } from '@platter/domain';
import type { ReactNode } from 'react';
import { registerCatalogues } from '../i18n/index.ts';
import { useTranslation } from '../i18n/react.tsx';
import { discountLabel } from '../lib/discount-label.ts';
import { offerMenuLink } from '../lib/offer-menu-link.ts';
import { ButtonLink } from './button.tsx';
import { cx } from './cx.ts';
import { Icon } from './icon.tsx';
import { OfferCard } from './offer-card.tsx';
import { activeDaysText, appliesAutomatically, lastDay } from '../lib/offer-facts.ts';
import { OfferCodeRow } from './offer-code-row.tsx';

// Its texts travel with it: the promotions page and the back office's offers preview show it.
registerCatalogues(import.meta.glob('../i18n/en-GB/promotions.json', { eager: true, import: 'default' }));

function Fact({ icon, label, strong = false, children }: { icon: string; label?: string; strong?: boolean; children: ReactNode }) {
  return (
    <li className={cx('flex items-start gap-2', strong ? 'font-medium text-text' : 'text-text-muted')}>
      <Icon path={icon} size={18} className="mt-px text-primary dark:text-accent" />
      <span>
        {label ? <span className="sr-only">{label} </span> : null}
        {children}
      </span>
    </li>
  );
}

/**
 * One offer on the promotions page: Home's card (chip, name, description, button) with when it
 * applies: minimum order, days, last day; and how to get it: its code with a Copy button, or
 * 'Applied automatically at checkout'.
 */
export function PromotionCard({
  promotion,
  currencySymbol,
  timeZone,
}: {
  promotion: PublicPromotion;
  currencySymbol: string;
  timeZone: string;
}) {
  const { t } = useTranslation('promotions');
  const { t: common } = useTranslation('common');
  const link = offerMenuLink(promotion);
  const days = activeDaysText(promotion.activeDays, t);
  const facts: ReactNode[] = [];
  if (promotion.minOrderValue !== null) {
    facts.push(
      <Fact key="min" icon={mdiCartOutline}>
        {t('offers.minOrder', { amount: formatPrice(promotion.minOrderValue, currencySymbol) })}
      </Fact>,
    );
  }
  if (days) {
    facts.push(
      <Fact key="days" icon={mdiCalendarWeekOutline} label={t('offers.daysLabel')}>
        {days}
      </Fact>,
    );
  }
  if (promotion.validUntil) {
    facts.push(
      <Fact key="ends" icon={mdiCalendarEndOutline}>
        {t('offers.endsOn', { date: lastDay(promotion.validUntil, timeZone) })}
      </Fact>,
    );
  }
  if (appliesAutomatically(promotion)) {
    facts.push(
      <Fact key="automatic" icon={mdiLightningBoltOutline} strong>
        {t('offers.automatic')}
      </Fact>,
    );
  }
  return (
    <OfferCard
      chip={discountLabel(common, promotion, currencySymbol)}
      title={promotion.name}
      description={promotion.description}
      action={
        <ButtonLink to={link.to} variant="primary" block>
          {t(`offers.${link.label}`)}
        </ButtonLink>
      }
    >
      {facts.length > 0 ? (
        <ul className="mt-4 space-y-2 text-sm" data-testid="offer-facts">
          {facts}
        </ul>
      ) : null}
      {promotion.couponCode ? <OfferCodeRow code={promotion.couponCode} /> : null}
    </OfferCard>
  );
}

import { useTranslation } from '../../i18n/react.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';

export const REWARDS_TITLE_ID = 'rewards-title';

/** The rewards section's heading: 'Your rewards' for a diner, the invitation's title for a guest. */
export function RewardsHeading({ title }: { title: string }) {
  const { t } = useTranslation('promotions');
  return <SectionHeading id={REWARDS_TITLE_ID} eyebrow={t('rewards.eyebrow')} title={title} className="mb-10" />;
}

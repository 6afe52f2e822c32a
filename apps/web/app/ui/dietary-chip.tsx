import { mdiBarleyOff, mdiChiliHot, mdiFoodHalal, mdiLeaf, mdiSprout, mdiTagOutline } from '@mdi/js';
import { memo } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { labelKey } from '../lib/label-key.ts';
import { dietaryText } from '../lib/menu-labels.ts';
import { cx } from './cx.ts';
import { Icon } from './icon.tsx';

const LOOKS: Record<string, { icon: string; tone: string }> = {
  vegetarian: { icon: mdiLeaf, tone: 'text-success bg-success/10 border-success/25' },
  vegan: { icon: mdiSprout, tone: 'text-success bg-success/10 border-success/25' },
  glutenfree: { icon: mdiBarleyOff, tone: 'text-warning bg-warning/10 border-warning/30' },
  spicy: { icon: mdiChiliHot, tone: 'text-error bg-error/8 border-error/25' },
  halal: { icon: mdiFoodHalal, tone: 'text-info bg-info/8 border-info/25' },
};

export function dietaryIcon(label: string): string {
  return LOOKS[labelKey(label)]?.icon ?? mdiTagOutline;
}

/** A dish's dietary label: an icon and the label in the page's language, in the menu's colours (menu cards, favourites). */
export const DietaryChip = memo(function DietaryChip({ label, className }: { label: string; className?: string }) {
  const { t } = useTranslation('menu');
  const look = LOOKS[labelKey(label)] ?? { icon: mdiTagOutline, tone: 'text-text-muted bg-text/5 border-border' };
  return (
    <span
      className={cx(
        'inline-flex h-6 items-center gap-1 rounded-full border px-2 text-xs font-semibold tracking-wide whitespace-nowrap',
        look.tone,
        className,
      )}
    >
      <Icon path={look.icon} size={13} />
      {dietaryText(t, label)}
    </span>
  );
});

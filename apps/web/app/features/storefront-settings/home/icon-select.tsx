/** An icon for the restaurant's content (the About teaser's paragraphs, the values): the curated set the storefront draws, shown beside the choice. */
import { useTranslation } from '../../../i18n/react.tsx';
import { inputClasses } from '../../../ui/form-field.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { mdiIconByName } from '../../../ui/mdi-icon-by-name.ts';

/**
 * The curated icons Home's teaser draws (ui/mdi-icon-by-name.ts), by their @mdi/js names. Kept
 * here, not there, so Home's JavaScript does not carry the list; icon-select.test.ts checks that
 * each one is drawn by the curated map.
 */
export const CONTENT_ICON_NAMES: readonly string[] = [
  'mdiBarley', 'mdiChefHat', 'mdiCow', 'mdiEarth', 'mdiFire', 'mdiFish', 'mdiFoodForkDrink', 'mdiGlassWine', 'mdiHandHeart', 'mdiHandshake',
  'mdiHeart', 'mdiLeaf', 'mdiPot', 'mdiRecycle', 'mdiSilverwareForkKnife', 'mdiSprout', 'mdiStar', 'mdiStore', 'mdiTruck',
];

/** 'mdiChefHat' → 'Chef hat'. */
export function iconLabel(name: string): string {
  const words = name.replace(/^mdi/, '').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function IconSelect({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (name: string) => void }) {
  const { t } = useTranslation('staffHome');
  const known = CONTENT_ICON_NAMES.includes(value);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-full bg-primary/10 text-primary dark:bg-accent/15 dark:text-accent">
          <Icon path={mdiIconByName(value)} size={22} />
        </span>
        <select id={id} value={value} className={inputClasses(false)} onChange={(event) => onChange(event.target.value)}>
          {known ? null : <option value={value}>{t('about.icons.other', { name: value || '—' })}</option>}
          {CONTENT_ICON_NAMES.map((name) => (
            <option key={name} value={name}>
              {iconLabel(name)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

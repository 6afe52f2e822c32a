import { useTranslation } from '../i18n/react.tsx';
import { useNavigation } from 'react-router';

/** A thin bar under the header while the next page's data loads. */
export function NavigationProgress() {
  const { t } = useTranslation('common');
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div role="progressbar" aria-label={t('loading')} className="absolute inset-x-0 bottom-0 h-0.5 overflow-hidden">
      <div className="h-full w-1/3 animate-[platter-progress_1.1s_ease-in-out_infinite] rounded-full bg-accent" />
    </div>
  );
}

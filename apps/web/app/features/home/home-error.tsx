import { mdiRefresh } from '@mdi/js';
import { useTranslation } from '../../i18n/react.tsx';
import { useRevalidator } from 'react-router';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Icon } from '../../ui/icon.tsx';

/** Home's error state: 'Error' / 'Something went wrong. Please try again later.' with Retry. */
export function HomeError() {
  const { t } = useTranslation('home');
  const revalidator = useRevalidator();
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-20">
      <Alert
        tone="error"
        title={t('error.title')}
        action={
          <Button variant="primary" size="sm" loading={revalidator.state === 'loading'} onClick={() => void revalidator.revalidate()}>
            <Icon path={mdiRefresh} size={18} />
            {t('error.retry')}
          </Button>
        }
      >
        {t('error.message')}
      </Alert>
    </div>
  );
}

import { mdiCheck, mdiContentCopy } from '@mdi/js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { showSnackbar } from '../lib/snackbar.ts';
import { Icon } from './icon.tsx';
import { OfferCode } from './offer-card.tsx';
import { copyText, selectText } from '../lib/copy-text.ts';

const SLOT = '\u2063code\u2063';
const COPIED_FOR_MS = 2000;

/**
 * 'Use Code: WELCOME10' (Home's pill) and a Copy button: the Clipboard API with 'Code copied';
 * where copying is refused, the code is selected for the diner to copy and a note says so.
 */
export function OfferCodeRow({ code }: { code: string }) {
  const { t } = useTranslation('promotions');
  const codeRef = useRef<HTMLSpanElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (await copyText(code)) {
      setCopied(true);
      showSnackbar({ message: t('offers.codeCopied'), color: 'success', timeout: 2500 });
      return;
    }
    if (codeRef.current) selectText(codeRef.current);
    showSnackbar({ message: t('offers.copyUnavailable'), color: 'info', multiline: true });
  };

  // The code sits in its own element inside the spec's 'Use Code: {code}', so it can be selected alone.
  const [before = '', after = ''] = t('offers.useCode', { code: SLOT }).split(SLOT);
  return (
    <div className="mt-4 text-sm">
      <OfferCode
        action={
          <button
            type="button"
            onClick={() => void copy()}
            aria-label={t('offers.copyLabel', { code })}
            className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border border-primary/60 bg-surface px-3 font-semibold text-primary transition hover:bg-primary/8 dark:border-accent/60 dark:text-accent dark:hover:bg-accent/10"
          >
            <Icon path={copied ? mdiCheck : mdiContentCopy} size={16} />
            <span aria-hidden="true">{copied ? t('offers.copied') : t('offers.copy')}</span>
          </button>
        }
      >
        <span>
          {before}
          <span ref={codeRef} data-testid="offer-code" className="select-all">
            {code}
          </span>
          {after}
        </span>
      </OfferCode>
    </div>
  );
}

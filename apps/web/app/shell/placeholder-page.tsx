import { mdiSilverwareForkKnife } from '@mdi/js';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';

/** A calm page for screens that later issues build: title, one sentence, a way back. */
export function PlaceholderPage({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  const { t } = useTranslation('placeholders');
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center px-4 py-20 text-center sm:py-28">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-primary/10 text-primary dark:bg-accent/15 dark:text-accent">
        <Icon path={mdiSilverwareForkKnife} size={30} />
      </span>
      <h1 className="mt-6 font-display text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-md text-lg leading-relaxed text-text-muted">{text}</p>
      {children}
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/menu" variant="primary">
          {t('browseMenu')}
        </ButtonLink>
        <ButtonLink to="/" variant="outline">
          {t('backHome')}
        </ButtonLink>
      </div>
    </section>
  );
}

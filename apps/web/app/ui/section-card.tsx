import type { ReactNode } from 'react';

/**
 * A numbered step of a long form (checkout's 1 Order Type & Details, 2 Payment): a card with its
 * heading. `index` null: a card before the numbered steps (a guest's details, issue 30).
 */
export function SectionCard({ id, index, title, children }: { id: string; index: number | null; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-border/80 bg-surface p-5 shadow-card sm:p-7">
      <h2 id={id} className="flex items-center gap-3 font-display text-xl font-semibold sm:text-2xl">
        {index === null ? null : <span className="inline-flex size-8 items-center justify-center rounded-full bg-primary text-sm font-bold text-on-primary">{index}</span>}
        {title}
      </h2>
      <div className="mt-5 space-y-6">{children}</div>
    </section>
  );
}

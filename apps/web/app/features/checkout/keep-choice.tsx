import type { ComponentPropsWithRef } from 'react';

/** A choice to keep what was typed for next time ('Save this address', 'Save this phone number to my profile'). */
export function KeepChoice({ label, ...input }: { label: string } & ComponentPropsWithRef<'input'>) {
  return (
    <label className="-mt-2 flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
      <input type="checkbox" className="size-5 shrink-0 rounded accent-[var(--color-primary)]" {...input} />
      {label}
    </label>
  );
}


import { useTranslation } from '../i18n/react.tsx';
import { create } from 'zustand';
import { Spinner } from '../ui/button.tsx';

interface LoadingState {
  /** Several callers may hold it at once; the overlay shows while any does. */
  holders: number;
}

const useLoadingStore = create<LoadingState>()(() => ({ holders: 0 }));

/** Turn the global loading overlay on (true) or release one hold (false). */
export function setGlobalLoading(loading: boolean): void {
  useLoadingStore.setState((state) => ({ holders: Math.max(0, state.holders + (loading ? 1 : -1)) }));
}

export function useGlobalLoading(): boolean {
  return useLoadingStore((state) => state.holders > 0);
}

/** Rendered once by the shell. */
export function LoadingOverlay() {
  const { t } = useTranslation('common');
  const loading = useGlobalLoading();
  if (!loading) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="overlay fixed inset-0 z-[80] flex items-center justify-center bg-background/60 backdrop-blur-[1px]"
      data-state="open"
    >
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-surface px-6 py-5 text-primary shadow-card-hover">
        <Spinner size={36} />
        <span className="text-sm font-medium text-text">{t('loading')}</span>
      </div>
    </div>
  );
}

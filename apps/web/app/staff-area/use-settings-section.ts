/**
 * One back-office section's load and save (issue 27): the section is read with TanStack Query,
 * kept as a draft the page edits, and saved whole on the version it was read at. A refusal's
 * field errors come back keyed by the API's path ('delivery.fee', 'theme.light.primary'); a 409
 * STALE_EDIT keeps the draft and says who saved first, with Reload (their section replaces the draft).
 */
import type { SettingsStamp } from '@platter/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError } from '../lib/api-client.ts';
import { isSessionEnded } from '../lib/form-errors.ts';
import { showSnackbar } from '../lib/snackbar.ts';

export interface SectionData<S> {
  settings: S;
  stamp: SettingsStamp;
}

export interface SectionCalls<S, D extends SectionData<S>> {
  key: readonly unknown[];
  load: () => Promise<D>;
  save: (version: number, settings: S) => Promise<D>;
  /** Said in a snackbar after a save and a Reload; without them the page says it itself (the hours page's status line). */
  texts: { saved?: string; failed: string; reloaded?: string };
  /** Called with a save's answer, after `onLoaded`. */
  onSaved?: (saved: D) => void;
  /** Reads a 409's `current` (the section as it is now): Reload then shows it without fetching again. */
  staleCurrent?: (body: Record<string, unknown>) => D | null;
}

export interface SectionProblems {
  /** By the API's field path. */
  fields: Map<string, string>;
  /** A refusal that names no field, or a failure to reach the server. */
  general: string | null;
}

const NO_PROBLEMS: SectionProblems = { fields: new Map(), general: null };

export function problemsOf(error: unknown, failed: string): SectionProblems {
  if (!(error instanceof ApiRequestError)) return { fields: new Map(), general: failed };
  const fields = new Map<string, string>();
  for (const { field, message } of error.fieldErrors) if (field && !fields.has(field)) fields.set(field, message);
  const general = fields.size ? null : error.status === 0 || error.status >= 500 ? failed : error.message;
  return { fields, general };
}

export function useSettingsSection<S, D extends SectionData<S>>(calls: SectionCalls<S, D>, onLoaded: (data: D) => void) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: calls.key, queryFn: calls.load, staleTime: 0, refetchOnWindowFocus: false });
  const [problems, setProblems] = useState<SectionProblems>(NO_PROBLEMS);
  const [stale, setStale] = useState<string | null>(null);
  const [staleCurrent, setStaleCurrent] = useState<D | null>(null);
  const [reloading, setReloading] = useState(false);
  const [loadedAt, setLoadedAt] = useState<number | null>(null);

  // The draft starts from the first answer (and from each Reload), never from a background refetch.
  if (query.data && loadedAt === null) {
    setLoadedAt(query.dataUpdatedAt);
    onLoaded(query.data);
  }

  const save = useMutation({
    mutationFn: (settings: S) => calls.save(query.data!.stamp.version, settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(calls.key, saved);
      onLoaded(saved);
      setProblems(NO_PROBLEMS);
      setStale(null);
      calls.onSaved?.(saved);
      if (calls.texts.saved) showSnackbar({ message: calls.texts.saved, color: 'success', timeout: 2500 });
    },
    onError: (error) => {
      if (isSessionEnded(error)) return;
      if (error instanceof ApiRequestError && error.status === 409 && error.code === 'STALE_EDIT') {
        setStale(error.message);
        setStaleCurrent(error.body && calls.staleCurrent ? calls.staleCurrent(error.body) : null);
        return;
      }
      setProblems(problemsOf(error, calls.texts.failed));
    },
  });

  async function reload() {
    setReloading(true);
    try {
      let fresh: D;
      if (staleCurrent !== null) {
        fresh = staleCurrent;
        queryClient.setQueryData(calls.key, fresh);
      } else {
        fresh = await queryClient.fetchQuery({ queryKey: calls.key, queryFn: calls.load, staleTime: 0 });
      }
      onLoaded(fresh);
      setStale(null);
      setStaleCurrent(null);
      setProblems(NO_PROBLEMS);
      if (calls.texts.reloaded) showSnackbar({ message: calls.texts.reloaded, color: 'info', timeout: 2500 });
    } catch (error) {
      if (!isSessionEnded(error)) setProblems(problemsOf(error, calls.texts.failed));
    } finally {
      setReloading(false);
    }
  }

  return { query, save, problems, setProblems, stale, reload, reloading, busy: save.isPending || reloading };
}

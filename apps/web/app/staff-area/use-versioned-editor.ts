/**
 * A back-office form that saves a whole entity at the version it was read at (the dish form, the
 * offer form), on react-hook-form. Save judges the draft (the form's resolver) and sends it at the
 * version; a refusal's field errors land on their fields ('' above the buttons) and the first
 * problem is focused; a 409 STALE_EDIT shows the notice, whose Reload puts the entity as saved now
 * into the form (the list fetched again, else as the 409 carried it) and whose Keep my changes
 * saves the draft again at that version. What differs per editor comes in as options.
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { ApiRequestError } from '../lib/api-client.ts';
import { isSessionEnded } from '../lib/form-errors.ts';
import { showSnackbar } from '../lib/snackbar.ts';
import { STALE_EDIT } from './menu-editor-api.ts';
import type { Stale } from './stale-notice.tsx';

/** What a versioned editor edits: a row with its id and the version it was read at. */
export interface Versioned {
  _id: string;
  version: number;
}

/** The 409 STALE_EDIT's notice (the server's words and the entity as saved now, when the answer carried it); null for any other error. */
export function staleOf<Entity>(error: unknown, current: z.ZodType<Entity>): Stale<Entity> | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409 || error.body?.code !== STALE_EDIT) return null;
  const parsed = current.safeParse(error.body.current);
  return { message: error.message, current: parsed.success ? parsed.data : null };
}

/** Focuses the form's first invalid control (or the message above the buttons). */
function focusFirstProblem(form: HTMLFormElement | null) {
  const target = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-problem]');
  target?.focus();
  target?.scrollIntoView?.({ block: 'center' });
}

export interface VersionedEditorOptions<Entity extends Versioned, Draft extends FieldValues, Body> {
  /** The entity to edit; null for a new one. */
  entity: Entity | null;
  /** The form's values at first (the entity's draft, or a blank one). */
  defaultValues: Draft;
  /** The form's checks, for the entity as it is now (after a Reload, the reloaded one). */
  resolver: (original: Entity | null) => Resolver<Draft, unknown, Body>;
  /** The entity as the form holds it. */
  draftOf: (entity: Entity) => Draft;
  /** The draft as the save sends it (Keep my changes sends what the form holds). */
  bodyOf: (draft: Draft, original: Entity | null) => Body;
  /** The schema of the entity a 409 STALE_EDIT carries. */
  currentSchema: z.ZodType<Entity>;
  /** Every entity of the kind, fetched again (not from the cache). */
  fetchAll: () => Promise<Entity[]>;
  /** Puts an entity as saved into the cache. */
  store: (entity: Entity) => void;
  /** Creates (no original) or saves the entity at `atVersion`. */
  save: (atVersion: number, body: Body, original: Entity | null) => Promise<Entity>;
  /** After a save: the cache, the snackbar, closing. */
  onSaved: (saved: Entity) => void;
  /** A refusal's messages by where they are shown ('' above the buttons). */
  refusalErrors: (error: unknown) => Record<string, string>;
  /** The snackbar's words after a Reload. */
  reloadedText: string;
}

export function useVersionedEditor<Entity extends Versioned, Draft extends FieldValues, Body>(options: VersionedEditorOptions<Entity, Draft, Body>) {
  const { entity, draftOf, bodyOf, store } = options;
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [original, setOriginal] = useState(entity);
  const [version, setVersion] = useState(entity?.version ?? 0);
  /** A refusal that names no field (above the buttons). */
  const [general, setGeneral] = useState<string | null>(null);
  const [focusTurn, setFocusTurn] = useState(0);
  const [stale, setStale] = useState<Stale<Entity> | null>(null);
  const [reloading, setReloading] = useState(false);
  // A failed check stays until the next Save, as a server's refusal does; the first problem in
  // the page's order is focused (`focusFirstProblem`).
  const editor = useForm<Draft, unknown, Body>({
    resolver: options.resolver(original),
    defaultValues: options.defaultValues as DefaultValues<Draft>,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  /** A refusal's field errors onto their fields; what names no field above the buttons. */
  function showRefusal(refused: Record<string, string>) {
    for (const [place, message] of Object.entries(refused)) if (place !== '') editor.setError(place as Path<Draft>, { type: 'server', message });
    setGeneral(refused[''] ?? null);
  }

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (focusTurn > 0) focusFirstProblem(form.current);
  }, [focusTurn]);

  const save = useMutation({
    mutationFn: ({ atVersion, body }: { atVersion: number; body: Body }) => options.save(atVersion, body, original),
    onSuccess: (saved) => options.onSaved(saved),
    onError: (error) => {
      if (isSessionEnded(error)) return;
      const conflict = staleOf(error, options.currentSchema);
      if (conflict) {
        setStale(conflict);
        return;
      }
      showRefusal(options.refusalErrors(error));
      setFocusTurn((turn) => turn + 1);
    },
  });

  const submit = editor.handleSubmit(
    (body) => {
      setGeneral(null);
      setStale(null);
      save.mutate({ atVersion: version, body });
    },
    () => {
      setGeneral(null);
      setStale(null);
      setFocusTurn((turn) => turn + 1);
    },
  );

  /** The entity as saved now: fetched with its list again, else as the 409 carried it. */
  async function fetchCurrent(): Promise<Entity | null> {
    if (!original) return null;
    try {
      const all = await options.fetchAll();
      return all.find((row) => row._id === original._id) ?? stale?.current ?? null;
    } catch {
      return stale?.current ?? null;
    }
  }

  async function reload() {
    setReloading(true);
    const current = await fetchCurrent();
    setReloading(false);
    if (!current) return;
    store(current);
    editor.reset(draftOf(current));
    setOriginal(current);
    setVersion(current.version);
    setGeneral(null);
    setStale(null);
    showSnackbar({ message: options.reloadedText, color: 'info', timeout: 2500 });
    heading.current?.focus();
  }

  async function keepMine() {
    const current = stale?.current ?? (await fetchCurrent());
    if (!current) return;
    setVersion(current.version);
    setStale(null);
    save.mutate({ atVersion: current.version, body: bodyOf(editor.getValues(), original) });
  }

  return { editor, form, heading, original, general, stale, reloading, save, submit, reload, keepMine, showRefusal };
}

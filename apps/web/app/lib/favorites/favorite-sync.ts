/**
 * Everything only a signed-in diner's hearts need, loaded when such a diner sees one: the ids,
 * each tap flipped at once and sent to the server, a refusal rolled back with a snackbar, and
 * the heart they tapped as a guest before signing in. Taps on one dish are sent one at a time,
 * always the latest wish, so quick taps end in the state the diner left.
 */
import { i18n, registerCatalogues } from '../../i18n/index.ts';
import { ApiRequestError } from '../api-client.ts';
import { getFavoriteIds } from '../api/get-favorite-ids.ts';
import { removeFavorite } from '../api/remove-favorite.ts';
import { saveFavorite } from '../api/save-favorite.ts';
import { isSessionEnded } from '../form-errors.ts';
import { showSnackbar } from '../snackbar.ts';
import { GUEST_FAVORITE_KEY, NO_FAVORITES, signedInUserId, useFavoriteIdsStore, type FavoriteDish } from './favorite-store.ts';

registerCatalogues(import.meta.glob('../../i18n/en-GB/favorites.json', { eager: true, import: 'default' }));

/** A guest's heart waits this long for them to sign in and come back. */
const GUEST_FAVORITE_TTL_MS = 10 * 60_000;

/** The server's list for `owner`, with the taps still on their way laid over it. */
export function acceptFavoriteIds(owner: string, ids: readonly string[]): void {
  if (signedInUserId() !== owner) return;
  const { wishes, owner: current } = useFavoriteIdsStore.getState();
  const mine = current === owner ? wishes : new Map<string, boolean>();
  const next = new Set(ids);
  for (const [id, on] of mine) {
    if (on) next.add(id);
    else next.delete(id);
  }
  useFavoriteIdsStore.setState({ owner, ids: next, loadedAt: Date.now(), wishes: mine, known: new Map(ids.map((id) => [id, true])) });
}

/** Sets one heart (optimistically, or rolling back); `wish` marks it as waiting for the server. */
export function setFavorite(productId: string, on: boolean, wish: 'pending' | 'settled' = 'settled'): void {
  const owner = signedInUserId();
  if (!owner) return;
  const state = useFavoriteIdsStore.getState();
  const sameOwner = state.owner === owner;
  const ids = new Set(sameOwner ? state.ids : []);
  if (on) ids.add(productId);
  else ids.delete(productId);
  const wishes = new Map(sameOwner ? state.wishes : []);
  if (wish === 'pending') wishes.set(productId, on);
  else wishes.delete(productId);
  useFavoriteIdsStore.setState(sameOwner ? { ids, wishes } : { ...NO_FAVORITES, owner, ids, wishes });
}

/** Whether the server holds the dish as a favourite: undefined when nothing tells. */
function serverHolds(productId: string): boolean | undefined {
  const { known, loadedAt } = useFavoriteIdsStore.getState();
  return known.get(productId) ?? (loadedAt > 0 ? false : undefined);
}

function confirmFavorite(productId: string, on: boolean): void {
  const state = useFavoriteIdsStore.getState();
  if (state.owner !== signedInUserId()) return;
  useFavoriteIdsStore.setState({ known: new Map(state.known).set(productId, on) });
}

/** The heart a guest tapped before signing in, once (it is forgotten as it is read); null when none or stale. */
export function takeGuestFavorite(now = Date.now()): FavoriteDish | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(GUEST_FAVORITE_KEY);
    sessionStorage.removeItem(GUEST_FAVORITE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const tapped = JSON.parse(raw) as { _id?: unknown; name?: unknown; at?: unknown };
    if (typeof tapped._id !== 'string' || typeof tapped.name !== 'string' || typeof tapped.at !== 'number') return null;
    const age = now - tapped.at;
    return age >= 0 && age <= GUEST_FAVORITE_TTL_MS ? { _id: tapped._id, name: tapped.name } : null;
  } catch {
    return null;
  }
}

/** The diner's ids; then the heart they tapped as a guest before signing in, if any. */
export async function loadFavoriteIds(owner: string): Promise<void> {
  acceptFavoriteIds(owner, await getFavoriteIds());
  const tapped = takeGuestFavorite();
  if (tapped && !useFavoriteIdsStore.getState().ids.has(tapped._id)) {
    setFavorite(tapped._id, true, 'pending');
    await sendFavorite(tapped, { announce: true });
  }
}

/** A tap: the heart flips at once, the server follows. */
export function toggleFavorite(dish: FavoriteDish): void {
  const owner = signedInUserId();
  if (!owner) return;
  const state = useFavoriteIdsStore.getState();
  setFavorite(dish._id, !(state.owner === owner && state.ids.has(dish._id)), 'pending');
  void sendFavorite(dish);
}

function failureText(error: unknown, on: boolean, name: string): string {
  // The bound (409) says what to do; anything else is a plain 'try again'.
  if (error instanceof ApiRequestError && error.status === 409) return error.message;
  return i18n.t(on ? 'favorites:saveFailed' : 'favorites:removeFailed', { name });
}

const sending = new Set<string>();

/** Brings the server to the dish's heart; `announce` says so when it was saved (a guest's tap, after sign-in). */
async function sendFavorite(dish: FavoriteDish, { announce = false }: { announce?: boolean } = {}): Promise<void> {
  if (sending.has(dish._id)) return; // the loop already running for this dish sends the latest wish
  sending.add(dish._id);
  const owner = useFavoriteIdsStore.getState().owner;
  try {
    for (;;) {
      // Signed out (or someone else signed in) meanwhile: nothing more to send for them.
      if (owner === null || useFavoriteIdsStore.getState().owner !== owner) return;
      const on = useFavoriteIdsStore.getState().ids.has(dish._id);
      const held = serverHolds(dish._id);
      if (held === on) {
        setFavorite(dish._id, on);
        return;
      }
      try {
        if (on) await saveFavorite(dish._id);
        else await removeFavorite(dish._id);
      } catch (error) {
        setFavorite(dish._id, held ?? !on);
        if (!isSessionEnded(error)) showSnackbar({ message: failureText(error, on, dish.name), color: 'error' });
        return;
      }
      confirmFavorite(dish._id, on);
      if (announce && on) showSnackbar({ message: i18n.t('favorites:saved', { name: dish.name }), color: 'success' });
      announce = false;
    }
  } finally {
    sending.delete(dish._id);
  }
}

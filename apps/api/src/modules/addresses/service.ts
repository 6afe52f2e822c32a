/**
 * Saved addresses. Rules: the first address is the default; making one default (new, updated
 * or set) unsets the others; deleting the default promotes the oldest remaining one. So a diner
 * with addresses always has exactly one default; the way to change it is to choose another.
 */
import { isSameAddress, type addressBody, type AddressFields, type SavedAddress, type User } from '@platter/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { API_MESSAGES_EN_GB, apiMessage } from '@platter/domain';
import {
  clearDefault,
  listSavedAddresses,
  countAddresses,
  deleteAddress,
  findOwnAddress,
  insertAddress,
  lockUser,
  oldestAddress,
  updateAddress,
  type AddressValues,
} from './queries.ts';
import { presentAddress } from './presenters.ts';

/** The diner's account as `data.user` carries it (the users module's `loadUser`, handed in by app.ts). */
export type AccountLoader = (db: Database, userId: string) => Promise<User>;

export const ADDRESS_NOT_FOUND = API_MESSAGES_EN_GB['addresses.notFound'];
export const MAX_ADDRESSES = 20;

type AddressInput = z.output<typeof addressBody>;

function valuesOf(body: AddressInput): AddressValues {
  return {
    label: body.label || 'Home',
    street: body.street,
    city: body.city,
    stateOrRegion: body.state_or_region,
    postalCode: body.postcode,
    country: body.country,
    longitude: body.location.coordinates[0],
    latitude: body.location.coordinates[1],
    placeId: body.placeId ?? null,
    note: body.note,
  };
}

export async function addAddress(db: Database, userId: string, body: AddressInput): Promise<SavedAddress> {
  const row = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const existing = await countAddresses(tx, userId);
    if (existing >= MAX_ADDRESSES) throw AppError.badRequest(apiMessage('addresses.tooMany', { max: MAX_ADDRESSES }));
    const isDefault = existing === 0 || body.isDefault === true;
    if (isDefault) await clearDefault(tx, userId);
    return insertAddress(tx, userId, { ...valuesOf(body), isDefault });
  });
  return presentAddress(row);
}

/** Replaces the address; `isDefault: true` makes it the default, anything else keeps its standing. */
export async function changeAddress(db: Database, userId: string, addressId: string, body: AddressInput): Promise<SavedAddress> {
  const row = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if (!(await findOwnAddress(tx, userId, addressId))) throw AppError.notFound(apiMessage('addresses.notFound'));
    if (body.isDefault === true) await clearDefault(tx, userId, addressId);
    return updateAddress(tx, userId, addressId, { ...valuesOf(body), ...(body.isDefault === true ? { isDefault: true } : {}) });
  });
  if (!row) throw AppError.notFound(apiMessage('addresses.notFound'));
  return presentAddress(row);
}

export async function makeDefaultAddress(db: Database, userId: string, addressId: string): Promise<SavedAddress> {
  const row = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if (!(await findOwnAddress(tx, userId, addressId))) throw AppError.notFound(apiMessage('addresses.notFound'));
    await clearDefault(tx, userId, addressId);
    return updateAddress(tx, userId, addressId, { isDefault: true });
  });
  if (!row) throw AppError.notFound(apiMessage('addresses.notFound'));
  return presentAddress(row);
}

export async function removeAddress(db: Database, userId: string, addressId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const existing = await findOwnAddress(tx, userId, addressId);
    if (!existing || !(await deleteAddress(tx, userId, addressId))) throw AppError.notFound(apiMessage('addresses.notFound'));
    if (existing.isDefault) {
      const next = await oldestAddress(tx, userId);
      if (next) await updateAddress(tx, userId, next.id, { isDefault: true });
    }
  });
}

/** What became of a delivery address typed at checkout with 'Save this address'. */
export type CheckoutAddressKept = 'saved' | 'alreadySaved' | 'full';

/**
 * Saves an address typed at checkout as the spec's "new address submission" does: label 'Home',
 * no location (0, 0), an empty note; the default when it is the diner's first. Not when the diner
 * already has the same place (`isSameAddress`) or has the most addresses allowed: the order stands
 * either way. Serialised per diner like every address change, so two orders cannot save it twice.
 */
export async function keepCheckoutAddress(
  db: Database,
  userId: string,
  address: AddressFields & { stateOrRegion: string },
): Promise<CheckoutAddressKept> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const saved = await listSavedAddresses(tx, userId);
    if (saved.some((row) => isSameAddress(row, address))) return 'alreadySaved';
    if (saved.length >= MAX_ADDRESSES) return 'full';
    await insertAddress(tx, userId, {
      label: 'Home',
      street: address.street,
      city: address.city,
      stateOrRegion: address.stateOrRegion,
      postalCode: address.postalCode,
      country: address.country,
      longitude: 0,
      latitude: 0,
      placeId: null,
      note: '',
      isDefault: saved.length === 0,
    });
    return 'saved';
  });
}

/** SQL of saved addresses: the one module that reads or writes them. Each is its diner's own. */
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { savedAddresses, users, type SavedAddressRow } from '../../db/schema.ts';

export type { SavedAddressRow };

export type AddressValues = Pick<
  SavedAddressRow,
  'label' | 'street' | 'city' | 'stateOrRegion' | 'postalCode' | 'country' | 'latitude' | 'longitude' | 'placeId' | 'note'
>;

/** Serialises one user's address changes (the one-default rule spans rows). */
export async function lockUser(tx: Executor, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Only the owner's address: another user's id is simply not found. */
export async function findOwnAddress(tx: Executor, userId: string, addressId: string): Promise<SavedAddressRow | null> {
  const [row] = await tx
    .select()
    .from(savedAddresses)
    .where(and(eq(savedAddresses.id, addressId), eq(savedAddresses.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The default first, then oldest first (the order the diner added them). */
export async function listSavedAddresses(db: Executor, userId: string): Promise<SavedAddressRow[]> {
  return db
    .select()
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(desc(savedAddresses.isDefault), asc(savedAddresses.createdAt), asc(savedAddresses.id));
}

export async function countAddresses(tx: Executor, userId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(savedAddresses).where(eq(savedAddresses.userId, userId));
  return row?.n ?? 0;
}

export async function clearDefault(tx: Executor, userId: string, exceptId?: string): Promise<void> {
  await tx
    .update(savedAddresses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(
        eq(savedAddresses.userId, userId),
        eq(savedAddresses.isDefault, true),
        ...(exceptId ? [ne(savedAddresses.id, exceptId)] : []),
      ),
    );
}

export async function insertAddress(
  tx: Executor,
  userId: string,
  values: AddressValues & { isDefault: boolean },
): Promise<SavedAddressRow> {
  const [row] = await tx.insert(savedAddresses).values({ ...values, userId }).returning();
  return row!;
}

export async function updateAddress(
  tx: Executor,
  userId: string,
  addressId: string,
  values: Partial<AddressValues & { isDefault: boolean }>,
): Promise<SavedAddressRow | null> {
  const [row] = await tx
    .update(savedAddresses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(savedAddresses.id, addressId), eq(savedAddresses.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteAddress(tx: Executor, userId: string, addressId: string): Promise<boolean> {
  const rows = await tx
    .delete(savedAddresses)
    .where(and(eq(savedAddresses.id, addressId), eq(savedAddresses.userId, userId)))
    .returning({ id: savedAddresses.id });
  return rows.length === 1;
}

/** The address that becomes default when the default is deleted: the oldest left. */
export async function oldestAddress(tx: Executor, userId: string): Promise<SavedAddressRow | null> {
  const [row] = await tx
    .select()
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(asc(savedAddresses.createdAt), asc(savedAddresses.id))
    .limit(1);
  return row ?? null;
}

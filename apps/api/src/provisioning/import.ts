/**
 * `tenant import FILE`: creates the restaurant the file describes, or updates the one with its
 * slug, in one transaction: a file that fails half-way writes nothing. Only what differs is
 * written, so importing the same file twice changes nothing; rows keep their ids, so orders,
 * carts and links made before the import still find their dishes.
 */
import type { BucketSettings } from '../config.ts';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { restaurants } from '../db/schema.ts';
import { findPhotoBySha256 } from '../modules/media/index.ts';
import { syncMenu } from './import-menu.ts';
import { syncHighlights, syncPromotions } from './import-offers.ts';
import { fetchOutsidePhotos, refuseForeignMedia, storeFetchedPhotos, withStoredPhotos, type FetchedPhotos } from './import-photos.ts';
import { settleOrganisation } from './organisation.ts';
import { ensureOwner, prepareOwner, type OwnerResult, type PreparedOwner } from './owner.ts';
import { changedFields, changesOf, totalChanges, type ChangeLog } from './plan.ts';
import type { PhotoFetchOptions } from './photo-fetch.ts';
import { partFields, restaurantFields } from './rows.ts';
import { syncParts } from './parts.ts';
import { importedStamps } from '../modules/settings/index.ts';
import { refusedPrinterAddress, type PrinterAddressRule } from '../modules/printing/index.ts';
import type { TenantFile } from './schema.ts';
import { TenantFileError } from './tenant-file.ts';

export interface ImportResult {
  slug: string;
  restaurantId: string;
  /** True when the slug was new. */
  created: boolean;
  /** What changed, by kind ('products', 'option values', ...). */
  changes: ChangeLog;
  /** Rows added, changed, removed or switched off; 0 when the database already matched the file. */
  total: number;
  owner: OwnerResult | null;
}

export interface ApplyOptions {
  /** The file's outside photos, fetched before the transaction (fetchOutsidePhotos); without them such URLs stay as written. */
  photos?: FetchedPhotos;
  /** How problems name the file. */
  source?: string;
  /** The bucket photos' bytes go to (MEDIA_S3_*); the database when left out. */
  mediaBucket?: BucketSettings;
}

/** Applies a valid file inside the caller's transaction (the demo seed imports two in one). */
export async function applyTenantFile(tx: Transaction, file: TenantFile, owner: PreparedOwner | null, options: ApplyOptions = {}): Promise<ImportResult> {
  const now = new Date();
  const log: ChangeLog = {};
  const fields = restaurantFields(file);
  const parts = partFields(file);
  const changes = changesOf(log, 'restaurant');
  // Locked: two imports of one slug at once take turns instead of interleaving their writes.
  const [existing] = await tx.select().from(restaurants).where(eq(restaurants.slug, file.slug)).for('update');
  // Before any write: a dish's `media` must be this restaurant's photo.
  await refuseForeignMedia(tx, existing?.id ?? null, file, options.source);
  const organisationId = await settleOrganisation(tx, file, existing, now, log);
  let restaurantId: string;
  let restamped = false;
  if (existing) {
    restaurantId = existing.id;
    const diff = changedFields(existing, { ...fields, organisationId });
    const partsChanged = await syncParts(tx, restaurantId, parts, false);
    if (diff || partsChanged) {
      restamped = true;
      // A back-office tab open on the old settings must not write over the imported ones: a new version.
      await tx.update(restaurants).set({ ...diff, settingsStamps: importedStamps(existing.settingsStamps, now), updatedAt: now }).where(eq(restaurants.id, restaurantId));
      changes.updated++;
    }
  } else {
    restaurantId = randomUUID();
    await tx.insert(restaurants).values({ ...fields, organisationId, id: restaurantId });
    await syncParts(tx, restaurantId, parts, true);
    changes.added++;
  }

  const context = { tx, restaurantId, now, log };
  const stored = await storeFetchedPhotos(tx, restaurantId, options.photos ?? new Map(), log, options.mediaBucket);
  const menu = withStoredPhotos(file, stored);
  const productIds = await syncMenu(context, menu);
  await syncPromotions(context, menu, productIds);
  await syncHighlights(context, menu, productIds);
  if (existing && !restamped && totalChanges({ highlights: changesOf(log, 'highlights') }) > 0) {
    // The slides are the back office's Home page section: a tab open on the old ones must not write over them either.
    await tx.update(restaurants).set({ settingsStamps: importedStamps(existing.settingsStamps, now), updatedAt: now }).where(eq(restaurants.id, restaurantId));
  }
  const ownerResult = owner ? await ensureOwner(tx, restaurantId, owner, log) : null;
  return { slug: file.slug, restaurantId, created: !existing, changes: log, total: totalChanges(log), owner: ownerResult };
}

class DryRunRollback extends Error {}

export interface ImportOptions {
  dryRun?: boolean;
  /** How problems name the file ('menu.json'). */
  source?: string;
  /** Limits of fetching the file's outside photos (photo-fetch.ts); tests allow their local server. */
  photoFetch?: PhotoFetchOptions;
  /** The bucket photos' bytes go to (MEDIA_S3_*); the database when left out. */
  mediaBucket?: BucketSettings;
  /** Judges the file's printers' addresses as the back office does (the tenant command passes the server's rule); unchecked when left out (tests of other parts). */
  printerAddresses?: PrinterAddressRule;
}

/** The file's printers, judged by the rule the back office uses: a refused one refuses the import, with the API's code. */
async function refusePrinters(rule: PrinterAddressRule, file: TenantFile, source: string): Promise<void> {
  const refused = await refusedPrinterAddress(rule, file.printers);
  if (!refused) return;
  throw new TenantFileError(source, [{ path: `printers[${refused.index}].host`, message: `PRINTER_ADDRESS_NOT_ALLOWED: ${refused.refusal.message}` }], 'cannot be imported');
}

/** The restaurant's id for the file's slug, if it exists. */
async function restaurantIdOf(db: Database, slug: string): Promise<string | null> {
  const [row] = await db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.slug, slug)).limit(1);
  return row?.id ?? null;
}

/**
 * Imports a valid file (parseTenantFile) in its own transaction. Its outside photos are fetched
 * first, outside the transaction (a host that does not answer holds no lock); one that fails
 * refuses the import. With `dryRun` the same writes run and are rolled back: the result says
 * what an import would change. The file's printers are judged first, as the back office judges them.
 */
export async function importTenant(db: Database, file: TenantFile, options: ImportOptions = {}): Promise<ImportResult> {
  if (options.printerAddresses) await refusePrinters(options.printerAddresses, file, options.source ?? 'The file');
  const existingId = await restaurantIdOf(db, file.slug);
  const photos = await fetchOutsidePhotos(file, {
    ...options.photoFetch,
    source: options.source,
    known: async (sha256) => existingId !== null && (await findPhotoBySha256(db, existingId, sha256)) !== null,
  });
  const owner = await prepareOwner(db, file.ownerEmail);
  const apply = { photos, source: options.source, mediaBucket: options.mediaBucket };
  if (!options.dryRun) return db.transaction((tx) => applyTenantFile(tx, file, owner, apply));
  let result: ImportResult | undefined;
  try {
    await db.transaction(async (tx) => {
      result = await applyTenantFile(tx, file, owner, apply);
      throw new DryRunRollback();
    });
  } catch (err) {
    if (!(err instanceof DryRunRollback)) throw err;
  }
  if (!result) throw new Error('The dry run produced no result.');
  return { ...result, owner: result.owner && { ...result.owner, oneTimePassword: null } };
}

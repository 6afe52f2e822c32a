/**
 * The audit log read by a person: what changed between an entry's `before` and `after`, field by
 * field (only the fields that differ; bookkeeping such as version and updatedAt, and a team entry's
 * dates and links, left out), each
 * value written short ('£' amounts stay numbers, lists joined, groups counted).
 */
const SKIPPED = new Set(['_id', 'version', 'updatedAt', 'updatedBy', 'createdAt', 'restaurantId', 'joinedAt', 'sentAt', 'expiresAt', 'isExpired', 'invitedBy', 'inviteId']);

export interface Change {
  field: string;
  before: string | null;
  after: string | null;
}

/** A value as one short line of text. */
export function shortText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') return value.length > 80 ? `${value.slice(0, 79)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item === 'string' || typeof item === 'number')) return value.join(', ');
    return value
      .map((item) => (item && typeof item === 'object' && 'name' in item ? String((item as { name: unknown }).name) : (item && typeof item === 'object' && 'label' in item ? String((item as { label: unknown }).label) : '…')))
      .join(', ');
  }
  return JSON.stringify(value).slice(0, 80);
}

const asRecord = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** The fields that differ between `before` and `after` (a creation lists what was set; a deletion what was there). */
export function changesOf(before: unknown, after: unknown): Change[] {
  const a = asRecord(before);
  const b = asRecord(after);
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((field) => !SKIPPED.has(field));
  return fields.flatMap((field) => {
    const was = shortText(a[field]);
    const now = shortText(b[field]);
    if (JSON.stringify(a[field]) === JSON.stringify(b[field])) return [];
    return [{ field, before: field in a ? was : null, after: field in b ? now : null }];
  });
}

/** The name an entry is about: its after's (or before's) name or label. */
export function entryName(before: unknown, after: unknown): string | null {
  for (const side of [after, before]) {
    const record = asRecord(side);
    if (typeof record.name === 'string') return record.name;
  }
  return null;
}

/**
 * Rows a statement hands back as JSON (`row_to_json`, `json_agg`: several tables' rows from one
 * round trip), turned into the table's own row type as a select of it would give them: the
 * JSON's column names mapped to the schema's keys, each value through its column's decoder
 * (timestamps become Dates; jsonb comes back already parsed).
 */
import { getTableColumns, type Table } from 'drizzle-orm';

export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

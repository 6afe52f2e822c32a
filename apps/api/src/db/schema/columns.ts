/** Column shapes every table repeats (conventions in ../schema.ts). */
import { jsonb, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Translations } from '@platter/domain';

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** The row's texts in languages other than the restaurant's default (domain: content-translations.ts). */
export const translations = () => jsonb('translations').$type<Translations>().notNull().default({});

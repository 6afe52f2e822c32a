import { describe, expect, it } from 'vitest';
import { findText, renderText, type TextTree, type TranslateOptions } from './translate.ts';

const catalogue: TextTree = {
  greeting: 'Welcome to {{restaurant}}',
  nested: { deep: { text: 'Hi {{ user.name }}, order {{orderNumber}}' } },
  items_one: '{{count}} item',
  items_other: '{{count}} items',
  points_zero: 'No points yet',
  points_other: '{{count}} points',
  legal: { title: '{{restaurant}} terms', sections: [{ heading: 'About {{restaurant}}', body: ['One', 'Two {{missing}}'] }] },
};

const t = (key: string, options: TranslateOptions = {}, tree: TextTree = catalogue) => renderText(findText(tree, key, options, 'en-GB'), options);

describe('translate', () => {
  it('fills placeholders, dotted paths included, and leaves one without a value as written', () => {
    expect(t('greeting', { restaurant: 'The Golden Fork' })).toBe('Welcome to The Golden Fork');
    expect(t('nested.deep.text', { user: { name: 'Maria' }, orderNumber: 'GF-12' })).toBe('Hi Maria, order GF-12');
    expect(t('greeting')).toBe('Welcome to {{restaurant}}');
  });

  it('chooses the plural form by the language’s rules, with _zero for 0 only when it is written', () => {
    expect(t('items', { count: 1 })).toBe('1 item');
    expect(t('items', { count: 0 })).toBe('0 items');
    expect(t('items', { count: 3 })).toBe('3 items');
    expect(t('points', { count: 0 })).toBe('No points yet');
    expect(t('points', { count: 1 })).toBe('1 points');
    expect(renderText(findText({ n_one: 'jeden', n_few: 'kilka', n_many: 'wiele', n_other: 'inne' }, 'n', { count: 3 }, 'pl'), {})).toBe('kilka');
  });

  it('returns a whole sub-tree, every string filled, only when asked', () => {
    expect(t('legal', { restaurant: 'Tasca', returnObjects: true })).toEqual({
      title: 'Tasca terms',
      sections: [{ heading: 'About Tasca', body: ['One', 'Two {{missing}}'] }],
    });
    expect(t('legal', { restaurant: 'Tasca' })).toBeUndefined();
  });

  it('finds nothing for a missing key or a path through a string', () => {
    expect(t('nope')).toBeUndefined();
    expect(t('greeting.more')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import type { OptionGroup } from './contracts/catalog.ts';
import {
  clearOptionGroup,
  groupHint,
  initialSelection,
  offersNoneChoice,
  quickAddSelection,
  selectionProblems,
  toggleOptionValue,
  type OptionSelection,
} from './option-selection.ts';

const value = (id: string, isDefault = false, priceAdjustment = 0) => ({ _id: id, label: id, priceAdjustment, isDefault });
const size: OptionGroup = { _id: 'size', name: 'Size', minSelections: 1, maxSelections: 1, values: [value('regular'), value('large', true, 2)] };
const bread: OptionGroup = { _id: 'bread', name: 'Bread', minSelections: 0, maxSelections: 1, values: [value('white'), value('brown')] };
const sauces: OptionGroup = { _id: 'sauces', name: 'Sauces', minSelections: 1, maxSelections: 2, values: [value('bbq', true), value('mayo'), value('chilli')] };
const toppings: OptionGroup = { _id: 'toppings', name: 'Extra Toppings', minSelections: 0, maxSelections: 3, values: [value('a'), value('b'), value('c'), value('d')] };

describe('option groups', () => {
  it('labels the choice rules as the spec words them', () => {
    expect(groupHint(size)).toBeNull();
    expect(groupHint(sauces)).toEqual({ kind: 'chooseRange', min: 1, max: 2 });
    expect(groupHint(toppings)).toEqual({ kind: 'chooseUpTo', max: 3 });
  });

  it('preselects only free values: the free default or first of a required choice, free defaults otherwise', () => {
    expect(initialSelection({ options: [size, bread, sauces, toppings] })).toEqual({
      size: [], // its default, Large, costs +2: the diner chooses
      bread: [], // optional with no default: 'None'
      sauces: ['bbq'],
      toppings: [],
    });
  });

  it('undoes a choice beyond the maximum and reports it', () => {
    let state = toggleOptionValue(sauces, ['bbq'], 'mayo');
    expect(state).toEqual({ values: ['bbq', 'mayo'], exceeded: false });
    state = toggleOptionValue(sauces, state.values, 'chilli');
    expect(state).toEqual({ values: ['bbq', 'mayo'], exceeded: true });
    expect(toggleOptionValue(sauces, state.values, 'bbq')).toEqual({ values: ['mayo'], exceeded: false });
    expect(toggleOptionValue(size, ['large'], 'regular')).toEqual({ values: ['regular'], exceeded: false });
    expect(toggleOptionValue(size, ['large'], 'nope')).toEqual({ values: ['large'], exceeded: false });
  });

  it('finds every problem with a selection', () => {
    const product = { options: [size, sauces, toppings] };
    expect(selectionProblems(product, { size: ['large'], sauces: ['bbq'] })).toEqual([]);
    expect(selectionProblems(product, { size: [], sauces: ['bbq', 'mayo', 'chilli'], toppings: ['zzz'], ghost: [] })).toEqual([
      { kind: 'unknownGroup', groupId: 'ghost' },
      { kind: 'belowMinimum', groupId: 'size', min: 1 },
      { kind: 'aboveMaximum', groupId: 'sauces', max: 2 },
      { kind: 'unknownValue', groupId: 'toppings', valueId: 'zzz' },
    ]);
    expect(selectionProblems(product, { size: ['large'], sauces: ['bbq', 'bbq'] })).toEqual([{ kind: 'duplicateValue', groupId: 'sauces', valueId: 'bbq' }]);
  });

  it('offers None on an optional single choice only, and None empties it', () => {
    expect([size, bread, sauces, toppings].map(offersNoneChoice)).toEqual([false, true, false, false]);
    expect(clearOptionGroup(bread, ['brown'])).toEqual([]);
    expect(clearOptionGroup(size, ['large'])).toEqual(['large']);
  });

  it('accepts an empty or missing optional group, in every shape', () => {
    const product = { options: [size, bread, toppings] };
    expect(selectionProblems(product, { size: ['regular'], bread: [], toppings: [] })).toEqual([]);
    expect(selectionProblems(product, { size: ['regular'] })).toEqual([]);
    expect(selectionProblems({ options: [bread] }, {})).toEqual([]);
  });
});

/** Money-free ids: the label says what each value costs. */
const free = (id: string, isDefault = false) => value(id, isDefault, 0);
const paid = (id: string, isDefault = false) => value(id, isDefault, 1);
const group = (min: number, max: number, ...values: ReturnType<typeof value>[]): OptionGroup => ({
  _id: 'g',
  name: 'Group',
  minSelections: min,
  maxSelections: max,
  values,
});

describe('what is preselected, and what "+" on a menu card adds (only free values; null opens the dish)', () => {
  const cases: { name: string; group: OptionGroup; initial: string[]; quickAdd: OptionSelection | null }[] = [
    { name: 'optional single, paid first value (Garlic Bread)', group: group(0, 1, paid('mozzarella')), initial: [], quickAdd: { g: [] } },
    { name: 'optional single, paid values, no default (steak sauce)', group: group(0, 1, paid('peppercorn'), paid('bearnaise')), initial: [], quickAdd: { g: [] } },
    { name: 'optional single, free default', group: group(0, 1, paid('egg'), free('no-egg', true)), initial: ['no-egg'], quickAdd: { g: ['no-egg'] } },
    { name: 'optional single, paid default', group: group(0, 1, free('plain'), paid('egg', true)), initial: [], quickAdd: null },
    { name: 'optional single, no values', group: group(0, 1), initial: [], quickAdd: { g: [] } },
    { name: 'required single, free first value', group: group(1, 1, free('rare'), paid('wagyu')), initial: ['rare'], quickAdd: { g: ['rare'] } },
    { name: 'required single, cheaper first value', group: group(1, 1, value('small', false, -1), free('regular')), initial: ['small'], quickAdd: { g: ['small'] } },
    { name: 'required single, paid first value, no default', group: group(1, 1, paid('large'), free('regular')), initial: [], quickAdd: null },
    { name: 'required single, free default', group: group(1, 1, paid('large'), free('regular', true)), initial: ['regular'], quickAdd: { g: ['regular'] } },
    { name: 'required single, paid default', group: group(1, 1, free('regular'), paid('large', true)), initial: [], quickAdd: null },
    { name: 'required single, no values', group: group(1, 1), initial: [], quickAdd: null },
    { name: 'optional multi, paid and free defaults', group: group(0, 3, paid('bacon', true), free('onion', true), free('pickle')), initial: ['onion'], quickAdd: null },
    { name: 'optional multi, free defaults', group: group(0, 3, free('onion', true), paid('bacon')), initial: ['onion'], quickAdd: { g: ['onion'] } },
    { name: 'required multi, paid and free defaults', group: group(1, 2, paid('chipotle', true), free('house', true)), initial: ['house'], quickAdd: null },
    { name: 'required multi, only paid defaults', group: group(1, 2, paid('chipotle', true), free('house')), initial: [], quickAdd: null },
    {
      name: 'required multi, free defaults within the maximum',
      group: group(1, 2, free('a', true), free('b', true), free('c', true)),
      initial: ['a', 'b'],
      quickAdd: { g: ['a', 'b'] },
    },
  ];

  it.each(cases)('$name', ({ group: g, initial, quickAdd }) => {
    const product = { options: [g] };
    expect(initialSelection(product)).toEqual({ g: initial });
    expect(quickAddSelection(product)).toEqual(quickAdd);
    // Whatever is preselected never adds to the price.
    const chosen = g.values.filter((v) => initial.includes(v._id));
    expect(chosen.every((v) => v.priceAdjustment <= 0)).toBe(true);
  });

  it('adds a dish with no options as it is, and combines groups', () => {
    expect(quickAddSelection({ options: [] })).toEqual({});
    const cooked = { ...group(1, 1, free('rare'), free('medium', true)), _id: 'cooked' };
    const sauce = { ...group(0, 1, paid('peppercorn'), paid('bearnaise')), _id: 'sauce' };
    expect(initialSelection({ options: [cooked, sauce] })).toEqual({ cooked: ['medium'], sauce: [] });
    expect(quickAddSelection({ options: [cooked, sauce] })).toEqual({ cooked: ['medium'], sauce: [] });
    const portion = { ...group(1, 1, paid('large')), _id: 'portion' };
    expect(quickAddSelection({ options: [cooked, portion] })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { OptionGroup } from './contracts/catalog.ts';
import { groupHint, initialSelection, selectionProblems, toggleOptionValue } from './option-selection.ts';

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

  it('preselects the default or first value of a single choice, and the defaults of a multi-select', () => {
    expect(initialSelection({ options: [size, bread, sauces, toppings] })).toEqual({
      size: ['large'],
      bread: ['white'],
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
});

import { TIP_DEFAULTS, type TipSettings } from '@platter/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { registerCatalogues } from '../../i18n/index.ts';
import { TipChooser, tipOf, type TipSelection } from './tip-chooser.tsx';

registerCatalogues(import.meta.glob('../../i18n/*/checkout.json', { eager: true, import: 'default' }));

const on: TipSettings = { ...TIP_DEFAULTS, enabled: true, orderTypes: ['Pickup'] };
// £42.00 of food with £4.20 off: tips are taken of £37.80.
const pricing = { subtotalMinor: 4200, discountMinor: 420 };

afterEach(cleanup);

describe('the checkout’s tip', () => {
  it('works a preset out on the food after discounts, as the server does', () => {
    expect(tipOf(on, 'Pickup', pricing, { kind: 'percent', percent: 12.5 })).toEqual({ choice: { kind: 'percent', percent: 12.5 }, tipMinor: 473, problem: null });
    expect(tipOf(on, 'Pickup', pricing, { kind: 'custom', text: '2,50' })).toMatchObject({ tipMinor: 250, problem: null });
    expect(tipOf(on, 'Pickup', pricing, { kind: 'custom', text: '40' })).toMatchObject({ tipMinor: 0, problem: 'tooLarge' });
    expect(tipOf(on, 'Pickup', pricing, { kind: 'custom', text: 'abc' })).toMatchObject({ tipMinor: 0, problem: 'invalid' });
    expect(tipOf(on, 'Pickup', pricing, { kind: 'none' })).toMatchObject({ tipMinor: 0, problem: null });
  });

  it('shows each preset with its amount, Custom and No tip, and says how much a custom tip can be', () => {
    function Harness() {
      const [selection, setSelection] = useState<TipSelection>({ kind: 'none' });
      return <TipChooser settings={on} orderType="Pickup" pricing={pricing} currencySymbol="£" selection={selection} onChange={setSelection} />;
    }
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Add a tip' })).toBeTruthy();
    expect(screen.getByTestId('tip-p12.5').textContent).toBe('12.5%£4.73');
    expect(screen.getByTestId('tip-p10').textContent).toBe('10%£3.78');
    expect((screen.getByTestId('tip-none').querySelector('input') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByTestId('tip-custom').querySelector('input')!);
    fireEvent.change(screen.getByTestId('tip-custom-input'), { target: { value: '50' } });
    expect(screen.getByText('A tip can be at most £37.80 on this order.')).toBeTruthy();
  });
});

import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { registerCatalogues } from '../../i18n/index.ts';
import { PasswordStrength, passwordRequirements } from './password-strength.tsx';

registerCatalogues(import.meta.glob('../../i18n/*/auth.json', { eager: true, import: 'default' }));

const meter = () => screen.getByRole('meter', { name: 'Password strength' });
const item = (name: string) => {
  const li = screen.getByText(name).closest('li');
  if (!li) throw new Error(`no checklist item ${name}`);
  return within(li);
};

describe('PasswordStrength', () => {
  afterEach(cleanup);

  it.each([
    ['abc', 0, 'Weak'],
    ['abcdef', 1, 'Weak'],
    ['abcdefgh', 2, 'Medium'],
    ['abcdefg1', 3, 'Medium'],
    ['abcdefghi1', 4, 'Good'],
    ['abcdefgh1!', 5, 'Strong'],
  ])('scores %j as %i (%s)', (password, score, label) => {
    render(<PasswordStrength password={password} />);
    expect(meter().getAttribute('aria-valuenow')).toBe(String(score));
    expect(meter().getAttribute('aria-valuetext')).toBe(`Password strength: ${label}`);
    expect(screen.getByText(label)).toBeTruthy();
  });

  it('shows no label before anything is typed', () => {
    render(<PasswordStrength password="" />);
    expect(meter().getAttribute('aria-valuenow')).toBe('0');
    expect(screen.queryByText('Weak')).toBeNull();
  });

  it('ticks each requirement of the register rules as it is met', () => {
    const { rerender } = render(<PasswordStrength password="short" />);
    expect(item('At least 8 characters').getByText('(missing)')).toBeTruthy();
    expect(item('At least one number').getByText('(missing)')).toBeTruthy();
    expect(item('At least one special character').getByText('(missing)')).toBeTruthy();

    rerender(<PasswordStrength password="longer password 7" />);
    expect(item('At least 8 characters').getByText('(done)')).toBeTruthy();
    expect(item('At least one number').getByText('(done)')).toBeTruthy();
    // A space is a special character for the register rule (anything but a letter or a digit).
    expect(item('At least one special character').getByText('(done)')).toBeTruthy();

    rerender(<PasswordStrength password="abcdefgh1" />);
    expect(item('At least one special character').getByText('(missing)')).toBeTruthy();
  });

  it('judges the checklist by the same schema the API validates with', () => {
    expect(passwordRequirements('OrderUp#2026').every((r) => r.met)).toBe(true);
    expect(passwordRequirements('').map((r) => r.met)).toEqual([false, false, false]);
  });
});

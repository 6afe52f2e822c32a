import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerCatalogues } from '../../i18n/index.ts';
import { MenuToolbar, type MenuToolbarProps } from './menu-toolbar.tsx';

registerCatalogues(import.meta.glob('../../i18n/*/menu.json', { eager: true, import: 'default' }));

function setup(overrides: Partial<MenuToolbarProps> = {}) {
  const props: MenuToolbarProps = {
    query: '',
    onQueryChange: vi.fn(),
    dietary: ['Vegan'],
    allergenFree: [],
    dietaryOptions: ['Vegan', 'Vegetarian'],
    allergenOptions: ['Gluten', 'Milk'],
    onToggleDietary: vi.fn(),
    onToggleAllergen: vi.fn(),
    onClearFilters: vi.fn(),
    ...overrides,
  };
  render(<MenuToolbar {...props} />);
  return props;
}

describe('MenuToolbar', () => {
  afterEach(cleanup);

  it('has a labelled search box that reports every keystroke', () => {
    const props = setup();
    fireEvent.change(screen.getByLabelText('Search the menu'), { target: { value: 'wings' } });
    expect(props.onQueryChange).toHaveBeenCalledWith('wings');
  });

  it('clears the search with its own button', () => {
    const props = setup({ query: 'soup' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(props.onQueryChange).toHaveBeenCalledWith('');
  });

  it('opens the filters: dietary and allergen-free chips are toggle buttons', () => {
    const props = setup();
    const toggle = screen.getByRole('button', { name: 'Filters, 1 active' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const dietary = screen.getByRole('group', { name: 'Dietary' });
    expect(within(dietary).getByRole('button', { name: 'Vegan' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(dietary).getByRole('button', { name: 'Vegetarian' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(within(dietary).getByRole('button', { name: 'Vegetarian' }));
    expect(props.onToggleDietary).toHaveBeenCalledWith('Vegetarian');
    fireEvent.click(within(screen.getByRole('group', { name: 'Free from' })).getByRole('button', { name: 'Milk' }));
    expect(props.onToggleAllergen).toHaveBeenCalledWith('Milk');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(props.onClearFilters).toHaveBeenCalled();
  });

  it('closes the filters with Escape', () => {
    setup({ dietary: [] });
    const toggle = screen.getByRole('button', { name: 'Filters' });
    fireEvent.click(toggle);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

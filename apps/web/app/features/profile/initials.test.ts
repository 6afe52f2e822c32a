import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it('takes the first and last name', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('  maria  da   silva ')).toBe('MS');
  });
  it('uses one letter for a single name, and the e-mail when there is no name', () => {
    expect(initials('Cher')).toBe('C');
    expect(initials('', 'demo@example.com')).toBe('D');
    expect(initials(null, null)).toBe('?');
  });
  it('keeps letters outside ASCII whole', () => {
    expect(initials('Émile Ødegaard')).toBe('ÉØ');
  });
});

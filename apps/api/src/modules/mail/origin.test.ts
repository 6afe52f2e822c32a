import { describe, expect, it } from 'vitest';
import { restaurantOrigin } from './origin.ts';

describe('restaurantOrigin', () => {
  const production = { BASE_DOMAIN: 'platter.example', PORT: 3000 };
  it('prefers the first custom domain over https, else the subdomain', () => {
    expect(restaurantOrigin({ slug: 'golden-fork', customDomains: ['goldenfork.example', 'www.goldenfork.example'] }, production)).toBe(
      'https://goldenfork.example',
    );
    expect(restaurantOrigin({ slug: 'tasca', customDomains: [] }, production)).toBe('https://tasca.platter.example');
  });
  it('links to the local subdomain on PORT in development', () => {
    expect(restaurantOrigin({ slug: 'golden-fork', customDomains: ['goldenfork.example'] }, { BASE_DOMAIN: 'localhost', PORT: 3000 })).toBe(
      'http://golden-fork.localhost:3000',
    );
  });
});

/** The restaurant's JSON-LD as search engines read it (issue 40 item 23): ISO country codes and international telephones. */
import { describe, expect, it } from 'vitest';
import { countryCode, internationalPhone, restaurantJsonLd } from './seo.ts';
import { testRestaurant } from './test-fixtures.ts';

describe('the restaurant’s JSON-LD', () => {
  it('gives the country as its ISO code and the telephone in international form', () => {
    const fork = testRestaurant({ contact: { phone: '020 7946 0321', email: 'hello@goldenfork.example' } } as never);
    expect(restaurantJsonLd(fork, 'https://fork.example')).toMatchObject({ telephone: '+44 20 7946 0321', address: { addressCountry: 'GB' } });
    const tasca = testRestaurant({
      name: 'Tasca do Porto',
      address: { street: 'Rua das Flores 12', city: 'Porto', postalCode: '4050-262', country: 'Portugal', coordinates: { lat: 41.14, lng: -8.61 } },
      contact: { phone: '22 000 1234', email: 'ola@tasca.example' },
    } as never);
    expect(restaurantJsonLd(tasca, 'https://tasca.example')).toMatchObject({ telephone: '+351 22 000 1234', address: { addressCountry: 'PT' } });
  });

  it.each([
    ['United Kingdom', 'GB'],
    ['Reino Unido', 'GB'],
    ['portugal', 'PT'],
    ['pt', 'PT'],
    ['Atlantis', 'Atlantis'],
  ])('reads the country %s as %s', (country, code) => expect(countryCode(country)).toBe(code));

  it.each([
    ['+351 22 000 1234', 'Portugal', '+351 22 000 1234'],
    ['00351 22 000 1234', 'Portugal', '+351 22 000 1234'],
    ['07700 900123', 'United Kingdom', '+44 7700 900123'],
    ['555 0100', 'Atlantis', '555 0100'],
    ['', 'Portugal', ''],
  ])('writes %s (%s) as %s', (phone, country, international) => expect(internationalPhone(phone, country)).toBe(international));
});

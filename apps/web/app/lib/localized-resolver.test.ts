import { zodResolver } from '@hookform/resolvers/zod';
import { addressBody, loginBody } from '@platter/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { setClientLanguage } from '../i18n/index.ts';
import { localized } from './localized-resolver.ts';

const options = { shouldUseNativeValidation: false, fields: {} } as const;

describe("a form's messages in the page's language (issue 31)", () => {
  afterEach(() => setClientLanguage('en-GB'));

  it('keeps the domain’s English on an English page', async () => {
    const { errors } = await localized(zodResolver(loginBody))({ email: '', password: '' }, undefined, options);
    expect(errors.email?.message).toBe('Email is required');
  });

  it('reads in Portuguese on a Portuguese page, nested fields included', async () => {
    setClientLanguage('pt-PT');
    const login = await localized(zodResolver(loginBody))({ email: 'not-an-email', password: '' }, undefined, options);
    expect(login.errors.email?.message).toBe('Introduza um e-mail válido');
    expect(login.errors.password?.message).toBe('A palavra-passe é obrigatória');
    const address = await localized(zodResolver(addressBody))({ label: 'Casa', street: '', city: '', postcode: '', country: 'Portugal' }, undefined, options);
    expect(address.errors.street?.message).toBe('A rua é obrigatória.');
    expect(address.errors.city?.message).toBe('A localidade é obrigatória.');
  });

  it('passes values through untouched when the form is valid', async () => {
    setClientLanguage('pt-PT');
    const { values, errors } = await localized(zodResolver(loginBody))({ email: 'rosa@example.pt', password: 'Cozinha#2026' }, undefined, options);
    expect(errors).toEqual({});
    expect(values).toMatchObject({ email: 'rosa@example.pt' });
  });
});

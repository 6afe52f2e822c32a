import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { API_MESSAGES_EN_GB, apiMessage, apiMessageCatalogue, isMessage, messageText, type MessageKey } from './api-messages.ts';
import { localiseMessage, messageCatalogue, templatePlaceholders } from './message-catalogues.ts';

const keys = Object.keys(API_MESSAGES_EN_GB) as MessageKey[];
const placeholders = (text: string) => templatePlaceholders(text).sort().join(' ');

describe('the API’s messages by key (issue 41)', () => {
  it.each(LANGUAGES.filter((language) => language !== 'en-GB'))('%s has every key of en-GB, no other, and the same placeholders in each', async (language) => {
    const catalogue: Record<string, string> = await apiMessageCatalogue(language);
    const problems: string[] = [];
    for (const key of keys) {
      const text = catalogue[key];
      if (typeof text !== 'string' || text.trim() === '') problems.push(`missing: ${key}`);
      else if (placeholders(text) !== placeholders(API_MESSAGES_EN_GB[key])) {
        problems.push(`placeholders of ${key}: en-GB has [${placeholders(API_MESSAGES_EN_GB[key])}], ${language} has [${placeholders(text)}]`);
      }
    }
    for (const key of Object.keys(catalogue)) if (!Object.hasOwn(API_MESSAGES_EN_GB, key)) problems.push(`not in en-GB: ${key}`);
    expect(problems).toEqual([]);
  });

  it('writes no key twice with the same English (a key says one thing)', () => {
    const byText = new Map<string, string[]>();
    for (const key of keys) byText.set(API_MESSAGES_EN_GB[key], [...(byText.get(API_MESSAGES_EN_GB[key]) ?? []), key]);
    expect([...byText.values()].filter((same) => same.length > 1)).toEqual([]);
  });

  it('looks a message up by its key and fills its values, in each language', async () => {
    const message = apiMessage('team.wrongAccount', { email: 'ana@example.com' });
    expect(messageText(message)).toBe('This invitation is for ana@example.com. Sign out, then sign in with that e-mail to accept it.');
    expect(messageText(message, await apiMessageCatalogue('pt-PT'))).toBe('Este convite é para ana@example.com. Termine a sessão e entre com esse e-mail para o aceitar.');
    expect(messageText(apiMessage('order.notFound'), await apiMessageCatalogue('en-GB'))).toBe('Order not found.');
  });

  it('answers the same Portuguese by key as the catalogue gives the English sentence (the browser’s and success answers’ way)', async () => {
    const portuguese = (await messageCatalogue('pt-PT'))!;
    const byKey = await apiMessageCatalogue('pt-PT');
    for (const key of keys) expect(localiseMessage(portuguese, API_MESSAGES_EN_GB[key]), key).toBe(byKey[key]);
    expect(localiseMessage(portuguese, 'You can save up to 5 addresses.')).toBe('Pode guardar até 5 moradas.');
  });

  it('tells a message by key from a sentence', () => {
    expect(isMessage(apiMessage('request.notFound'))).toBe(true);
    expect(isMessage('Not found.')).toBe(false);
    expect(isMessage({ key: 'Not found.' })).toBe(false);
  });
});

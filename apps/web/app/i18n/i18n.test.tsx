import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { i18n, registerCatalogues } from './index.ts';
import { Trans } from './react.tsx';

registerCatalogues({
  './en-GB/i18ntest.json': { linked: 'I accept the <terms>Terms</terms> and the <privacy>Policy</privacy>.', numbered: 'Updated <0>{{date}}</0>', only: 'first' },
  './en-GB/i18ntest2.json': { only: 'second', other: 'from the second' },
});

describe('storefront texts', () => {
  it('reads a namespace by prefix, the bound ones in turn, and answers the key when there is none', () => {
    expect(i18n.t('i18ntest:only')).toBe('first');
    const both = i18n.getFixedT('en-GB', ['i18ntest', 'i18ntest2']);
    expect(both('only')).toBe('first');
    expect(both('other')).toBe('from the second');
    expect(both('missing.key')).toBe('missing.key');
    expect(both('missing', { defaultValue: 'Fallback' })).toBe('Fallback');
    expect(i18n.getFixedT('en-GB', ['i18ntest', 'i18ntest2'])).toBe(both);
  });

  it('puts elements into a text by name or by number, with the text between the tags', () => {
    const t = i18n.getFixedT('en-GB', 'i18ntest');
    expect(renderToStaticMarkup(<Trans t={t} i18nKey="linked" components={{ terms: <a href="/terms" />, privacy: <a href="/privacy" /> }} />)).toBe(
      'I accept the <a href="/terms">Terms</a> and the <a href="/privacy">Policy</a>.',
    );
    expect(renderToStaticMarkup(<Trans t={t} i18nKey="numbered" values={{ date: '26 May' }} components={[<time key="d" dateTime="2025-05-26" />]} />)).toBe(
      'Updated <time dateTime="2025-05-26">26 May</time>',
    );
  });
});

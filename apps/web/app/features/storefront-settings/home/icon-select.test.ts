import * as mdi from '@mdi/js';
import { describe, expect, it } from 'vitest';
import { mdiIconByName } from '../../../ui/mdi-icon-by-name.ts';
import { CONTENT_ICON_NAMES, iconLabel } from './icon-select.tsx';

const paths: Record<string, string> = mdi;

describe('the icons the About section offers', () => {
  it('are each drawn by the curated map Home uses, as the icon of that name', () => {
    for (const name of CONTENT_ICON_NAMES) expect(mdiIconByName(name), name).toBe(paths[name]);
  });

  it('read as words', () => {
    expect(iconLabel('mdiChefHat')).toBe('Chef hat');
    expect(iconLabel('mdiSilverwareForkKnife')).toBe('Silverware fork knife');
  });
});

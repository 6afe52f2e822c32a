/** How the menu compares words and dietary labels. */

/** Lower case, accents and apostrophes folded: 'Brás' and 'bras' are the same word. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[\u2018\u2019']/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

// A menu has a handful of distinct labels, compared thousands of times per render.
const labelKeys = new Map<string, string>();

/** Labels compare without case, spaces or hyphens: 'Gluten-Free' = 'gluten free'. */
export function labelKey(label: string): string {
  let key = labelKeys.get(label);
  if (key === undefined) {
    key = foldText(label).replace(/[^\p{L}\p{N}]+/gu, '');
    if (labelKeys.size > 1000) labelKeys.clear();
    labelKeys.set(label, key);
  }
  return key;
}

import type { Page } from 'playwright-core';

/** Waits for the desktop header's cart link to show `count` items (its name carries the badge). */
export async function cartBadge(page: Page, count: number): Promise<void> {
  const name = count === 0 ? 'Cart' : count === 1 ? 'Cart 1 item' : `Cart ${count} items`;
  await page.getByRole('banner').getByRole('link', { name, exact: true }).first().waitFor();
}

/** On the menu page with `inCart` items in the cart (none by default): taps the dish's '+' `times` times, each time until the badge counts it. */
export async function addFromMenu(page: Page, dish: string, times = 1, inCart = 0): Promise<void> {
  const add = page.getByRole('button', { name: `Add ${dish} to cart` });
  for (let count = inCart + 1; count <= inCart + times; count++) {
    await add.click();
    await cartBadge(page, count);
  }
}

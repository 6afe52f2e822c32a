import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSnackbarStore } from '../../lib/snackbar.ts';
import { json, stubApi, testProduct, type ApiCall } from '../../lib/test-fixtures.ts';
import { testRestaurant } from '../../lib/test-fixtures.ts';
import { renderStaff, signedInAsStaff } from '../../staff-area/staff-test-fixtures.tsx';
import MenuEditorPage from './menu-editor-page.tsx';
import { auditEntry, editorCategory, menuAnswer, soup, starters, wellington } from './menu-editor-test-fixtures.ts';

/** A restaurant zone other than this machine's (the browser's), and what its clock reads at 13:00 UTC that day (issue 41). */
const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const elsewhere = browserZone === 'Asia/Tokyo' ? { zone: 'America/New_York', hour: '08:00' } : { zone: 'Asia/Tokyo', hour: '22:00' };

/** GET /staff/menu answers the fixture menu; every other call goes to `other`. */
function stubEditor(other: (call: ApiCall) => Response | Promise<Response> = () => json(500, {})) {
  return stubApi((call) => (call.method === 'GET' && call.path === '/staff/menu' ? json(200, menuAnswer()) : other(call)));
}

const openDish = async (name: string) => {
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^Edit ?${name}`) }));
  return screen.findByTestId('dish-editor');
};

describe('The menu editor (/staff/menu, Owner and Manager)', () => {
  beforeEach(() => {
    signedInAsStaff('Owner');
    useSnackbarStore.setState({ current: null });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('loads the menu: categories in order with their counts, the first one’s dishes with badges', async () => {
    const calls = stubEditor();
    renderStaff(<MenuEditorPage role="Owner" />);
    await screen.findByRole('heading', { name: 'Dishes in Starters' });
    expect(calls.map((c) => c.path)).toEqual(['/staff/menu']);
    const rows = screen.getAllByTestId('category-row').map((row) => row.textContent);
    expect(rows).toEqual([expect.stringContaining('Starters2 dishes'), expect.stringContaining('Mains1 dish'), expect.stringContaining('Hidden')]);
    const cards = screen.getAllByTestId('dish-card');
    expect(cards.map((card) => within(card).getByRole('button', { name: /^Edit/ }).textContent)).toEqual([
      expect.stringContaining('Soup of the Day£6.50'),
      expect.stringMatching(/Scotch Egg.*Sold out.*Featured/),
    ]);
    fireEvent.click(screen.getByRole('button', { name: /^Mains/ }));
    expect(screen.getByRole('heading', { name: 'Dishes in Mains' })).toBeTruthy();
  });

  it('creates a category and shows it chosen', async () => {
    const calls = stubEditor((call) => json(201, { data: { category: editorCategory('4ae1be97-0df8-4c97-8ed4-4c5d1d66c529', (call.body as { name: string }).name, 3) } }));
    renderStaff(<MenuEditorPage role="Owner" />);
    fireEvent.change(await screen.findByLabelText('New category'), { target: { value: '  Sides ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add' })));
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/staff/menu/categories', body: { name: 'Sides' } });
    await screen.findByRole('heading', { name: 'Dishes in Sides' });
    expect(useSnackbarStore.getState().current).toMatchObject({ message: 'Sides added.' });
  });

  it('moves a category down by keyboard: sends the new order and announces it', async () => {
    const calls = stubEditor((call) => json(200, { data: { categories: (call.body as { ids: string[] }).ids.map((id, i) => editorCategory(id, id === '104cfcd6-53a1-49c1-8021-1e3f97160d6d' ? 'Mains' : id === 'c5de4ecd-01fe-4ab0-8188-4007b9e407bb' ? 'Starters' : 'Desserts', i)) } }));
    renderStaff(<MenuEditorPage role="Owner" />);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Move Starters down' })));
    expect(calls.at(-1)).toEqual({ method: 'PUT', path: '/staff/menu/categories/order', body: { ids: ['104cfcd6-53a1-49c1-8021-1e3f97160d6d', 'c5de4ecd-01fe-4ab0-8188-4007b9e407bb', '52a23204-0c16-4333-8a14-55a80588a6dc'] } });
    expect(screen.getByTestId('reorder-announcement').textContent).toBe('Starters moved to position 2 of 3.');
    await vi.waitFor(() => expect(screen.getAllByTestId('category-row')[0]!.textContent).toContain('Mains'));
  });

  it('moves a dish up by keyboard within its category', async () => {
    const calls = stubEditor(() => json(200, { data: { products: [] } }));
    renderStaff(<MenuEditorPage role="Owner" />);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Move Scotch Egg up' })));
    expect(calls.at(-1)).toEqual({ method: 'PUT', path: '/staff/menu/products/order', body: { categoryId: 'c5de4ecd-01fe-4ab0-8188-4007b9e407bb', ids: ['4aebf74a-f343-45a7-8d71-18f4547f8587', 'e52a8b91-d3b8-478e-8a34-90c6a6749338'] } });
    await vi.waitFor(() => expect(screen.getAllByTestId('dish-card')[0]!.textContent).toContain('Scotch Egg'));
  });

  it('puts a 400’s field errors beside their fields and focuses the first', async () => {
    const calls = stubEditor(() =>
      json(400, {
        message: 'Validation failed',
        code: 'VALIDATION_ERROR',
        errors: [
          { field: 'price', message: 'Price must be at most 10000.' },
          { field: 'options.0.maxSelections', message: 'maxSelections must be at least minSelections.' },
          { field: 'somethingElse', message: 'Something else is wrong.' },
        ],
      }),
    );
    renderStaff(<MenuEditorPage role="Owner" />);
    await openDish('Soup of the Day');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add choice group' })));
    fireEvent.change(screen.getByLabelText('Group name'), { target: { value: 'Bread' } });
    fireEvent.change(screen.getByLabelText('Choice'), { target: { value: 'Sourdough' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save dish' })));
    const sent = calls.at(-1)!;
    expect(sent).toMatchObject({ method: 'PATCH', path: '/staff/menu/products/e52a8b91-d3b8-478e-8a34-90c6a6749338', body: { version: 3, name: 'Soup of the Day', price: 6.5 } });
    expect((sent.body as { options: unknown }).options).toEqual([{ name: 'Bread', minSelections: 0, maxSelections: 1, values: [{ label: 'Sourdough', priceAdjustment: 0, isDefault: false }] }]);
    const price = await screen.findByLabelText('Price (£)');
    await vi.waitFor(() => expect(document.activeElement).toBe(price));
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(price.getAttribute('aria-describedby')!)!.textContent).toBe('Price must be at most 10000.');
    const max = screen.getByLabelText('Most to choose');
    expect(document.getElementById(max.getAttribute('aria-describedby')!)!.textContent).toBe('maxSelections must be at least minSelections.');
    expect(screen.getByRole('alert').textContent).toContain('Something else is wrong.');
  });

  it('edits the dish and its choices in the other language beside their own texts, and sends every translation when saving', async () => {
    const calls = stubEditor((call) => json(200, { data: { product: { ...wellington, ...(call.body as object), version: 4 } } }));
    // An English restaurant that offers Portuguese too (the back office's Languages section).
    renderStaff(<MenuEditorPage role="Owner" />, { restaurant: testRestaurant({ isAcceptingOrders: true, languages: { default: 'en-GB', offered: ['en-GB', 'pt-PT'] } }) });
    fireEvent.click(await screen.findByRole('button', { name: /^Mains/ }));
    await openDish('Beef Wellington');
    expect(screen.getByRole('group', { name: 'In Portuguese' })).toBeTruthy();
    const name = screen.getByLabelText('Name in Portuguese') as HTMLInputElement;
    // Empty: diners see the default language's text, shown as the placeholder.
    expect(name.value).toBe('');
    expect(name.placeholder).toBe('Beef Wellington');
    fireEvent.change(name, { target: { value: ' Bife Wellington ' } });
    // The choices' own translations show beside them, the default text as placeholder.
    expect((screen.getByLabelText('Group name in Portuguese') as HTMLInputElement).value).toBe('Ponto');
    const well = screen.getAllByLabelText('Choice in Portuguese')[1] as HTMLInputElement;
    expect(well.placeholder).toBe('Well done');
    fireEvent.change(well, { target: { value: 'Bem passado' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save dish' })));
    const body = calls.at(-1)!.body as { translations: unknown; options: { translations: unknown; values: { translations: unknown }[] }[] };
    expect(body.translations).toEqual({ 'pt-PT': { name: 'Bife Wellington' } });
    expect(body.options[0]!.translations).toEqual({ 'pt-PT': { name: 'Ponto' } });
    expect(body.options[0]!.values[0]!.translations).toEqual({ 'pt-PT': { label: 'Mal passado' } });
    expect(body.options[0]!.values[1]!.translations).toEqual({ 'pt-PT': { label: 'Bem passado' } });
  });

  it('refuses a paid default before sending, in the server’s words', async () => {
    const calls = stubEditor();
    renderStaff(<MenuEditorPage role="Owner" />);
    fireEvent.click(await screen.findByRole('button', { name: /^Mains/ }));
    await openDish('Beef Wellington');
    fireEvent.change(screen.getAllByLabelText('Extra (£)')[0]!, { target: { value: '2' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save dish' })));
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
    const box = screen.getAllByRole('checkbox', { name: 'Default' })[0]!;
    await vi.waitFor(() => expect(document.activeElement).toBe(box));
    expect(document.getElementById(box.getAttribute('aria-describedby')!)!.textContent).toBe(
      'A choice that costs extra cannot be preselected: only a free choice can be the default.',
    );
  });

  it('shows a 409’s message; Reload fetches the dish again and replaces the form', async () => {
    const theirs = { ...soup, name: 'Soup of the Week', price: 7, version: 4, updatedBy: { _id: '820ead53-5703-49a7-8942-cd9ca67f45bb', name: 'Sam Cole' } };
    let menuCalls = 0;
    const calls = stubApi((call) => {
      if (call.method === 'GET') {
        menuCalls += 1;
        return json(200, menuCalls === 1 ? menuAnswer() : menuAnswer([theirs, wellington]));
      }
      return json(409, { code: 'STALE_EDIT', message: 'Changed by Sam Cole at 14:05. Reload to see their change.', current: theirs });
    });
    renderStaff(<MenuEditorPage role="Owner" />);
    await openDish('Soup of the Day');
    fireEvent.change(screen.getByLabelText('Price (£)'), { target: { value: '8' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save dish' })));
    const notice = await screen.findByTestId('stale-notice');
    expect(notice.textContent).toContain('Changed by Sam Cole at 14:05. Reload to see their change.');
    await act(async () => fireEvent.click(within(notice).getByRole('button', { name: 'Reload' })));
    await vi.waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Soup of the Week'));
    expect((screen.getByLabelText('Price (£)') as HTMLInputElement).value).toBe('7');
    expect(screen.queryByTestId('stale-notice')).toBeNull();
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
  });

  it('Keep my changes saves again at the current version', async () => {
    const theirs = { ...soup, version: 4 };
    let patches = 0;
    const calls = stubEditor(() => {
      patches += 1;
      return patches === 1
        ? json(409, { code: 'STALE_EDIT', message: 'Changed by Sam Cole at 14:05. Reload to see their change.', current: theirs })
        : json(200, { data: { product: { ...theirs, price: 8, version: 5 } } });
    });
    renderStaff(<MenuEditorPage role="Owner" />);
    await openDish('Soup of the Day');
    fireEvent.change(screen.getByLabelText('Price (£)'), { target: { value: '8' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save dish' })));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Keep my changes' })));
    expect(calls.at(-1)).toMatchObject({ method: 'PATCH', body: { version: 4, price: 8 } });
    await screen.findByRole('heading', { name: 'Dishes in Starters' });
  });

  it('deletes a dish after confirming, and says it was archived', async () => {
    const { useDialogStore, settleDialog } = await import('../../lib/dialog.ts');
    const calls = stubEditor(() => json(200, { data: { outcome: 'archived' } }));
    renderStaff(<MenuEditorPage role="Owner" />);
    await openDish('Soup of the Day');
    fireEvent.click(screen.getByRole('button', { name: 'Delete dish' }));
    await vi.waitFor(() => expect(useDialogStore.getState().current?.title).toBe('Delete Soup of the Day?'));
    await act(async () => settleDialog(true));
    await vi.waitFor(() => expect(calls.at(-1)).toEqual({ method: 'DELETE', path: '/staff/menu/products/e52a8b91-d3b8-478e-8a34-90c6a6749338', body: undefined }));
    await vi.waitFor(() => expect(useSnackbarStore.getState().current?.message).toContain('Soup of the Day is archived'));
    expect(screen.getAllByTestId('dish-card')[0]!.textContent).toContain('Archived');
  });

  it('Owner sees Activity: the audit log newest first, before and after readable, older pages on demand', async () => {
    const calls = stubEditor((call) =>
      call.path.includes('before=')
        ? json(200, { data: { entries: [auditEntry('737c191a-ed52-450b-8c65-5083c9971bdd', '2026-11-24T10:00:00.000Z', { action: 'created', before: null, after: { name: 'Soup of the Day', price: 6 } })], nextBefore: null } })
        : json(200, { data: { entries: [auditEntry('b39baf03-412f-4900-8635-c8da36237ff0', '2026-11-25T13:00:00.000Z')], nextBefore: 'a-2' } }),
    );
    renderStaff(<MenuEditorPage role="Owner" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Activity' }));
    const first = await screen.findByTestId('audit-entry');
    expect(first.textContent).toContain('Margaret Hale · updated product · Soup of the Day');
    expect(within(first).getByRole('row', { name: /Price/ }).textContent).toBe('Price£6.00£6.50');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show older changes' })));
    await vi.waitFor(() => expect(screen.getAllByTestId('audit-entry')).toHaveLength(2));
    expect(calls.filter((c) => c.path.startsWith('/staff/audit')).map((c) => c.path)).toEqual(['/staff/audit?limit=50', '/staff/audit?limit=50&before=a-2']);
    expect(screen.queryByRole('button', { name: 'Show older changes' })).toBeNull();
  });

  it('shows when each change was made on the restaurant’s clock, not the browser’s', async () => {
    stubEditor(() => json(200, { data: { entries: [auditEntry('b39baf03-412f-4900-8635-c8da36237ff0', '2026-11-25T13:00:00.000Z')], nextBefore: null } }));
    renderStaff(<MenuEditorPage role="Owner" />, { restaurant: testRestaurant({ isAcceptingOrders: true, timeZone: elsewhere.zone }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Activity' }));
    const entry = await screen.findByTestId('audit-entry');
    expect(entry.querySelector('time')?.textContent).toBe(`25 Nov 2026, ${elsewhere.hour}`);
  });

  it('shows a dish’s last change on the restaurant’s clock, not the browser’s', async () => {
    stubEditor();
    renderStaff(<MenuEditorPage role="Owner" />, { restaurant: testRestaurant({ isAcceptingOrders: true, timeZone: elsewhere.zone }) });
    const editor = await openDish('Soup of the Day');
    expect(editor.textContent).toContain(`Last changed by Margaret Hale · 25 Nov 2026, ${elsewhere.hour}`);
  });

  it('Manager edits the menu but has no Activity', async () => {
    signedInAsStaff('Manager');
    stubEditor();
    renderStaff(<MenuEditorPage role="Manager" />);
    await screen.findByRole('heading', { name: 'Dishes in Starters' });
    expect(screen.queryByRole('button', { name: 'Activity' })).toBeNull();
  });

  it('Manager opens Sold out: the kitchen’s switches, under the editor’s own heading', async () => {
    signedInAsStaff('Manager');
    const calls = stubApi((call) => {
      if (call.path === '/staff/menu') return json(200, menuAnswer());
      if (call.path.startsWith('/categories')) return json(200, { data: { categories: [{ _id: 'c5de4ecd-01fe-4ab0-8188-4007b9e407bb', name: 'Starters', description: '', displayOrder: 1, isActive: true }] } });
      return json(200, { data: { products: [testProduct({ _id: 'e52a8b91-d3b8-478e-8a34-90c6a6749338', name: 'Soup of the Day', price: 6.5, categories: ['c5de4ecd-01fe-4ab0-8188-4007b9e407bb'] })] } });
    });
    renderStaff(<MenuEditorPage role="Manager" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sold out' }));
    await screen.findByRole('switch', { name: 'Soup of the Day' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Menu']);
    expect(screen.getByRole('button', { name: 'Sold out' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByTestId('dish-card')).toBeNull();
    expect(calls.map((c) => c.path)).toContain('/products?isActive=true&limit=200');
  });

  it('starts a new dish in the chosen category, previewing the diner’s card as it is typed', async () => {
    const calls = stubEditor(() => json(201, { data: { product: { ...soup, _id: '6bf80f9f-d289-42ad-84d1-0b0bef128c4d', name: 'Bruschetta', price: 5.5 } } }));
    renderStaff(<MenuEditorPage role="Owner" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add dish' }));
    await screen.findByRole('heading', { name: 'New dish' });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Bruschetta' } });
    fireEvent.change(screen.getByLabelText('Price (£)'), { target: { value: '5.5' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vegan' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cereals with gluten' }));
    expect(screen.getByTestId('dish-preview').textContent).toMatch(/^BruschettaVegan£5\.50/);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add dish' })));
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/staff/menu/products',
      body: { name: 'Bruschetta', price: 5.5, categoryIds: [starters._id], allergens: ['Gluten'], dietaryLabels: ['Vegan'], isActive: true, isAvailable: true, mediaId: null },
    });
  });
});

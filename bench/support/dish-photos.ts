// A photo on every dish (BENCH_LIGHTHOUSE_PHOTOS=1): a few photo-like JPEGs made with sharp,
// uploaded as the demo owner through POST /api/v1/staff/media and given to every dish of The
// Golden Fork through the menu editor (PATCH /api/v1/staff/menu/products/{id}), as an owner would.
import { cameraJpeg } from '../../apps/api/src/test/photos.ts';
import { DEMO_OWNER } from '../../apps/api/src/provisioning/demo-seed/index.ts';

/** Distinct photos, given to the dishes in turn (a phone's photo is larger; the server keeps 1280 px at most). */
const PHOTOS = 4;

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Uploads PHOTOS photos and gives one to every dish; answers how many dishes got one. */
export async function givePhotosToEveryDish(origin: string): Promise<number> {
  const login = await json<{ data: { accessToken: string } }>(
    await fetch(`${origin}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_OWNER) }),
    'login',
  );
  const authorization = `Bearer ${login.data.accessToken}`;
  const ids: string[] = [];
  for (let i = 0; i < PHOTOS; i++) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await cameraJpeg(2000, 1500))], { type: 'image/jpeg' }), `dish-${i}.jpg`);
    const uploaded = await json<{ data: { media: { id: string } } }>(
      await fetch(`${origin}/api/v1/staff/media`, { method: 'POST', headers: { authorization }, body: form }),
      'upload',
    );
    ids.push(uploaded.data.media.id);
  }
  const menu = await json<{ data: { products: { _id: string; version: number }[] } }>(
    await fetch(`${origin}/api/v1/staff/menu`, { headers: { authorization } }),
    'GET /staff/menu',
  );
  let n = 0;
  for (const dish of menu.data.products) {
    await json(
      await fetch(`${origin}/api/v1/staff/menu/products/${dish._id}`, {
        method: 'PATCH',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ version: dish.version, mediaId: ids[n % ids.length] }),
      }),
      `PATCH dish ${dish._id}`,
    );
    n++;
  }
  return n;
}

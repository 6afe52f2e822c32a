import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi, type ApiCall } from '../../lib/test-fixtures.ts';
import { renderStaff, signedInAsStaff } from '../../staff-area/staff-test-fixtures.tsx';
import { PHOTO_MAX_BYTES } from '../../staff-area/menu-editor-api.ts';
import MenuEditorPage from './menu-editor-page.tsx';
import { menuAnswer, soup } from './menu-editor-test-fixtures.ts';
import { photoProblem } from '../../staff-area/photo-field.tsx';

/** An XMLHttpRequest that answers POST /staff/media after reporting half the upload done. */
class FakeUpload {
  static sent: { url: string; headers: Record<string, string>; file: unknown }[] = [];
  static answer: { status: number; body: unknown } = { status: 201, body: null };
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(form: FormData) {
    FakeUpload.sent.push({ url: this.url, headers: this.headers, file: form.get('file') });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    setTimeout(() => {
      this.status = FakeUpload.answer.status;
      this.responseText = JSON.stringify(FakeUpload.answer.body);
      this.onload?.();
    }, 20);
  }
}

const media = { id: '4e3871ed-52b5-4db1-875f-85329fb472c5', url: '/api/v1/media/abc123.webp', width: 1280, height: 960, placeholder: '', variants: [] };

function stubEditor(other: (call: ApiCall) => Response = () => json(500, {})) {
  return stubApi((call) => (call.method === 'GET' ? json(200, menuAnswer()) : other(call)));
}

async function openSoup() {
  fireEvent.click(await screen.findByRole('button', { name: /^Edit ?Soup of the Day/ }));
  await screen.findByTestId('dish-editor');
}

const choose = (file: File) => fireEvent.change(screen.getByTestId('photo-input'), { target: { files: [file] } });

describe('The dish form’s photo', () => {
  beforeEach(() => {
    signedInAsStaff('Owner');
    FakeUpload.sent = [];
    FakeUpload.answer = { status: 201, body: { data: { media } } };
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('checks type and size first, in the server’s words', () => {
    expect(photoProblem({ name: 'a.jpg', type: 'image/jpeg', size: PHOTO_MAX_BYTES })).toBeNull();
    // An iPhone's HEIC is taken (the server decodes it), by its type or, when the browser gives none, by its name.
    expect(photoProblem({ name: 'IMG_0001.HEIC', type: 'image/heic', size: 1000 })).toBeNull();
    expect(photoProblem({ name: 'IMG_0002.heif', type: 'image/heif', size: 1000 })).toBeNull();
    expect(photoProblem({ name: 'IMG_0003.HEIC', type: '', size: 1000 })).toBeNull();
    expect(photoProblem({ name: 'IMG_0003.HEIC', type: '', size: PHOTO_MAX_BYTES + 1 })).toBe('tooLarge');
    expect(photoProblem({ name: 'notes', type: '', size: 10 })).toBe('wrongType');
    expect(photoProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('wrongType');
    expect(photoProblem({ name: 'a.jpg', type: 'image/jpeg', size: PHOTO_MAX_BYTES + 1 })).toBe('tooLarge');
    expect(photoProblem({ name: 'a.svg', type: 'image/svg+xml', size: 10 })).toBe('wrongType');
  });

  it('uploads with progress, shows the preview, and saves the media id', async () => {
    const calls = stubEditor(() => json(200, { data: { product: { ...soup, mediaId: '4e3871ed-52b5-4db1-875f-85329fb472c5', imageUrl: media.url, version: 4 } } }));
    renderStaff(<MenuEditorPage role="Owner" />);
    await openSoup();
    // HEIC named too, so iOS hands over the iPhone's original rather than a JPEG conversion.
    expect(screen.getByTestId('photo-input').getAttribute('accept')).toBe('image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif');
    const file = new File(['jpeg bytes'], 'soup.jpg', { type: 'image/jpeg' });
    await act(async () => choose(file));
    expect(screen.getByText('Uploading… 50%')).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByRole('img', { name: 'Photo of Soup of the Day' }).getAttribute('src')).toBe(media.url));
    expect(FakeUpload.sent).toEqual([{ url: '/api/v1/staff/media', headers: { accept: 'application/json', authorization: 'Bearer token-1' }, file }]);
    expect(screen.getByRole('button', { name: 'Replace photo' })).toBeTruthy();
    expect(screen.getByTestId('dish-preview').querySelector('img')?.getAttribute('src')).toBe(media.url);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save dish' })));
    expect(calls.at(-1)).toMatchObject({ method: 'PATCH', body: { mediaId: '4e3871ed-52b5-4db1-875f-85329fb472c5', imageUrl: null } });
    // The first render of the whole form compiles it: slow on a busy 2-core machine.
  }, 15_000);

  it('refuses a photo over 15 MB without sending it, and shows the server’s refusal of another', async () => {
    stubEditor();
    renderStaff(<MenuEditorPage role="Owner" />);
    await openSoup();
    const big = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: PHOTO_MAX_BYTES + 1 });
    await act(async () => choose(big));
    expect(FakeUpload.sent).toEqual([]);
    expect(screen.getByText('The photo is larger than 15 MB. Please choose a smaller one.')).toBeTruthy();
    FakeUpload.answer = { status: 415, body: { message: 'This file is not a photo we can read.', code: 'MEDIA_UNSUPPORTED' } };
    await act(async () => choose(new File(['<script>'], 'evil.jpg', { type: 'image/jpeg' })));
    await screen.findByText('This file is not a photo we can read.');
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeTruthy();
  });

  it('removes the photo', async () => {
    stubApi(() => json(200, menuAnswer([{ ...soup, imageUrl: media.url, mediaId: '4e3871ed-52b5-4db1-875f-85329fb472c5' }])));
    renderStaff(<MenuEditorPage role="Owner" />);
    await openSoup();
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeTruthy();
    expect(screen.getByTestId('photo-preview').querySelector('img')).toBeNull();
  });
});

/**
 * The dish's photo: a preview, Upload (or Replace) with the upload's progress, and Remove. The
 * file is checked here first (a JPEG, PNG, WebP or HEIC photo up to 15 MB, in the server's words),
 * then sent to POST /staff/media; the answer's id becomes the dish's `mediaId` and its URL the
 * preview. The server's refusal is shown as it says it. The back office's Look section uses it
 * too (logo, cover, tab icon) with its own title, preview and choice of rendition (`choose`).
 */
import { mdiImagePlusOutline, mdiTrashCanOutline } from '@mdi/js';
import { useRef, useState, type ReactNode } from 'react';
import { registerCatalogues } from '../i18n/index.ts';
import { useTranslation } from '../i18n/react.tsx';
import { isSessionEnded, failureMessage } from '../lib/form-errors.ts';
import { showSnackbar } from '../lib/snackbar.ts';
import { Button } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';
import { ProductImage } from '../ui/product-image.tsx';
import { uploadPhoto } from './menu-editor-api.ts';
import { PHOTO_ACCEPT, PHOTO_EXTENSIONS, PHOTO_MAX_BYTES, PHOTO_TYPES, type UploadedMedia } from './menu-editor-api.ts';
import { FieldMessage, FormSection } from '../ui/form-parts.tsx';

// Its texts travel with it (the back office's Look section uses it outside the menu editor).
registerCatalogues(import.meta.glob('../i18n/en-GB/staffMenu.json', { eager: true, import: 'default' }));

/** The client's check of a chosen file, as the server would answer (null: send it). */
export function photoProblem(file: Pick<File, 'name' | 'size' | 'type'>): 'wrongType' | 'tooLarge' | null {
  const typeless = file.type === '' && PHOTO_EXTENSIONS.some((ext) => file.name.toLowerCase().endsWith(ext));
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type) && !typeless) return 'wrongType';
  if (file.size > PHOTO_MAX_BYTES) return 'tooLarge';
  return null;
}

export interface PhotoValue {
  imageUrl: string | null;
  mediaId: string | null;
}

/** What an upload stores: its URL (the photo's own by default), or why it will not do, in the person's words. */
export type PhotoChoice = { url: string } | { problem: string };

export function PhotoField({
  id,
  name,
  value,
  error,
  onChange,
  title,
  hint,
  preview,
  choose = (media) => ({ url: media.url }),
}: {
  id: string;
  name: string;
  value: PhotoValue;
  error?: string;
  onChange: (value: PhotoValue) => void;
  /** The section's title and hint (the dish's photo by default). */
  title?: string;
  hint?: string;
  /** The preview beside the buttons (the dish's photo tile by default). */
  preview?: ReactNode;
  choose?: (media: UploadedMedia) => PhotoChoice;
}) {
  const { t } = useTranslation('staffMenu');
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;

  async function send(file: File) {
    const local = photoProblem(file);
    setProblem(local ? t(`photo.${local}`) : null);
    if (local) return;
    setProgress(0);
    try {
      const media = await uploadPhoto(file, setProgress);
      const chosen = choose(media);
      if ('problem' in chosen) {
        setProblem(chosen.problem);
        return;
      }
      onChange({ imageUrl: chosen.url, mediaId: media.id });
      showSnackbar({ message: t('photo.uploaded'), color: 'success', timeout: 2500 });
    } catch (failure) {
      if (!isSessionEnded(failure)) setProblem(failureMessage(failure, { unreachable: t('photo.failed') }));
    } finally {
      setProgress(null);
    }
  }

  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <FormSection title={title ?? t('photo.title')} hint={hint ?? t('photo.hint')}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="w-40 shrink-0" data-testid="photo-preview">
          {preview ?? (
            <ProductImage src={value.imageUrl} alt={value.imageUrl ? t('photo.alt', { name: name || t('form.newTitle') }) : t('photo.none')} width={320} height={320} className="w-full rounded-xl" />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={PHOTO_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="photo-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void send(file);
            }}
          />
          <div className="flex flex-wrap gap-2">
            <Button id={id} variant="outline" loading={progress !== null} aria-describedby={shown ? `${id}-message` : undefined} onClick={() => input.current?.click()}>
              <Icon path={mdiImagePlusOutline} size={20} />
              {value.imageUrl ? t('photo.replace') : t('photo.choose')}
            </Button>
            {value.imageUrl ? (
              <Button variant="text" disabled={progress !== null} onClick={() => onChange({ imageUrl: null, mediaId: null })}>
                <Icon path={mdiTrashCanOutline} size={20} />
                {t('photo.remove')}
              </Button>
            ) : null}
          </div>
          {percent !== null ? (
            <div className="flex items-center gap-3">
              <progress max={100} value={percent} aria-label={t('photo.uploading', { percent })} className="h-2 w-full max-w-60 accent-primary" />
              <span role="status" className="text-sm tabular-nums text-text-muted">
                {t('photo.uploading', { percent })}
              </span>
            </div>
          ) : null}
          <FieldMessage id={id} error={shown ?? undefined} />
        </div>
      </div>
    </FormSection>
  );
}

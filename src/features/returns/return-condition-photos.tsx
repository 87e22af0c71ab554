import { useId, useState } from 'react';
import type {
  ReturnDetail,
  ReturnPhotoRef,
  ReturnableItem,
} from '../../../machines/returns.machine';
import { m } from '../../i18n/paraglide/messages.js';
import { FieldError } from '../../ui/field';
import { Cluster, Stack, Text } from '../../ui/layout';
import { FilePicker } from '../../ui/photo-upload';
import { Spinner } from '../../ui/spinner';
import { PHOTO_ACCEPT, photoRefusal } from './return-photos-rules';

/** Sends one photo of an item for the return being prepared; answers the kept photo. */
export type UploadConditionPhoto = (itemId: string, file: File) => Promise<ReturnPhotoRef>;

/**
 * One item on the condition step (decision 153): its photos, required when it is damaged and
 * optional otherwise. Files are checked before sending; the server's refusal shows under it.
 */
export function ConditionPhotos({
  item,
  detail,
  photos,
  error,
  upload,
  onAdded,
}: {
  item: ReturnableItem;
  detail: ReturnDetail | undefined;
  photos: readonly ReturnPhotoRef[];
  error: string | undefined;
  upload: UploadConditionPhoto | undefined;
  onAdded: (photo: ReturnPhotoRef) => void;
}) {
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const damaged = detail?.reason === 'DAMAGED';
  const full = photos.length >= 6;
  const disabled = !upload || uploading || full;
  const shown = problem ?? error;

  async function add(files: File[]) {
    if (!upload) return;
    setProblem(null);
    setUploading(true);
    try {
      for (const file of files.slice(0, 6 - photos.length)) {
        const refusal = photoRefusal(file);
        if (refusal) {
          setProblem(refusal);
          break;
        }
        onAdded(await upload(item.id, file));
      }
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : m.returns_upload_failed());
    } finally {
      setUploading(false);
    }
  }

  return (
    <Stack gap={2} as="section" aria-labelledby={`${inputId}-name`} data-testid="condition-photos">
      <strong id={`${inputId}-name`}>{item.name}</strong>
      <Text size="sm" tone="muted" id={`${inputId}-hint`}>
        {damaged ? m.returns_photo_hint_required() : m.returns_photo_hint_optional()}{' '}
        {m.returns_photo_formats({ max: 6 })}
      </Text>
      {photos.length > 0 ? (
        <Cluster gap={2} aria-label={m.returns_photos_of({ name: item.name })} role="group">
          {photos.map((photo, index) => (
            <img
              key={photo.key}
              src={photo.signedURL}
              alt={m.returns_photo_n_of({ number: index + 1, name: item.name })}
              width={72}
              height={72}
              style={{ objectFit: 'cover', borderRadius: 4 }}
            />
          ))}
        </Cluster>
      ) : null}
      <Cluster gap={3}>
        <FilePicker htmlFor={inputId} data-disabled={disabled ? '' : undefined}>
          {full
            ? m.returns_photo_limit()
            : photos.length > 0
              ? m.returns_add_more_photos()
              : m.returns_add_photos()}
          <input
            id={inputId}
            type="file"
            accept={PHOTO_ACCEPT}
            multiple
            disabled={disabled}
            aria-label={m.returns_add_photos_of({ name: item.name })}
            aria-describedby={shown ? `${inputId}-hint ${inputId}-error` : `${inputId}-hint`}
            aria-invalid={shown ? true : undefined}
            onChange={(event) => {
              const files = Array.from(event.currentTarget.files ?? []);
              event.currentTarget.value = '';
              if (files.length > 0) void add(files);
            }}
          />
        </FilePicker>
        {uploading ? <Spinner size="sm" label={m.returns_uploading()} /> : null}
      </Cluster>
      <FieldError id={`${inputId}-error`} data-testid="condition-photo-error">
        {shown}
      </FieldError>
    </Stack>
  );
}

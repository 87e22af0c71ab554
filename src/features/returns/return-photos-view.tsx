import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { ReturnForPhotos, ReturnPhoto } from '../../api/return-queries';
import { Button } from '../../ui/button';
import { FieldError } from '../../ui/field';
import { FormPage } from '../../ui/form-page';
import { Cluster, Heading, Stack, Text } from '../../ui/layout';
import { Link as TextLink } from '../../ui/link';
import { Notice } from '../../ui/notice';
import {
  FilePicker,
  PhotoGrid,
  PhotoTile,
  UploadSection,
  UploadThumb,
} from '../../ui/photo-upload';
import { ResponsiveImage } from '../../ui/responsive-image';
import { Spinner } from '../../ui/spinner';
import { StatusPanel } from '../../ui/status-panel';
import { PHOTO_ACCEPT, formatPickup } from './return-photos-rules';

export type ReturnPhotosState = 'loading' | 'loadFailed' | 'ready';

export interface ReturnPhotosViewProps {
  state: ReturnPhotosState;
  orderId: string;
  order: ReturnForPhotos | null;
  photos: readonly ReturnPhoto[];
  /** Items with an upload under way. */
  uploading: readonly string[];
  /** The photo being removed. */
  removing: string | null;
  /** Messages under each item's photo field, by item id. */
  errors: Readonly<Record<string, string>>;
  /** Why loading failed (another customer's order answers as an unknown one). */
  loadError: string | null;
  onAdd: (itemId: string, files: File[]) => void;
  onRemove: (key: string) => void;
  onRetry: () => void;
}

function ItemPhotos({
  item,
  order,
  photos,
  uploading,
  removing,
  error,
  onAdd,
  onRemove,
}: {
  item: ReturnForPhotos['items'][number];
  order: ReturnForPhotos;
  photos: readonly ReturnPhoto[];
  uploading: boolean;
  removing: string | null;
  error: string | undefined;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const full = photos.length >= order.maxPhotosPerItem;
  const disabled = !order.canChangePhotos || full || uploading;
  return (
    <UploadSection aria-labelledby={`${inputId}-name`} data-testid="return-photo-item">
      <Cluster gap={3} nowrap>
        {item.thumbUrl ? (
          <UploadThumb>
            <ResponsiveImage src={item.thumbUrl} set="thumb" alt="" aspectRatio={1} sizes="56px" />
          </UploadThumb>
        ) : null}
        <Stack gap={1}>
          <Heading as="h2" size="sm" id={`${inputId}-name`}>
            {item.name}
          </Heading>
          <Text size="sm" tone="muted">
            {photos.length} of {order.maxPhotosPerItem} photos
          </Text>
        </Stack>
      </Cluster>
      {photos.length > 0 ? (
        <PhotoGrid aria-label={`Photos of ${item.name}`}>
          {photos.map((photo, index) => (
            <PhotoTile key={photo.key}>
              <img src={photo.signedURL} alt={`Photo ${index + 1} of ${item.name}`} />
              {order.canChangePhotos ? (
                <Button
                  variant="text"
                  size="sm"
                  loading={removing === photo.key}
                  loadingLabel="Removing"
                  disabled={removing !== null}
                  onClick={() => onRemove(photo.key)}
                  aria-label={`Remove photo ${index + 1} of ${item.name}`}
                >
                  Remove
                </Button>
              ) : null}
            </PhotoTile>
          ))}
        </PhotoGrid>
      ) : null}
      {order.canChangePhotos ? (
        <Stack gap={1}>
          <Cluster gap={3}>
            <FilePicker htmlFor={inputId} data-disabled={disabled ? '' : undefined}>
              {full ? 'Photo limit reached' : photos.length > 0 ? 'Add more photos' : 'Add photos'}
              <input
                id={inputId}
                type="file"
                accept={PHOTO_ACCEPT}
                multiple
                disabled={disabled}
                aria-label={`Add photos of ${item.name}`}
                aria-describedby={error ? `${hintId} ${errorId}` : hintId}
                aria-invalid={error ? true : undefined}
                onChange={(event) => {
                  const files = Array.from(event.currentTarget.files ?? []);
                  event.currentTarget.value = '';
                  if (files.length > 0) onAdd(files);
                }}
              />
            </FilePicker>
            {uploading ? <Spinner size="sm" label="Uploading" /> : null}
          </Cluster>
          <Text size="sm" tone="muted" id={hintId}>
            JPEG, PNG, WebP or HEIC, under 15 MB each, up to {order.maxPhotosPerItem}. To replace a
            photo, remove it and add another.
          </Text>
          <FieldError id={errorId} data-testid="photo-error">
            {error}
          </FieldError>
        </Stack>
      ) : null}
    </UploadSection>
  );
}

/** `/photosforreturn/{orderid}`: the photos of each item on a return, added or replaced. */
export function ReturnPhotosView(props: ReturnPhotosViewProps) {
  const { state, order, orderId } = props;
  const footer = (
    <Cluster gap={4}>
      <TextLink asChild variant="standalone">
        <Link to="/account/receipts/print/$orderId" params={{ orderId }}>
          View the return
        </Link>
      </TextLink>
      <TextLink asChild variant="standalone">
        <Link to="/account">My Account</Link>
      </TextLink>
    </Cluster>
  );
  if (state === 'loading') {
    return (
      <FormPage title="Photos of your return">
        <Spinner />
      </FormPage>
    );
  }
  if (state === 'loadFailed' || !order) {
    return (
      <FormPage title="Photos of your return" footer={footer}>
        <StatusPanel
          title="We could not open this return"
          actions={
            <Button variant="secondary" onClick={props.onRetry}>
              Try again
            </Button>
          }
        >
          <Text>{props.loadError ?? 'Something went wrong. Please try again.'}</Text>
        </StatusPanel>
      </FormPage>
    );
  }
  return (
    <FormPage
      title="Photos of your return"
      intro={
        <>
          <p>
            Return {order.orderNumber}
            {order.pickupDate
              ? `, pickup ${formatPickup(order.pickupDate, order.pickupTimeType)}`
              : ''}
            .
          </p>
          <p>
            A few photos of each item (front, back, and any marks) help our crew plan the pickup.
            Location data is removed from every photo.
          </p>
        </>
      }
      footer={footer}
    >
      {!order.canChangePhotos ? (
        <Notice tone="info" title="These photos can no longer be changed">
          The items have been picked up (or the pickup was cancelled).
        </Notice>
      ) : null}
      <Stack gap={4}>
        {order.items.map((item) => (
          <ItemPhotos
            key={item.id}
            item={item}
            order={order}
            photos={props.photos.filter((photo) => photo.itemId === item.id)}
            uploading={props.uploading.includes(item.id)}
            removing={props.removing}
            error={props.errors[item.id]}
            onAdd={(files) => props.onAdd(item.id, files)}
            onRemove={props.onRemove}
          />
        ))}
      </Stack>
    </FormPage>
  );
}

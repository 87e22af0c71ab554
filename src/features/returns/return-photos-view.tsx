import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { ReturnForPhotos, ReturnPhoto } from '../../api/return-queries';
import { styled } from '../../styles/stitches.config';
import { Button } from '../../ui/button';
import { FieldError } from '../../ui/field';
import { FormPage } from '../../ui/form-page';
import { Cluster, Heading, Stack, Text } from '../../ui/layout';
import { Link as TextLink } from '../../ui/link';
import { Notice } from '../../ui/notice';
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

const Grid = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '$2',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@sm': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
});

const Tile = styled('li', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  '& img': {
    width: '100%',
    aspectRatio: '1 / 1',
    objectFit: 'cover',
    borderRadius: '$2',
    border: '1px solid $border',
    backgroundColor: '$surface',
  },
});

const Item = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  paddingBottom: '$4',
  borderBottom: '1px solid $border',
  '&:last-of-type': { borderBottom: 0, paddingBottom: 0 },
});

const Thumb = styled('div', {
  width: 56,
  flexShrink: 0,
  borderRadius: '$2',
  overflow: 'hidden',
});

/** A visually plain file picker: the label is the button, the input stays reachable by keyboard. */
export const FilePicker = styled('label', {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  padding: '$2 $4',
  border: '1px solid $primary',
  borderRadius: '$2',
  color: '$primary',
  fontWeight: '$bold',
  cursor: 'pointer',
  '& input': {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    opacity: 0,
    cursor: 'pointer',
  },
  '&:focus-within': { outline: '2px solid $focus', outlineOffset: 2 },
  '&[data-disabled]': { borderColor: '$border', color: '$textMuted', cursor: 'not-allowed' },
});

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
    <Item aria-labelledby={`${inputId}-name`} data-testid="return-photo-item">
      <Cluster gap={3} css={{ flexWrap: 'nowrap', alignItems: 'center' }}>
        {item.thumbUrl ? (
          <Thumb>
            <ResponsiveImage src={item.thumbUrl} set="thumb" alt="" aspectRatio={1} sizes="56px" />
          </Thumb>
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
        <Grid aria-label={`Photos of ${item.name}`}>
          {photos.map((photo, index) => (
            <Tile key={photo.key}>
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
            </Tile>
          ))}
        </Grid>
      ) : null}
      {order.canChangePhotos ? (
        <Stack gap={1}>
          <Cluster gap={3} css={{ alignItems: 'center' }}>
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
    </Item>
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

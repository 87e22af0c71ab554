import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { ReturnForPhotos, ReturnPhoto } from '../../api/return-queries';
import { m } from '../../i18n/paraglide/messages.js';
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
            {m.returns_photo_count({ count: photos.length, max: order.maxPhotosPerItem })}
          </Text>
        </Stack>
      </Cluster>
      {photos.length > 0 ? (
        <PhotoGrid aria-label={m.returns_photos_of({ name: item.name })}>
          {photos.map((photo, index) => (
            <PhotoTile key={photo.key}>
              <img
                src={photo.signedURL}
                alt={m.returns_photo_n_of({ number: index + 1, name: item.name })}
              />
              {order.canChangePhotos ? (
                <Button
                  variant="text"
                  size="sm"
                  loading={removing === photo.key}
                  loadingLabel={m.returns_removing()}
                  disabled={removing !== null}
                  onClick={() => onRemove(photo.key)}
                  aria-label={m.returns_remove_photo_n({ number: index + 1, name: item.name })}
                >
                  {m.returns_remove()}
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
                aria-describedby={error ? `${hintId} ${errorId}` : hintId}
                aria-invalid={error ? true : undefined}
                onChange={(event) => {
                  const files = Array.from(event.currentTarget.files ?? []);
                  event.currentTarget.value = '';
                  if (files.length > 0) onAdd(files);
                }}
              />
            </FilePicker>
            {uploading ? <Spinner size="sm" label={m.returns_uploading()} /> : null}
          </Cluster>
          <Text size="sm" tone="muted" id={hintId}>
            {m.returns_photo_formats_replace({ max: order.maxPhotosPerItem })}
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
          {m.returns_view_return()}
        </Link>
      </TextLink>
      <TextLink asChild variant="standalone">
        <Link to="/account">{m.returns_my_account()}</Link>
      </TextLink>
    </Cluster>
  );
  if (state === 'loading') {
    return (
      <FormPage title={m.returns_photos_page_title()}>
        <Spinner />
      </FormPage>
    );
  }
  if (state === 'loadFailed' || !order) {
    return (
      <FormPage title={m.returns_photos_page_title()} footer={footer}>
        <StatusPanel
          title={m.returns_open_failed()}
          actions={
            <Button variant="secondary" onClick={props.onRetry}>
              {m.returns_try_again()}
            </Button>
          }
        >
          <Text>{props.loadError ?? m.returns_something_wrong()}</Text>
        </StatusPanel>
      </FormPage>
    );
  }
  return (
    <FormPage
      title={m.returns_photos_page_title()}
      intro={
        <>
          <p>
            {order.pickupDate
              ? m.returns_return_number_pickup({
                  number: order.orderNumber,
                  when: formatPickup(order.pickupDate, order.pickupTimeType),
                })
              : m.returns_return_number({ number: order.orderNumber })}
          </p>
          <p>{m.returns_photos_page_intro()}</p>
        </>
      }
      footer={footer}
    >
      {!order.canChangePhotos ? (
        <Notice tone="info" title={m.returns_photos_closed_title()}>
          {m.returns_photos_closed_text()}
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

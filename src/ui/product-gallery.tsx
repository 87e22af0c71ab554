import type { ReactNode } from 'react';
import { css, styled } from '../styles/stitches.config';
import { focusRing } from './focus-ring';
import { ResponsiveImage } from './responsive-image';
import { m } from '../i18n/paraglide/messages.js';

const Root = styled('div', { display: 'flex', flexDirection: 'column', gap: '$3' });

const mainLink = css({
  display: 'block',
  borderRadius: '$3',
  overflow: 'hidden',
  cursor: 'zoom-in',
  '&:focus-visible': focusRing,
});

const Thumbs = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 96px))',
  gap: '$2',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const thumbLink = css({
  display: 'block',
  borderRadius: '$2',
  overflow: 'hidden',
  boxShadow: '0 0 0 1px $colors$border',
  '&:hover': { boxShadow: '0 0 0 2px $colors$primary' },
  '&:focus-visible': focusRing,
  '&[aria-current="true"]': { boxShadow: '0 0 0 2px $colors$primary' },
});

export type GalleryImage = { src: string; alt: string };

/** What a gallery link needs from the caller's router link. */
export type GalleryLinkProps = {
  className: string;
  children: ReactNode;
  'aria-label': string;
  'aria-current'?: 'true';
};

export type ProductGalleryProps = {
  images: readonly GalleryImage[];
  /** Draws a link that opens picture `index` (0-based) full screen. */
  renderLink: (index: number, props: GalleryLinkProps) => ReactNode;
};

/** The product's lead picture (4:3, loaded at once) with thumbnails of the rest. */
export function ProductGallery({ images, renderLink }: ProductGalleryProps) {
  const [lead] = images;
  if (!lead) return null;
  return (
    <Root>
      {renderLink(0, {
        className: mainLink(),
        'aria-label': m.ui_gallery_full_screen({ name: lead.alt }),
        children: (
          <ResponsiveImage
            key={lead.src}
            src={lead.src}
            set="thumb"
            alt={lead.alt}
            aspectRatio={4 / 3}
            priority
            sizes="(max-width: 959px) 100vw, 700px"
          />
        ),
      })}
      {images.length > 1 ? (
        <Thumbs aria-label={m.ui_gallery_more()}>
          {images.map((image, index) => (
            <li key={`${image.src}-${index}`}>
              {renderLink(index, {
                className: thumbLink(),
                'aria-label': m.ui_gallery_picture({
                  number: index + 1,
                  total: images.length,
                  name: image.alt,
                }),
                children: (
                  <ResponsiveImage
                    src={image.src}
                    set="thumb"
                    alt=""
                    aspectRatio={4 / 3}
                    sizes="96px"
                  />
                ),
              })}
            </li>
          ))}
        </Thumbs>
      ) : null}
    </Root>
  );
}

import { Slot } from '@radix-ui/react-slot';
import type { ReactElement, ReactNode } from 'react';
import { css, styled } from '../styles/stitches.config';
import { focusRing } from './focus-ring';
import type { ImageSizeSet } from './image-sizes';
import { ResponsiveImage } from './responsive-image';

const Tile = styled('article', {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
});

const Media = styled('div', {
  borderRadius: '$2',
  overflow: 'hidden',
  '& img': { transition: 'transform $standard' },
  [`${Tile}:hover & img`]: { '@motion': { transform: 'scale(1.03)' } },
});

const Placeholder = styled('span', { display: 'block', backgroundColor: '$primarySubtle' });

const Title = styled('h3', {
  margin: 0,
  fontSize: '$5',
  fontWeight: '$regular',
});

const Note = styled('p', { margin: 0, fontSize: '$2', color: '$textMuted' });

const stretchedLink = css({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  '&::after': { content: "''", position: 'absolute', inset: 0, borderRadius: '$2' },
  '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  '&:focus-visible::after': focusRing,
});

export type ImageTileProps = {
  /** The link, whose text is the tile's title; stretched over the whole tile. */
  link: ReactElement;
  /** Base url in `set`; a plain panel of the same shape when there is none. */
  image: string | null;
  set: ImageSizeSet;
  aspectRatio: number;
  note?: ReactNode;
  sizes?: string;
};

/** A picture with a title under it, all one link: a category or collection. */
export function ImageTile({ link, image, set, aspectRatio, note, sizes }: ImageTileProps) {
  return (
    <Tile>
      <Media>
        {image ? (
          <ResponsiveImage
            src={image}
            set={set}
            alt=""
            aspectRatio={aspectRatio}
            {...(sizes ? { sizes } : {})}
          />
        ) : (
          <Placeholder style={{ aspectRatio: String(aspectRatio) }} />
        )}
      </Media>
      <Title>
        <Slot className={stretchedLink()}>{link}</Slot>
      </Title>
      {note ? <Note>{note}</Note> : null}
    </Tile>
  );
}

/** Tiles in rows: one column on phones, two from 600 px, three from 960 px. */
export const TileGrid = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '$5',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@sm': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '@md': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
});

/** Square pictures with captions: two to a row on phones, four from 960 px. */
export const PhotoGrid = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '$3',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@md': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: '$4' },
  '& figure': { margin: 0, display: 'flex', flexDirection: 'column', gap: '$2' },
  '& figcaption': { fontSize: '$2', color: '$textMuted' },
  '& figure > span': { borderRadius: '$2' },
});

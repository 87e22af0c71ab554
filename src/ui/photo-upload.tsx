import { styled } from '../styles/stitches.config';

/**
 * The pieces of a photo upload (the photos of a return's items): a file picker, the grid of
 * photos sent, and an item's section with its thumbnail.
 */

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

/** The photos sent, three to a row, without the list's bullets. */
export const PhotoGrid = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '$2',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@sm': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
});

/** One photo of a `PhotoGrid`: a square, framed picture with its actions under it. */
export const PhotoTile = styled('li', {
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

/** One item's photos: a section with a rule below it, except the last of its list. */
export const UploadSection = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  paddingBottom: '$4',
  borderBottom: '1px solid $border',
  '&:last-of-type': { borderBottom: 0, paddingBottom: 0 },
});

/** An item's small square picture (56 px) beside its name. */
export const UploadThumb = styled('div', {
  width: 56,
  flexShrink: 0,
  borderRadius: '$2',
  overflow: 'hidden',
});

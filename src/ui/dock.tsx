import { styled } from '../styles/stitches.config';
import { Stack } from './layout';

/**
 * A panel fixed to the bottom of the window, over the page (a developer tool's): the width of
 * the window on phones, 380 px on the right from `md` up. Expanded, it takes at most 45 % of
 * the window's height (70 % from `md` up) and its `DockBody` scrolls.
 */
export const Dock = styled(Stack, {
  position: 'fixed',
  zIndex: 2147483000,
  right: '$2',
  bottom: '$2',
  left: '$2',
  padding: '$2 $3',
  backgroundColor: '$surface',
  color: '$text',
  border: '1px solid $borderStrong',
  borderRadius: '$3',
  boxShadow: '0 6px 24px rgba(0, 0, 0, 0.18)',
  fontSize: '14px',
  '@md': { left: 'auto', width: '380px' },
  variants: {
    expanded: {
      true: { maxHeight: '45vh', '@md': { maxHeight: '70vh' } },
      false: { maxHeight: 'none' },
    },
  },
  defaultVariants: { expanded: false },
});

/** The scrolling part of an expanded `Dock`. */
export const DockBody = styled(Stack, { overflow: 'auto', minHeight: 0 });

/** One entry of a `Dock` (a running actor), on the page's background. */
export const DockCard = styled(Stack, {
  padding: '$2 $3',
  border: '1px solid $border',
  borderRadius: '$2',
  backgroundColor: '$background',
});

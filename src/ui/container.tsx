import { styled } from '../styles/stitches.config';

/** Centred content column: at most 1200 px wide with the 16 px side gutter (spec section 9). */
export const Container = styled('div', {
  width: '100%',
  maxWidth: '$container',
  mx: 'auto',
  px: '$gutter',
});

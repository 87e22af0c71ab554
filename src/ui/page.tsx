import { styled } from '../styles/stitches.config';

/** Outer page frame: at most 1312 px wide, for full-bleed bands that still stop on wide screens. */
export const Page = styled('div', {
  width: '100%',
  maxWidth: '$page',
  mx: 'auto',
  px: '$gutter',
});

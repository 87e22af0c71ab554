import { useId } from 'react';
import type { ReactNode } from 'react';
import { css, styled } from '../styles/stitches.config';
import { focusRing } from './focus-ring';

/** The theme's wave graphic (spec section 9), served with the static assets (public/wave.svg). */
export const WAVE_GRAPHIC_URL = '/wave.svg';

/**
 * The site footer: link columns, then a bottom row with the copyright and social links. Its top
 * edge is the theme's wave, a background in space the footer already has (nothing moves when
 * it arrives).
 */
export const FooterBand = styled('footer', {
  marginTop: '$section',
  backgroundColor: '$surface',
  backgroundImage: `url(${WAVE_GRAPHIC_URL})`,
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'top center',
  backgroundSize: '100% 48px',
  color: '$text',
  fontSize: '$2',
  // Laid out and painted only when it comes near the viewport (decision 146).
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 480px',
});

export const FooterInner = styled('div', {
  maxWidth: '$container',
  mx: 'auto',
  px: '$gutter',
  // Below the wave.
  paddingTop: '$8',
  paddingBottom: '$5',
});

export const FooterColumns = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '$6 $5',
  '@sm': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  '@md': { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
});

const ColumnTitle = styled('h2', {
  margin: '0 0 $2',
  fontSize: '$3',
  fontWeight: '$bold',
  color: '$text',
});

const LinkList = styled('ul', {
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export type FooterColumnProps = { title: ReactNode; children: ReactNode };

/** A titled list of links; pass `<li>` items as children. */
export function FooterColumn({ title, children }: FooterColumnProps) {
  const id = useId();
  return (
    <nav aria-labelledby={id}>
      <ColumnTitle id={id}>{title}</ColumnTitle>
      <LinkList>{children}</LinkList>
    </nav>
  );
}

/** Class for a footer link: a 32 px row, underlined on hover. */
export const footerLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  minHeight: '32px',
  color: '$text',
  textDecoration: 'none',
  borderRadius: '$1',
  '&:hover': { color: '$primary', textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  '&:focus-visible': focusRing,
});

export const FooterBottom = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3 $5',
  marginTop: '$7',
  paddingTop: '$4',
  borderTop: '1px solid $border',
  color: '$textMuted',
  '& p': { margin: 0 },
});

export const SocialList = styled('ul', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$1 $4',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

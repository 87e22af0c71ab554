import type { ReactNode } from 'react';
import { css, styled } from '../styles/stitches.config';

/** The page frame: skip link, header band, main region and footer band. */
export const SkipLink = styled('a', {
  position: 'absolute',
  left: '$4',
  top: '-100px',
  zIndex: '$snackbar',
  padding: '$2 $4',
  backgroundColor: '$primary',
  color: '$onPrimary',
  borderRadius: '$2',
  '&:focus': { top: '$2' },
});

export const HeaderBand = styled('header', {
  borderBottom: '1px solid $border',
  backgroundColor: '$background',
});

export const FrameInner = styled('div', {
  maxWidth: '$container',
  mx: 'auto',
  px: '$gutter',
  py: '$4',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$4',
  flexWrap: 'wrap',
});

/** Class for the brand link; a function so router links can take it as className. */
export const brandLink = css({
  fontSize: '$6',
  fontWeight: '$bold',
  letterSpacing: '0.02em',
  color: '$primary',
  textDecoration: 'none',
});

export const MainRegion = styled('main', {
  minHeight: '60vh',
  outline: 'none',
});

export const FooterBand = styled('footer', {
  marginTop: '$section',
  borderTop: '1px solid $border',
  backgroundColor: '$surface',
  color: '$textMuted',
  fontSize: '$2',
});

export const PageHeading = styled('h1', {
  fontSize: '$7',
  fontWeight: '$light',
  color: '$text',
  marginBottom: '$4',
  '@xs': { fontSize: '$6' },
  variants: {
    /** No room below: the page's column spaces it. */
    flush: { true: { marginBottom: 0 } },
    /**
     * The page moves focus here on arrival (with `tabIndex={-1}`) so a screen reader reads it
     * out: no focus ring, as it is not a control.
     */
    focusTarget: { true: { outline: 'none' } },
  },
});

export const Prose = styled('div', {
  maxWidth: '$container',
  mx: 'auto',
  px: '$gutter',
  py: '$section',
  '& p': { maxWidth: '70ch' },
  '@xs': { py: '$6' },
});

export function CenteredMessage({ children }: { children: ReactNode }) {
  return <Prose css={{ textAlign: 'center', '& p': { mx: 'auto' } }}>{children}</Prose>;
}

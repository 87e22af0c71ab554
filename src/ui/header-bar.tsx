import type { ComponentPropsWithRef } from 'react';
import { css, styled } from '../styles/stitches.config';
import { focusRing } from './focus-ring';

/**
 * Pieces of the site header: the band, its main row, the action buttons and links (search,
 * location, account, cart) and the quick-link row. Below 1056 px the action labels are read but
 * not drawn; below 960 px the category navigation gives way to the menu button.
 */
export const HeaderBand = styled('header', {
  position: 'relative',
  zIndex: '$header',
  backgroundColor: '$background',
  borderBottom: '1px solid $border',
});

export const HeaderMainRow = styled('div', {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '$1',
  maxWidth: '$container',
  height: '64px',
  mx: 'auto',
  px: '$gutter',
  '@xs': { height: '56px', px: '$2' },
});

/** Holds the menu button; only below 960 px, where the drawer replaces the category bar. */
export const HeaderMenuSlot = styled('div', {
  display: 'flex',
  '@md': { display: 'none' },
});

/** Holds the category bar; from 960 px up. */
export const HeaderNavSlot = styled('div', {
  display: 'none',
  alignItems: 'center',
  marginLeft: '$5',
  '@md': { display: 'flex' },
});

export const HeaderActions = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$1',
  marginLeft: 'auto',
  '@xs': { gap: 0 },
});

export const brandLogo = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '$control',
  px: '$2',
  fontSize: '$6',
  fontWeight: '$bold',
  letterSpacing: '0.04em',
  color: '$primary',
  textDecoration: 'none',
  borderRadius: '$2',
  '&:focus-visible': focusRing,
});

/** Class for header action buttons and links: icon first, then a label that shows from 1056 px. */
export const headerAction = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  minWidth: '$control',
  minHeight: '$control',
  margin: 0,
  px: '$2',
  border: 'none',
  borderRadius: '$2',
  backgroundColor: 'transparent',
  color: '$text',
  fontFamily: '$body',
  fontSize: '$2',
  fontWeight: '$regular',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: 'background-color $fast, color $fast',
  '&:hover': { backgroundColor: '$surface', color: '$primary' },
  '&:focus-visible': focusRing,
  '&[aria-expanded="true"]': { color: '$primary', backgroundColor: '$primarySubtle' },
  '&[aria-disabled="true"]': {
    color: '$textSubtle',
    cursor: 'not-allowed',
    '&:hover': { backgroundColor: 'transparent', color: '$textSubtle' },
  },
  '@xs': { px: '$1', minWidth: '40px' },
});

/** A header action label: read everywhere, drawn only from the 1056 px header breakpoint. */
export const HeaderActionLabel = styled('span', {
  maxWidth: '14ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  '@belowHeader': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    padding: 0,
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});

const CountBadgeRoot = styled('span', {
  position: 'absolute',
  top: '2px',
  right: '0',
  minWidth: '20px',
  height: '20px',
  px: '5px',
  borderRadius: '$round',
  backgroundColor: '$primary',
  color: '$onPrimary',
  fontSize: '$1',
  fontWeight: '$bold',
  lineHeight: '20px',
  textAlign: 'center',
  pointerEvents: 'none',
});

/** The small count over the cart icon; hidden from assistive technology (the link says it). */
export function CountBadge({ count, ...props }: { count: number } & ComponentPropsWithRef<'span'>) {
  if (count <= 0) return null;
  return (
    <CountBadgeRoot aria-hidden="true" {...props}>
      {count > 99 ? '99+' : count}
    </CountBadgeRoot>
  );
}

/** The nine quick links under the main row; they scroll sideways on phones. */
export const QuickLinksBar = styled('nav', {
  borderTop: '1px solid $border',
});

export const QuickLinksList = styled('ul', {
  display: 'flex',
  gap: '$1',
  maxWidth: '$container',
  margin: '0 auto',
  padding: '0 $gutter',
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
  // Below 960 px the row may not fit: a shadow at an edge with more links beyond it shows that
  // it scrolls, and goes when that end is reached (the covers scroll with the links, the shadows
  // stay put). CSS only, so the server's page shows it before any script runs.
  '@belowMd': {
    background: [
      'linear-gradient(to right, $colors$background 40%, transparent) left center / 32px 100% no-repeat local',
      'linear-gradient(to left, $colors$background 40%, transparent) right center / 32px 100% no-repeat local',
      'radial-gradient(farthest-side at 0 50%, rgba(0, 77, 77, 0.35), transparent) left center / 16px 100% no-repeat scroll',
      'radial-gradient(farthest-side at 100% 50%, rgba(0, 77, 77, 0.35), transparent) right center / 16px 100% no-repeat scroll',
      '$background',
    ].join(', '),
  },
  '@xs': { px: '$2' },
});

export const quickLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '$control',
  px: '$3',
  color: '$text',
  fontSize: '$2',
  fontWeight: '$regular',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderRadius: '$2',
  '&:hover': { color: '$primary', textDecoration: 'underline', textUnderlineOffset: '0.25em' },
  '&:focus-visible': { ...focusRing, outlineOffset: '-3px' },
  '&[aria-current="page"]': { color: '$primary', fontWeight: '$bold' },
});

/** Row under the header with a link back to the parent account page. */
export const BackLinkRow = styled('div', {
  maxWidth: '$container',
  mx: 'auto',
  px: '$gutter',
  paddingTop: '$3',
});

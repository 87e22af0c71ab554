import { css, styled } from '../styles/stitches.config';
import { focusRing } from './focus-ring';

/**
 * The desktop category bar: a disclosure navigation (WAI-ARIA APG pattern). Each top-level
 * category is a button that shows a panel of its subcategories under the header row.
 */
export const CategoryNavList = styled('ul', {
  display: 'flex',
  alignItems: 'stretch',
  gap: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const CategoryNavItem = styled('li', {
  display: 'flex',
  alignItems: 'center',
});

export const categoryNavTrigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  minHeight: '$control',
  margin: 0,
  px: '$3',
  border: 'none',
  borderRadius: '$2',
  backgroundColor: 'transparent',
  color: '$text',
  fontFamily: '$body',
  fontSize: '$3',
  fontWeight: '$regular',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '& svg': { transition: 'transform $fast' },
  '&:hover': { color: '$primary' },
  '&:focus-visible': focusRing,
  '&[aria-expanded="true"]': {
    color: '$primary',
    boxShadow: 'inset 0 -3px 0 $colors$primary',
    borderRadius: 0,
    '& svg': { transform: 'rotate(180deg)' },
  },
});

/** The panel under the header row; `hidden` while its category is closed. */
export const CategoryNavPanel = styled('div', {
  position: 'absolute',
  top: '100%',
  left: '$gutter',
  right: '$gutter',
  zIndex: '$popover',
  maxHeight: 'calc(100vh - 140px)',
  overflowY: 'auto',
  padding: '$5 $6 $6',
  backgroundColor: '$background',
  border: '1px solid $border',
  borderTop: 'none',
  borderRadius: '0 0 $3 $3',
  boxShadow: '$popover',
  '&[hidden]': { display: 'none' },
});

export const CategoryPanelGrid = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: '$5 $6',
  margin: '$4 0 0',
  padding: 0,
  listStyle: 'none',
});

export const CategoryPanelSubList = styled('ul', {
  margin: '$1 0 0',
  padding: 0,
  listStyle: 'none',
});

export const categoryPanelLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '32px',
  color: '$text',
  textDecoration: 'none',
  borderRadius: '$1',
  '&:hover': { color: '$primary', textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  '&:focus-visible': focusRing,
  variants: {
    level: {
      all: { fontWeight: '$bold', color: '$primary', fontSize: '$4' },
      sub: { fontWeight: '$bold', fontSize: '$3' },
      subsub: { fontWeight: '$light', fontSize: '$2', color: '$textMuted', minHeight: '28px' },
    },
  },
  defaultVariants: { level: 'sub' },
});

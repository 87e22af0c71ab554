import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { css, durations, keyframes, styled } from '../styles/stitches.config';
import { CloseButton } from './close-button';
import { focusRing } from './focus-ring';
import { m } from '../i18n/paraglide/messages.js';

const timing = `${durations.transition}ms ease`;

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const slideOut = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(-100%)' } });

const Overlay = styled(DialogPrimitive.Overlay, {
  position: 'fixed',
  inset: 0,
  zIndex: '$dialog',
  backgroundColor: '$overlay',
  '@motion': {
    '&[data-state="open"]': { animation: `${fadeIn} ${timing}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${timing}` },
  },
});

const Content = styled(DialogPrimitive.Content, {
  position: 'fixed',
  zIndex: '$dialog',
  top: 0,
  bottom: 0,
  left: 0,
  display: 'flex',
  flexDirection: 'column',
  width: 'min(400px, calc(100vw - 40px))',
  backgroundColor: '$background',
  color: '$text',
  boxShadow: '$dialog',
  '&:focus': { outline: 'none' },
  '@motion': {
    '&[data-state="open"]': { animation: `${slideIn} ${timing}` },
    '&[data-state="closed"]': { animation: `${slideOut} ${timing}` },
  },
});

const Header = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  minHeight: '56px',
  padding: '$1 $2 $1 $5',
  borderBottom: '1px solid $border',
});

const Title = styled(DialogPrimitive.Title, {
  fontSize: '$5',
  fontWeight: '$regular',
});

const Body = styled('div', {
  flex: 1,
  overflowY: 'auto',
  paddingBottom: '$5',
});

export type DrawerProps = {
  /** Names the drawer for assistive technology and shows at its top. */
  title: ReactNode;
  children?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  closeLabel?: string;
  /**
   * Where focus goes on close; call `preventDefault()` to move it yourself. By default it goes
   * back to whatever had focus when the drawer opened (there is no Radix trigger to return to).
   */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * A modal panel sliding in from the left (the mobile menu): focus is trapped inside, Escape,
 * the overlay and the Close button dismiss it, and focus returns to what opened it.
 */
export function Drawer({
  title,
  children,
  open,
  onOpenChange,
  closeLabel = m.ui_close(),
  onCloseAutoFocus,
}: DrawerProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <Overlay />
        <Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
          }}
        >
          <Header>
            <Title>{title}</Title>
            <DialogPrimitive.Close asChild>
              <CloseButton label={closeLabel} />
            </DialogPrimitive.Close>
          </Header>
          <Body>{children}</Body>
        </Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Lists of rows inside a drawer. */
export const DrawerList = styled('ul', {
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const DrawerSectionTitle = styled('h3', {
  margin: 0,
  padding: '$5 $5 $2',
  fontSize: '$5',
  fontWeight: '$bold',
  '&:focus': { outline: 'none' },
  '&:focus-visible': { ...focusRing, outlineOffset: '-3px' },
});

/** Class for a full-width row (a link or a button) in a drawer list. */
export const drawerRow = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  width: '100%',
  minHeight: '52px',
  margin: 0,
  padding: '$2 $5',
  border: 'none',
  borderBottom: '1px solid $border',
  backgroundColor: 'transparent',
  color: '$text',
  fontFamily: '$body',
  fontSize: '$4',
  fontWeight: '$regular',
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '$surface', color: '$primary' },
  '&:focus-visible': { ...focusRing, outlineOffset: '-3px' },
  '& > span': { display: 'inline-flex', alignItems: 'center', gap: '$2' },
  variants: {
    tone: {
      default: {},
      back: {
        color: '$primary',
        fontSize: '$3',
        fontWeight: '$bold',
        justifyContent: 'flex-start',
      },
      secondary: { fontSize: '$3', borderBottom: 'none', minHeight: '48px' },
      strong: { fontWeight: '$bold', color: '$primary' },
    },
  },
  defaultVariants: { tone: 'default' },
});

export const DrawerDivider = styled('hr', {
  height: '8px',
  margin: 0,
  border: 'none',
  backgroundColor: '$surface',
});

import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { durations, keyframes, styled } from '../styles/stitches.config';
import { CloseButton } from './close-button';
import { m } from '../i18n/paraglide/messages.js';

const timing = `${durations.transition}ms ease`;

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const contentIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.96)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});
const contentOut = keyframes({
  from: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
  to: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.96)' },
});
const sheetIn = keyframes({
  from: { transform: 'translateY(24px)', opacity: 0 },
  to: { transform: 'translateY(0)', opacity: 1 },
});
const sheetOut = keyframes({
  from: { transform: 'translateY(0)', opacity: 1 },
  to: { transform: 'translateY(24px)', opacity: 0 },
});

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
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  display: 'flex',
  flexDirection: 'column',
  width: 'calc(100vw - 32px)',
  maxHeight: 'calc(100dvh - 32px)',
  backgroundColor: '$background',
  color: '$text',
  borderRadius: '$3',
  boxShadow: '$dialog',
  '&:focus': { outline: 'none' },
  '@motion': {
    '&[data-state="open"]': { animation: `${contentIn} ${timing}` },
    '&[data-state="closed"]': { animation: `${contentOut} ${timing}` },
  },
  // Phones get the whole screen: a centred card leaves no room for content there.
  '@xs': {
    inset: 0,
    transform: 'none',
    width: '100%',
    maxWidth: 'none',
    height: '100dvh',
    maxHeight: 'none',
    borderRadius: 0,
    '@motion': {
      '&[data-state="open"]': { animation: `${sheetIn} ${timing}` },
      '&[data-state="closed"]': { animation: `${sheetOut} ${timing}` },
    },
  },
  variants: {
    size: {
      sm: { maxWidth: '420px' },
      md: { maxWidth: '560px' },
      lg: { maxWidth: '800px' },
    },
  },
  defaultVariants: { size: 'md' },
});

const Header = styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '$3',
  // Room on the right and top for the close button's focus ring, even full screen.
  padding: '$3 $3 0 $5',
});

const Title = styled(DialogPrimitive.Title, {
  paddingTop: '6px',
  fontSize: '$6',
  fontWeight: '$regular',
  lineHeight: '$tight',
});

const Body = styled('div', {
  flex: 1,
  overflowY: 'auto',
  padding: '$3 $5 $5',
});

const Description = styled(DialogPrimitive.Description, {
  margin: '0 0 $4',
  color: '$textMuted',
});

const Footer = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: '$3',
  padding: '$4 $5',
  borderTop: '1px solid $border',
  '@xs': { flexDirection: 'column-reverse', '& > *': { width: '100%' } },
});

export type DialogProps = {
  /** Heading read out when the dialog opens; required so the dialog has a name. */
  title: ReactNode;
  /** Short explanation under the title, announced with it. */
  description?: ReactNode;
  /** The element that opens the dialog (a Button); focus returns to it on close. */
  trigger?: ReactNode;
  children?: ReactNode;
  /** Actions shown at the bottom, e.g. Cancel and Confirm buttons (wrap in `DialogClose`). */
  footer?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name of the close button. */
  closeLabel?: string;
  contentProps?: Omit<
    ComponentPropsWithRef<typeof DialogPrimitive.Content>,
    'children' | 'asChild' | 'title'
  >;
};

/**
 * Modal dialog: focus is trapped inside, Escape and the Close button dismiss it, and focus
 * goes back to what opened it. Full screen below 600 px.
 */
export function Dialog({
  title,
  description,
  trigger,
  children,
  footer,
  open,
  defaultOpen,
  onOpenChange,
  size = 'md',
  closeLabel = m.ui_close(),
  contentProps,
}: DialogProps) {
  const rootProps = {
    ...(open !== undefined && { open }),
    ...(defaultOpen !== undefined && { defaultOpen }),
    ...(onOpenChange && { onOpenChange }),
  };
  return (
    <DialogPrimitive.Root {...rootProps}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <Overlay />
        <Content
          size={size}
          {...contentProps}
          // Without a description Radix would warn; say there is none instead.
          {...(description === undefined &&
            contentProps?.['aria-describedby'] === undefined && { 'aria-describedby': undefined })}
        >
          <Header>
            <Title>{title}</Title>
            <DialogPrimitive.Close asChild>
              <CloseButton label={closeLabel} />
            </DialogPrimitive.Close>
          </Header>
          <Body>
            {description !== undefined ? <Description>{description}</Description> : null}
            {children}
          </Body>
          {footer ? <Footer>{footer}</Footer> : null}
        </Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Wrap a footer button so pressing it closes the dialog. */
export const DialogClose = DialogPrimitive.Close;

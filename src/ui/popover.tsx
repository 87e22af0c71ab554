import * as PopoverPrimitive from '@radix-ui/react-popover';
import { useId } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { durations, keyframes, styled } from '../styles/stitches.config';
import { CloseButton } from './close-button';
import { m } from '../i18n/paraglide/messages.js';

const timing = `${durations.fast}ms ease`;

const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'scale(1)' },
});
const popOut = keyframes({
  from: { opacity: 1, transform: 'scale(1)' },
  to: { opacity: 0, transform: 'scale(0.96)' },
});

const Content = styled(PopoverPrimitive.Content, {
  zIndex: '$popover',
  width: 'max-content',
  maxWidth: 'min(360px, calc(100vw - 16px))',
  maxHeight: 'var(--radix-popover-content-available-height)',
  overflowY: 'auto',
  padding: '$4',
  backgroundColor: '$background',
  color: '$text',
  border: '1px solid $border',
  borderRadius: '$3',
  boxShadow: '$popover',
  transformOrigin: 'var(--radix-popover-content-transform-origin)',
  '&:focus': { outline: 'none' },
  '&:focus-visible': { outline: '3px solid $focus', outlineOffset: '2px' },
  '@motion': {
    '&[data-state="open"]': { animation: `${popIn} ${timing}` },
    '&[data-state="closed"]': { animation: `${popOut} ${timing}` },
  },
  variants: {
    hasClose: {
      // Enough room for the close button's focus ring inside the scrolling panel.
      true: { paddingTop: '$2', paddingRight: '$2' },
    },
  },
});

const Arrow = styled(PopoverPrimitive.Arrow, {
  fill: '$background',
  // The arrow sits over the border; a drop-shadow gives it the same outline.
  filter: 'drop-shadow(0 1px 0 #d6d6d6)',
});

const Header = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  minHeight: '$control',
});

const Title = styled('p', {
  margin: 0,
  fontSize: '$4',
  fontWeight: '$bold',
});

const Body = styled('div', {
  variants: { hasClose: { true: { paddingRight: '$2', paddingBottom: '$2' } } },
});

type PopoverName =
  /** Visible heading that names the popover. */
  | { title: ReactNode; label?: never }
  /** Name read to assistive technology when there is no visible heading. */
  | { label: string; title?: never };

export type PopoverProps = PopoverName & {
  /** The element that toggles the popover (a Button); focus returns to it on close. */
  trigger: ReactNode;
  children?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Show a Close button in the corner (Escape and clicking outside always close it). */
  showClose?: boolean;
  closeLabel?: string;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  contentProps?: Omit<
    ComponentPropsWithRef<typeof PopoverPrimitive.Content>,
    'children' | 'asChild' | 'side' | 'align'
  >;
};

/** Non-modal panel anchored to its trigger, with an arrow and an optional close button. */
export function Popover({
  title,
  label,
  trigger,
  children,
  open,
  defaultOpen,
  onOpenChange,
  showClose = true,
  closeLabel = m.ui_close(),
  side = 'bottom',
  align = 'center',
  contentProps,
}: PopoverProps) {
  const titleId = useId();
  const rootProps = {
    ...(open !== undefined && { open }),
    ...(defaultOpen !== undefined && { defaultOpen }),
    ...(onOpenChange && { onOpenChange }),
  };
  const close = showClose ? (
    <PopoverPrimitive.Close asChild>
      <CloseButton label={closeLabel} />
    </PopoverPrimitive.Close>
  ) : null;
  const hasTitle = title !== undefined && title !== null;
  return (
    <PopoverPrimitive.Root {...rootProps}>
      <PopoverPrimitive.Trigger asChild>{trigger}</PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <Content
          side={side}
          align={align}
          sideOffset={8}
          collisionPadding={8}
          hasClose={showClose}
          {...(hasTitle ? { 'aria-labelledby': titleId } : { 'aria-label': label })}
          {...contentProps}
        >
          {hasTitle || showClose ? (
            <Header>
              {hasTitle ? <Title id={titleId}>{title}</Title> : <span />}
              {close}
            </Header>
          ) : null}
          <Body hasClose={showClose}>{children}</Body>
          <Arrow width={16} height={8} />
        </Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}

/** Wrap a button inside the popover so pressing it closes the popover. */
export const PopoverClose = PopoverPrimitive.Close;

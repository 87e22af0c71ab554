import type { ComponentPropsWithRef, ReactNode } from 'react';
import { durations, keyframes, styled } from '../styles/stitches.config';
import { CloseButton } from './close-button';
import { m } from '../i18n/paraglide/messages.js';

const dropIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-8px)' },
  to: { opacity: 1, transform: 'none' },
});

const Root = styled('div', {
  position: 'fixed',
  top: '$4',
  right: '$4',
  zIndex: '$popover',
  width: '340px',
  maxWidth: 'calc(100vw - 16px)',
  padding: '$2 $2 $4 $4',
  backgroundColor: '$background',
  color: '$text',
  border: '1px solid $border',
  borderRadius: '$3',
  boxShadow: '$popover',
  '&:focus': { outline: 'none' },
  '@motion': { animation: `${dropIn} ${durations.fast}ms ease` },
  '@xs': { top: '$2', right: '$2', left: '$2', width: 'auto' },
});

const Header = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
});

const Title = styled('h2', {
  margin: 0,
  fontSize: '$4',
  fontWeight: '$bold',
});

const Body = styled('div', {
  paddingRight: '$2',
  '& p': { margin: '0 0 $3', color: '$textMuted' },
});

export const FloatingPanelActions = styled('div', {
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '$2',
});

export type FloatingPanelProps = Omit<ComponentPropsWithRef<'div'>, 'title'> & {
  title: ReactNode;
  titleId: string;
  onClose: () => void;
  closeLabel?: string;
  children?: ReactNode;
};

/**
 * A small non-modal panel pinned to the top right of the window (the cart pop-up). The caller
 * decides when it closes: scrolling, clicking away, Escape or one of its buttons.
 */
export function FloatingPanel({
  title,
  titleId,
  onClose,
  closeLabel = m.ui_close(),
  children,
  ...props
}: FloatingPanelProps) {
  return (
    <Root role="dialog" aria-labelledby={titleId} tabIndex={-1} {...props}>
      <Header>
        <Title id={titleId}>{title}</Title>
        <CloseButton label={closeLabel} onClick={onClose} />
      </Header>
      <Body>{children}</Body>
    </Root>
  );
}

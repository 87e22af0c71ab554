import type { ComponentPropsWithRef, ReactNode } from 'react';
import { css, durations, keyframes, styled } from '../styles/stitches.config';
import { PauseIcon, PlayIcon } from './shell-icons';
import { m } from '../i18n/paraglide/messages.js';

/** How long each promo message shows before the next (spec section 9). */
export const PROMO_ROTATION_MS = durations.promoRotation;

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const Frame = styled('div', {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  // At least 40 px; a message that needs two lines on a phone wraps inside it (no clipping).
  minHeight: '40px',
  px: '48px',
  lineHeight: '$tight',
  fontSize: '$2',
  fontWeight: '$regular',
  letterSpacing: '0.02em',
  textAlign: 'center',
  variants: {
    tone: {
      promo: { backgroundColor: '$promo', color: '$onPromo' },
      // No pause button, and the alert may take two lines on a phone: both fit the 40 px.
      alert: { backgroundColor: '$error', color: '$onPrimary', px: '$3' },
    },
  },
  defaultVariants: { tone: 'promo' },
});

const Message = styled('p', {
  margin: 0,
  overflowWrap: 'anywhere',
  textWrap: 'balance',
  '@motion': { animation: `${fadeIn} ${durations.transition}ms ease` },
});

/** Every message in one grid cell: the bar is as tall as its longest, whichever shows. */
const Stack = styled('div', {
  display: 'grid',
  minWidth: 0,
  maxWidth: '100%',
});

const StackedMessage = styled('p', {
  gridArea: '1 / 1',
  margin: 0,
  overflowWrap: 'anywhere',
  textWrap: 'balance',
  '&[data-current="false"]': { visibility: 'hidden' },
  '@motion': {
    '&[data-current="true"]': { animation: `${fadeIn} ${durations.transition}ms ease` },
  },
});

const onDarkFocus = {
  outline: '2px solid currentColor',
  outlineOffset: '-4px',
} as const;

/** Class for a link drawn on the promo bar (the billing alert). */
export const promoBarLink = css({
  color: 'inherit',
  fontWeight: '$bold',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: '$1',
  // Two lines on a phone (and their focus ring) within the bar's 40 px.
  padding: '2px $1',
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 0 },
});

const Toggle = styled('button', {
  position: 'absolute',
  top: 0,
  right: '$1',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: '$2',
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&:hover': { backgroundColor: 'rgba(255, 255, 255, 0.16)' },
  '&:focus-visible': onDarkFocus,
});

export type PromoBarFrameProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  tone?: 'promo' | 'alert';
  /** The message or link shown; its `key` changes replay the fade. */
  children: ReactNode;
  /** Pause/play control for rotating messages (WCAG 2.2.2). */
  rotation?: { paused: boolean; onToggle: () => void; pauseLabel?: string; playLabel?: string };
};

/** The thin band above the header: rotating promotions, or an alert in their place. */
export function PromoBarFrame({
  tone = 'promo',
  children,
  rotation,
  ...props
}: PromoBarFrameProps) {
  return (
    <Frame tone={tone} {...props}>
      {children}
      {rotation ? (
        <Toggle
          type="button"
          aria-label={
            rotation.paused
              ? (rotation.playLabel ?? m.ui_promo_play())
              : (rotation.pauseLabel ?? m.ui_promo_pause())
          }
          onClick={rotation.onToggle}
        >
          {rotation.paused ? <PlayIcon /> : <PauseIcon />}
        </Toggle>
      ) : null}
    </Frame>
  );
}

export const PromoMessage = Message;

/**
 * The rotating messages, the `current` one shown. All of them are laid out in the same place, so
 * the bar keeps one height while they rotate (a longer message that wraps on a phone moves
 * nothing below it); the hidden ones are out of the accessibility tree.
 */
export function PromoMessages({
  messages,
  current,
}: {
  messages: readonly string[];
  current: number;
}) {
  return (
    <Stack aria-live="off">
      {messages.map((message, index) => (
        <StackedMessage
          key={message}
          data-current={index === current}
          data-testid={index === current ? 'promo-message' : undefined}
        >
          {message}
        </StackedMessage>
      ))}
    </Stack>
  );
}

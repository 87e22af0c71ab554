import type { ComponentPropsWithRef } from 'react';
import { keyframes, styled } from '../styles/stitches.config';
import { VisuallyHidden } from './visually-hidden';
import { m } from '../i18n/paraglide/messages.js';

/** The loading message of spec section 8, in English (as stories and tests read it). */
export const LOADING_MESSAGE = 'Loading please wait...';

/** The loading message of spec section 8 in the page's language (decision 178). */
export function loadingMessage(): string {
  return m.ui_loading_wait();
}

const spin = keyframes({
  from: { transform: 'rotate(0deg)' },
  to: { transform: 'rotate(360deg)' },
});

const Glyph = styled('svg', {
  flexShrink: 0,
  color: 'currentColor',
  '@motion': { animation: `${spin} 800ms linear infinite` },
  variants: {
    size: {
      sm: { width: 16, height: 16 },
      md: { width: 24, height: 24 },
      lg: { width: 40, height: 40 },
    },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerGlyphProps = { size?: 'sm' | 'md' | 'lg' };

/** The spinning ring alone, hidden from assistive technology; the caller supplies the words. */
export function SpinnerGlyph({ size = 'md' }: SpinnerGlyphProps) {
  return (
    <Glyph size={size} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path
        d="M22 12a10 10 0 0 0-10-10"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </Glyph>
  );
}

const SpinnerRoot = styled('div', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$3',
  color: '$primary',
  variants: {
    layout: {
      inline: {},
      block: { display: 'flex', flexDirection: 'column', justifyContent: 'center', py: '$6' },
    },
  },
});

const SpinnerText = styled('span', {
  color: '$text',
  fontSize: '$3',
});

export type SpinnerProps = Omit<ComponentPropsWithRef<'div'>, 'children' | 'role'> & {
  /** What is announced and, unless `compact`, shown. */
  label?: string;
  /** Only the ring; the label is still read to assistive technology. */
  compact?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** `block` centres the spinner in its own padded row, for whole-page or panel loading. */
  layout?: 'inline' | 'block';
};

/** Loading indicator: a live status region that reads "Loading please wait...". */
export function Spinner({
  label = loadingMessage(),
  compact = false,
  size,
  layout = 'inline',
  ...props
}: SpinnerProps) {
  return (
    <SpinnerRoot role="status" layout={layout} {...props}>
      <SpinnerGlyph size={size ?? (compact ? 'md' : 'lg')} />
      {compact ? <VisuallyHidden>{label}</VisuallyHidden> : <SpinnerText>{label}</SpinnerText>}
    </SpinnerRoot>
  );
}

import { Slot, Slottable } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef } from 'react';
import { css } from '../styles/stitches.config';
import { focusRing } from './focus-ring';
import { SpinnerGlyph } from './spinner';
import { VisuallyHidden } from './visually-hidden';
import { m } from '../i18n/paraglide/messages.js';

const buttonStyles = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  minHeight: '$control',
  minWidth: '$control',
  margin: 0,
  border: '2px solid transparent',
  borderRadius: '$2',
  fontFamily: '$body',
  fontWeight: '$bold',
  lineHeight: '$tight',
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: 'background-color $fast, border-color $fast, color $fast',
  '&:focus-visible': focusRing,
  '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed' },
  '&[aria-busy="true"]': { cursor: 'progress' },

  variants: {
    variant: {
      primary: {
        backgroundColor: '$primary',
        color: '$onPrimary',
        '&:hover:not(:disabled)': { backgroundColor: '$primaryHover' },
        '&:active:not(:disabled)': { backgroundColor: '$primaryActive' },
        '&:disabled': { backgroundColor: '$border', color: '$textMuted' },
      },
      secondary: {
        backgroundColor: '$background',
        color: '$primary',
        borderColor: '$primary',
        '&:hover:not(:disabled)': { backgroundColor: '$primarySubtle' },
        '&:active:not(:disabled)': { borderColor: '$primaryActive', color: '$primaryActive' },
        '&:disabled': { borderColor: '$border', color: '$textMuted' },
      },
      text: {
        backgroundColor: 'transparent',
        color: '$primary',
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        px: '$2',
        '&:hover:not(:disabled)': { color: '$primaryHover', textDecorationThickness: '2px' },
        '&:disabled': { color: '$textMuted' },
      },
    },
    size: {
      sm: { fontSize: '$2', px: '$4' },
      md: { fontSize: '$3', px: '$5' },
      lg: { fontSize: '$4', px: '$6', minHeight: '52px' },
    },
    fullWidth: {
      true: { width: '100%' },
    },
  },
  compoundVariants: [
    { variant: 'text', size: 'sm', css: { px: '$2' } },
    { variant: 'text', size: 'md', css: { px: '$2' } },
    { variant: 'text', size: 'lg', css: { px: '$3' } },
  ],
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariant = 'primary' | 'secondary' | 'text';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Disables the button and shows a spinner; `loadingLabel` is added to its accessible name. */
  loading?: boolean;
  loadingLabel?: string;
  /** Render the single child (e.g. a router link) with button styling instead of a `<button>`. */
  asChild?: boolean;
};

/** Action button with a 44 px minimum touch target. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  loadingLabel = m.ui_loading(),
  asChild = false,
  className,
  disabled,
  type,
  children,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  const styling = buttonStyles({ variant, size, fullWidth, className });
  return (
    <Comp
      {...props}
      // A button without an explicit type submits its form; only submit when asked to.
      type={asChild ? type : (type ?? 'button')}
      className={styling.className}
      disabled={asChild ? undefined : disabled || loading}
      aria-disabled={asChild && (disabled || loading) ? true : undefined}
      aria-busy={loading || undefined}
    >
      {loading ? <SpinnerGlyph size={size === 'lg' ? 'md' : 'sm'} /> : null}
      <Slottable>{children}</Slottable>
      {loading ? <VisuallyHidden>{` ${loadingLabel}`}</VisuallyHidden> : null}
    </Comp>
  );
}

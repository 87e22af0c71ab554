import type { ComponentPropsWithRef } from 'react';
import { styled } from '../styles/stitches.config';
import { focusRing } from './focus-ring';
import { CloseIcon } from './icons';
import { m } from '../i18n/paraglide/messages.js';

const CloseButtonRoot = styled('button', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '$control',
  height: '$control',
  padding: 0,
  margin: 0,
  border: 'none',
  borderRadius: '$round',
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  transition: 'background-color $fast',
  '&:hover': { backgroundColor: 'rgba(0, 0, 0, 0.08)' },
  '&:focus-visible': focusRing,
  variants: {
    tone: {
      light: {},
      dark: { '&:hover': { backgroundColor: 'rgba(255, 255, 255, 0.16)' } },
    },
  },
});

export type CloseButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children'> & {
  /** Accessible name; the button shows only an icon. */
  label?: string;
  tone?: 'light' | 'dark';
};

/** Icon-only 44 px close button used by dialogs, popovers and snackbars. */
export function CloseButton({
  label = m.ui_close(),
  tone = 'light',
  type,
  ...props
}: CloseButtonProps) {
  return (
    <CloseButtonRoot type={type ?? 'button'} aria-label={label} tone={tone} {...props}>
      <CloseIcon size={20} />
    </CloseButtonRoot>
  );
}

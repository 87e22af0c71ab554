import type { ComponentPropsWithRef, ReactNode } from 'react';
import { styled } from '../styles/stitches.config';
import { focusRing } from './focus-ring';
import { CheckIcon } from './icons';

const Chip = styled('button', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$control',
  margin: 0,
  padding: '0 $3',
  border: '1px solid $borderStrong',
  borderRadius: '$round',
  backgroundColor: '$background',
  color: '$text',
  fontFamily: '$body',
  fontSize: '$2',
  fontWeight: '$regular',
  cursor: 'pointer',
  transition: 'background-color $fast, border-color $fast',
  '&:hover': { borderColor: '$primary', backgroundColor: '$primarySubtle' },
  '&:focus-visible': focusRing,
  '&[aria-pressed="true"]': {
    borderColor: '$primary',
    backgroundColor: '$primarySubtle',
    boxShadow: 'inset 0 0 0 1px $colors$primary',
    fontWeight: '$bold',
  },
  '&:disabled': { cursor: 'not-allowed', color: '$textMuted', borderColor: '$border' },
});

const Dot = styled('span', {
  display: 'inline-block',
  width: '18px',
  height: '18px',
  flexShrink: 0,
  borderRadius: '$round',
  // A ring, so pale colours still show on white.
  boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.25)',
});

const Count = styled('span', { color: '$textMuted', fontWeight: '$regular' });

export type ToggleChipProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'color'> & {
  pressed: boolean;
  label: ReactNode;
  /** A colour dot before the label, '#rrggbb'. */
  color?: string;
  count?: number;
};

/** An on/off filter: a button with `aria-pressed`, drawn as a pill. */
export function ToggleChip({ pressed, label, color, count, type, ...props }: ToggleChipProps) {
  return (
    <Chip {...props} type={type ?? 'button'} aria-pressed={pressed}>
      {pressed ? <CheckIcon size={14} /> : null}
      {color ? <Dot aria-hidden="true" style={{ backgroundColor: color }} /> : null}
      <span>{label}</span>
      {count !== undefined ? <Count>({count})</Count> : null}
    </Chip>
  );
}

/** A row of chips: wraps on wide screens, scrolls sideways on phones so it stays one line. */
export const ChipRow = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  '@xs': {
    flexWrap: 'nowrap',
    overflowX: 'auto',
    // Full bleed to the screen edges, with room for the focus ring.
    mx: '-$gutter',
    padding: '$1 $gutter',
    scrollbarWidth: 'thin',
    '& > *': { flexShrink: 0 },
  },
});

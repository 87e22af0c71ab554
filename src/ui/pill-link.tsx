import { Slot } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef } from 'react';
import { css, styled } from '../styles/stitches.config';
import { focusRing } from './focus-ring';

const pill = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '$control',
  padding: '0 $4',
  border: '1px solid $border',
  borderRadius: '$round',
  backgroundColor: '$surface',
  color: '$text',
  fontSize: '$2',
  fontWeight: '$bold',
  textDecoration: 'none',
  transition: 'border-color $fast, background-color $fast',
  '&:hover': { borderColor: '$primary', backgroundColor: '$primarySubtle' },
  '&:focus-visible': focusRing,
});

export type PillLinkProps = ComponentPropsWithRef<'a'> & { asChild?: boolean };

/** A rounded link among a few siblings: subcategories, suggested searches. */
export function PillLink({ asChild = false, className, ...props }: PillLinkProps) {
  const Comp = asChild ? Slot : 'a';
  return <Comp {...props} className={pill({ className }).className} />;
}

export const PillList = styled('ul', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  margin: 0,
  padding: '$5 0 0',
  listStyle: 'none',
  variants: {
    align: {
      start: {},
      center: { justifyContent: 'center', paddingTop: '$2' },
    },
  },
  defaultVariants: { align: 'start' },
});

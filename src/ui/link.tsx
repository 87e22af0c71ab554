import { Slot } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef } from 'react';
import { css } from '../styles/stitches.config';
import { focusRing } from './focus-ring';

const linkStyles = css({
  color: '$primary',
  fontWeight: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: '$1',
  cursor: 'pointer',
  transition: 'color $fast',
  '&:hover': { color: '$primaryHover', textDecorationThickness: '2px' },
  '&:focus-visible': focusRing,

  variants: {
    variant: {
      /** Inside running text: always underlined so it differs from the text by more than colour. */
      inline: {},
      /** On its own line or in a list of links: a full 44 px touch target. */
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: '$2',
        minHeight: '$control',
        fontWeight: '$bold',
        textDecoration: 'none',
        '&:hover': { textDecoration: 'underline' },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type LinkProps = ComponentPropsWithRef<'a'> & {
  variant?: 'inline' | 'standalone';
  /** Style the single child instead, e.g. the router's `<Link>`. */
  asChild?: boolean;
};

/** Styled anchor for navigation; wrap a router link with `asChild`. */
export function Link({ variant = 'inline', asChild = false, className, ...props }: LinkProps) {
  const Comp = asChild ? Slot : 'a';
  return <Comp {...props} className={linkStyles({ variant, className }).className} />;
}

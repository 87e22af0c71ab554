import { Slot } from '@radix-ui/react-slot';
import { Children } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { css } from '../styles/stitches.config';
import { focusRing } from './focus-ring';
import { Cluster } from './layout';

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

/** The links under a page, side by side: each child (a router link) styled as a standalone link. */
export function PageLinks({ children }: { children: ReactNode }) {
  return (
    <Cluster gap={4}>
      {Children.map(children, (link) => (
        <Link asChild variant="standalone">
          {link}
        </Link>
      ))}
    </Cluster>
  );
}

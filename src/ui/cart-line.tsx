import type { ElementType, ReactNode } from 'react';
import { CartLineRow } from './cart-layout';
import { Stack } from './layout';
import { ResponsiveImage } from './responsive-image';

export type CartLineItemProps = {
  /** The thumbnail's address, or null for none. */
  image: string | null | undefined;
  /** The line's name (a link to the product, or plain text). */
  title: ReactNode;
  /** Under the name: way to pay, options, quantity, problems. */
  children?: ReactNode;
  /** The price column (the line total, a placeholder while pricing, or nothing). */
  price?: ReactNode;
  /** Space between the name and the details. */
  gap?: 1 | 2;
  as?: ElementType;
};

/** One cart line wherever lines are listed: thumbnail, name and details, price. */
export function CartLineItem({
  image,
  title,
  children,
  price,
  gap = 1,
  as = 'li',
}: CartLineItemProps) {
  return (
    <CartLineRow as={as}>
      <div>
        {image ? (
          <ResponsiveImage src={image} set="thumb" alt="" aspectRatio={4 / 3} sizes="120px" />
        ) : null}
      </div>
      <Stack gap={gap}>
        {title}
        {children}
      </Stack>
      <div style={{ textAlign: 'right' }}>{price}</div>
    </CartLineRow>
  );
}

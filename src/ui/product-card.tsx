import { Slot } from '@radix-ui/react-slot';
import type { ReactElement, ReactNode } from 'react';
import { css, styled } from '../styles/stitches.config';
import { Badge } from './badge';
import { focusRing } from './focus-ring';
import { Price } from './price';
import type { PriceText } from './price';
import { PRODUCT_IMAGE_RATIO } from './product-grid';
import { ResponsiveImage } from './responsive-image';
import { m } from '../i18n/paraglide/messages.js';

const Card = styled('article', {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  height: '100%',
  color: '$text',
});

const Media = styled('div', {
  position: 'relative',
  borderRadius: '$2',
  overflow: 'hidden',
  '& img': { transition: 'transform $standard' },
  [`${Card}:hover & img`]: { '@motion': { transform: 'scale(1.03)' } },
});

const Badges = styled('div', {
  position: 'absolute',
  top: '$2',
  left: '$2',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$1',
});

const Body = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
});

/** One line, always reserved, so cards with and without a maker line up. */
const Maker = styled('p', {
  margin: 0,
  minHeight: '18px',
  fontSize: '$1',
  lineHeight: '18px',
  fontWeight: '$bold',
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: '$textMuted',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** Two lines reserved and clamped, so a long name never pushes the grid around. */
const Name = styled('h3', {
  margin: 0,
  minHeight: '48px',
  fontSize: '$4',
  fontWeight: '$regular',
  lineHeight: '24px',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

const stretchedLink = css({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  '&::after': { content: "''", position: 'absolute', inset: 0, borderRadius: '$2' },
  '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  '&:focus-visible::after': focusRing,
});

const PriceLine = styled('div', { minHeight: '24px' });

const Monthly = styled('p', {
  margin: 0,
  minHeight: '21px',
  fontSize: '$2',
  lineHeight: '21px',
  color: '$textMuted',
});

export type ProductCardProps = {
  /** The product's link, whose text is its name; it is stretched over the whole card. */
  link: ReactElement;
  /** Base url of the picture in the thumb set. */
  image: string;
  imageAlt: string;
  /** Above the fold: load the picture at once. */
  priority?: boolean;
  maker?: string | null;
  /** Outright price (with its original, for the saving). */
  price: PriceText;
  /** Words before the price, e.g. 'From'. */
  priceLabel?: string;
  /** Lowest monthly price, shown as 'or from $x/mo'. */
  monthlyPrice?: PriceText | null;
  finalSale?: boolean;
  /** Extra badges over the picture. */
  badges?: ReactNode;
  headingLevel?: 'h2' | 'h3' | 'h4';
  sizes?: string;
};

/**
 * A product in a list: picture, maker, name, outright price with saving, the monthly
 * 'from' price and a final-sale tag. The whole card is one link.
 */
export function ProductCard({
  link,
  image,
  imageAlt,
  priority = false,
  maker,
  price,
  priceLabel,
  monthlyPrice,
  finalSale = false,
  badges,
  headingLevel = 'h3',
  sizes,
}: ProductCardProps) {
  return (
    <Card>
      <Media>
        <ResponsiveImage
          src={image}
          set="thumb"
          alt={imageAlt}
          aspectRatio={PRODUCT_IMAGE_RATIO}
          priority={priority}
          {...(sizes ? { sizes } : {})}
        />
        {finalSale || badges ? (
          <Badges>
            {finalSale ? <Badge tone="sale">{m.ui_final_sale()}</Badge> : null}
            {badges}
          </Badges>
        ) : null}
      </Media>
      <Body>
        <Maker>{maker ?? ''}</Maker>
        <Name as={headingLevel}>
          <Slot className={stretchedLink()}>{link}</Slot>
        </Name>
        <PriceLine>
          {priceLabel ? <span>{priceLabel} </span> : null}
          <Price value={price} />
        </PriceLine>
        <Monthly>
          {monthlyPrice ? (
            <>
              {m.ui_or_from()}
              <Price value={monthlyPrice} size="sm" />
            </>
          ) : null}
        </Monthly>
      </Body>
    </Card>
  );
}

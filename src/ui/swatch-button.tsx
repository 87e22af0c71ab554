import type { ComponentPropsWithRef } from 'react';
import { styled } from '../styles/stitches.config';
import { focusRing } from './focus-ring';
import { CheckIcon } from './icons';
import { buildSrcSet, imageUrl } from './image-sizes';
import { m } from '../i18n/paraglide/messages.js';

const Root = styled('button', {
  position: 'relative',
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$1',
  width: '80px',
  margin: 0,
  padding: '$1',
  border: 'none',
  borderRadius: '$2',
  backgroundColor: 'transparent',
  color: '$text',
  fontFamily: '$body',
  fontSize: '$1',
  lineHeight: '$tight',
  textAlign: 'center',
  cursor: 'pointer',
  '&:focus-visible': focusRing,
  '&:disabled': { cursor: 'not-allowed' },
  variants: {
    size: {
      md: {},
      sm: { width: '64px' },
    },
  },
  defaultVariants: { size: 'md' },
});

const Picture = styled('span', {
  position: 'relative',
  display: 'block',
  width: '56px',
  height: '56px',
  borderRadius: '$round',
  overflow: 'hidden',
  backgroundColor: '$surface',
  boxShadow: '0 0 0 1px $colors$border',
  transition: 'box-shadow $fast',
  '& img': { width: '100%', height: '100%', objectFit: 'cover' },
  [`${Root}:hover &`]: { boxShadow: '0 0 0 2px $colors$borderStrong' },
  [`${Root}[aria-pressed="true"] &`]: {
    boxShadow: '0 0 0 2px $colors$background, 0 0 0 4px $colors$primary',
  },
  variants: {
    unavailable: {
      true: {
        opacity: 0.55,
        // A diagonal strike through the fabric: unavailable here, still shown.
        '&::after': {
          content: "''",
          position: 'absolute',
          inset: 0,
          background:
            'linear-gradient(to top right, transparent calc(50% - 1.5px), #595959 calc(50% - 1.5px), #595959 calc(50% + 1.5px), transparent calc(50% + 1.5px))',
        },
      },
    },
  },
});

const Tick = styled('span', {
  position: 'absolute',
  top: '2px',
  right: '10px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '20px',
  height: '20px',
  borderRadius: '$round',
  backgroundColor: '$primary',
  color: '$onPrimary',
});

const Name = styled('span', {
  display: 'block',
  maxWidth: '100%',
  overflowWrap: 'anywhere',
});

const Note = styled('span', { display: 'block', color: '$textMuted' });

export type SwatchButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'color'> & {
  name: string;
  /** Base url in the swatch set (64/128 px); the colour alone is drawn when missing. */
  image?: string | null;
  color?: string | null;
  selected: boolean;
  /** Drawn struck through with a note; still choosable so the shopper can see why. */
  unavailable?: boolean;
  unavailableLabel?: string;
  size?: 'sm' | 'md';
};

/** A fabric or finish as a toggle button: its swatch in a circle with the name under it. */
export function SwatchButton({
  name,
  image,
  color,
  selected,
  unavailable = false,
  unavailableLabel = m.ui_unavailable(),
  size = 'md',
  type,
  ...props
}: SwatchButtonProps) {
  return (
    <Root {...props} aria-pressed={selected} size={size} type={type ?? 'button'}>
      <Picture unavailable={unavailable} style={color ? { backgroundColor: color } : undefined}>
        {image ? (
          <img
            src={imageUrl(image, 128)}
            srcSet={buildSrcSet(image, 'swatch')}
            sizes="56px"
            width={56}
            height={56}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </Picture>
      {selected ? (
        <Tick aria-hidden="true">
          <CheckIcon size={12} />
        </Tick>
      ) : null}
      <Name>{name}</Name>
      {unavailable ? <Note>{unavailableLabel}</Note> : null}
    </Root>
  );
}

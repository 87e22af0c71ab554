import { useId } from 'react';
import type { ReactNode } from 'react';
import { styled } from '../styles/stitches.config';
import { ResponsiveImage } from './responsive-image';

const Root = styled('section', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'center',
  gap: '$5',
  paddingTop: '$5',
  '@md': { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', gap: '$7', paddingTop: '$7' },
});

const Copy = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  // Text after the picture on phones keeps the picture (the largest paint) at the top.
  order: 2,
  '@md': { order: 1 },
});

const Eyebrow = styled('p', {
  margin: 0,
  fontSize: '$2',
  fontWeight: '$bold',
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: '$primary',
});

const Title = styled('h1', {
  margin: 0,
  fontSize: '$9',
  fontWeight: '$light',
  lineHeight: '$tight',
  color: '$text',
  '@xs': { fontSize: '$7' },
});

const Lead = styled('p', { margin: 0, fontSize: '$4', color: '$textMuted', maxWidth: '46ch' });

const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3', marginTop: '$2' });

const Media = styled('div', {
  order: 1,
  borderRadius: '$3',
  overflow: 'hidden',
  '@md': { order: 2 },
});

export type HeroProps = {
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  /** Base url in the cover set; drawn 4:3 at once (it is above the fold). */
  image?: string | null;
  imageAlt?: string;
};

/** The top of the home page: a headline beside a large picture. */
export function Hero({ title, eyebrow, lead, actions, image, imageAlt }: HeroProps) {
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId}>
      <Copy>
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <Title id={titleId}>{title}</Title>
        {lead ? <Lead>{lead}</Lead> : null}
        {actions ? <Actions>{actions}</Actions> : null}
      </Copy>
      {image ? (
        <Media>
          <ResponsiveImage
            src={image}
            set="cover"
            alt={imageAlt ?? ''}
            aspectRatio={4 / 3}
            priority
            sizes="(max-width: 959px) 100vw, 700px"
          />
        </Media>
      ) : null}
    </Root>
  );
}

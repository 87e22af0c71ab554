import type { CSSProperties } from 'react';
import { keyframes, styled } from '../styles/stitches.config';

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.55 },
  '100%': { opacity: 1 },
});

const Block = styled('span', {
  display: 'block',
  backgroundColor: '$surface',
  borderRadius: '$2',
  '@motion': { animation: `${pulse} 1.6s ease-in-out infinite` },
});

export type SkeletonProps = {
  /** Width divided by height, for boxes that stand in for images. */
  aspectRatio?: number;
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
};

/** A grey placeholder the size of what is loading; hidden from assistive technology. */
export function Skeleton({ aspectRatio, width = '100%', height, className }: SkeletonProps) {
  return (
    <Block
      aria-hidden="true"
      className={className}
      style={{
        width,
        ...(aspectRatio ? { aspectRatio: String(aspectRatio) } : { height: height ?? '1em' }),
      }}
    />
  );
}

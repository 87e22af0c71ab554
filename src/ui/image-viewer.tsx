import { useEffect, useRef } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { styled } from '../styles/stitches.config';
import { ChevronLeftIcon, ChevronRightIcon } from './catalog-icons';
import { CloseButton } from './close-button';
import { focusRing } from './focus-ring';
import { ResponsiveImage } from './responsive-image';
import { m } from '../i18n/paraglide/messages.js';

/** Horizontal travel (px) that counts as a swipe rather than a tap. */
export const SWIPE_THRESHOLD = 50;

const Root = styled('section', {
  position: 'fixed',
  inset: 0,
  zIndex: '$dialog',
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  backgroundColor: '#111111',
  color: '#ffffff',
  outline: 'none',
  // Vertical scrolling stays with the browser; horizontal moves reach the swipe handler.
  touchAction: 'pan-y',
  userSelect: 'none',
});

const Bar = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  padding: '$2 $2 $2 $4',
});

const Title = styled('h1', {
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: '$3',
  fontWeight: '$regular',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

const Counter = styled('p', {
  margin: 0,
  fontSize: '$2',
  color: '#e0e0e0',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

const Stage = styled('div', {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 0,
  padding: '0 $2',
  '@md': { padding: '0 72px' },
});

const Frame = styled('div', {
  // As wide as fits both the screen width and the height left for the picture (4:3).
  width: 'min(100%, calc((100dvh - 150px) * 4 / 3))',
  '& > span': { backgroundColor: '#1e1e1e' },
});

const Arrow = styled('button', {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '$control',
  height: '$control',
  padding: 0,
  border: 'none',
  borderRadius: '$round',
  backgroundColor: 'rgba(255, 255, 255, 0.92)',
  color: '#111111',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#ffffff' },
  '&:focus-visible': { ...focusRing, outlineColor: '#7fb8ff' },
  variants: {
    side: {
      previous: { left: '$2', '@md': { left: '$4' } },
      next: { right: '$2', '@md': { right: '$4' } },
    },
  },
});

const Caption = styled('p', {
  minHeight: '24px',
  margin: 0,
  padding: '$3 $4 $4',
  textAlign: 'center',
  fontSize: '$2',
  color: '#e0e0e0',
});

export type ViewerImage = { src: string; alt: string; caption?: string | null };

export type ImageViewerProps = {
  title: string;
  images: readonly ViewerImage[];
  /** 0-based. */
  index: number;
  onPrevious: () => void;
  onNext: () => void;
  onClose: () => void;
  closeLabel?: string;
};

/**
 * Pictures full screen, one at a time: arrow keys or the buttons move, a swipe moves on touch
 * screens, Escape or the close button leaves. Shows "3 of 6".
 */
export function ImageViewer({
  title,
  images,
  index,
  onPrevious,
  onNext,
  onClose,
  closeLabel = m.ui_close(),
}: ImageViewerProps) {
  const rootRef = useRef<HTMLElement>(null);
  const swipeStart = useRef<{ x: number; y: number; id: number } | null>(null);
  const handlers = useRef({ onPrevious, onNext, onClose });
  useEffect(() => {
    handlers.current = { onPrevious, onNext, onClose };
  });

  useEffect(() => {
    rootRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') handlers.current.onPrevious();
      else if (event.key === 'ArrowRight') handlers.current.onNext();
      else if (event.key === 'Escape') handlers.current.onClose();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const image = images[index];
  const many = images.length > 1;

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse') return;
    swipeStart.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.id !== event.pointerId || !many) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) < Math.abs(dy)) return;
    if (dx < 0) onNext();
    else onPrevious();
  };

  return (
    <Root
      ref={rootRef}
      tabIndex={-1}
      aria-roledescription="image viewer"
      aria-label={`${title} images`}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (swipeStart.current = null)}
      data-testid="image-viewer"
    >
      <Bar>
        <Title>{title}</Title>
        <Counter aria-live="polite" aria-atomic="true">
          {images.length > 0 ? `${index + 1} of ${images.length}` : ''}
        </Counter>
        <CloseButton label={closeLabel} tone="dark" onClick={onClose} />
      </Bar>
      <Stage>
        {image ? (
          <Frame>
            <ResponsiveImage
              key={image.src}
              src={image.src}
              set="thumb"
              alt={image.alt}
              aspectRatio={4 / 3}
              fit="contain"
              priority
              sizes="(max-width: 959px) 100vw, 1080px"
              draggable={false}
            />
          </Frame>
        ) : null}
        {many ? (
          <>
            <Arrow
              side="previous"
              type="button"
              aria-label={m.ui_previous_image()}
              onClick={onPrevious}
            >
              <ChevronLeftIcon size={24} />
            </Arrow>
            <Arrow side="next" type="button" aria-label={m.ui_next_image()} onClick={onNext}>
              <ChevronRightIcon size={24} />
            </Arrow>
          </>
        ) : null}
      </Stage>
      <Caption>{image?.caption ?? ''}</Caption>
    </Root>
  );
}

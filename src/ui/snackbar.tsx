import * as ToastPrimitive from '@radix-ui/react-toast';
import type { ReactNode } from 'react';
import { durations, keyframes, styled } from '../styles/stitches.config';
import { CloseButton } from './close-button';
import { focusRing } from './focus-ring';
import { SnackbarContext, useSnackbar, useSnackbarQueue } from './snackbar-queue';
import type {
  ShowSnackbarOptions,
  SnackbarApi,
  SnackbarRegionProps,
  SnackbarVariant,
} from './snackbar-queue';
import { m } from '../i18n/paraglide/messages.js';

const timing = `${durations.snackbarAnimation}ms ease`;

const slideIn = keyframes({
  from: { transform: 'translateY(calc(100% + 16px))', opacity: 0 },
  to: { transform: 'translateY(0)', opacity: 1 },
});
const fadeOut = keyframes({
  from: { opacity: 1 },
  to: { opacity: 0 },
});
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: 'translateX(calc(100% + 16px))' },
});

const Viewport = styled('div', {
  position: 'fixed',
  zIndex: '$snackbar',
  bottom: 0,
  left: 0,
  right: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  width: '100%',
  maxWidth: '100vw',
  margin: 0,
  padding: '$4',
  // Clear of a phone's home indicator.
  paddingBottom: 'calc(16px + env(safe-area-inset-bottom, 0px))',
  listStyle: 'none',
  outline: 'none',
  pointerEvents: 'none',
  '@sm': { right: 'auto', width: '448px' },
});

const Card = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$control',
  padding: '$2 $2 $2 $4',
  borderRadius: '$2',
  boxShadow: '$popover',
  color: '$onPrimary',
  fontSize: '$3',
  fontWeight: '$regular',
  pointerEvents: 'auto',
  '&:focus-visible': focusRing,
  '@motion': {
    '&[data-state="open"]': { animation: `${slideIn} ${timing}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${timing}` },
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="cancel"]': { transform: 'translateX(0)', transition: 'transform $fast' },
    '&[data-swipe="end"]': { animation: `${swipeOut} ${timing}` },
  },
  variants: {
    variant: {
      info: { backgroundColor: '$text' },
      success: { backgroundColor: '$success' },
      error: { backgroundColor: '$error' },
    },
  },
  defaultVariants: { variant: 'info' },
});

const Texts = styled('div', {
  flex: 1,
  minWidth: 0,
  py: '$1',
});

const Title = styled(ToastPrimitive.Title, {
  fontWeight: '$bold',
});

export type SnackbarProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  message: ReactNode;
  title?: ReactNode;
  variant?: SnackbarVariant;
  /** Milliseconds before it hides itself; defaults to the provider's 3000 ms. */
  duration?: number;
  closeLabel?: string;
};

/**
 * One snackbar, controlled by its parent. Render it inside a `SnackbarProvider`.
 * Errors are `role="alert"` (announced at once); info and success are polite status messages.
 */
export function Snackbar({
  open,
  onOpenChange,
  message,
  title,
  variant = 'info',
  duration,
  closeLabel = m.ui_dismiss(),
}: SnackbarProps) {
  const isError = variant === 'error';
  const texts = (
    <Texts>
      {title ? <Title>{title}</Title> : null}
      <ToastPrimitive.Description>{message}</ToastPrimitive.Description>
    </Texts>
  );
  return (
    <ToastPrimitive.Root
      asChild
      open={open}
      onOpenChange={onOpenChange}
      type={isError ? 'foreground' : 'background'}
      {...(duration !== undefined && { duration })}
    >
      <Card
        data-testid="snackbar"
        variant={variant}
        // Radix announces info and success through its own live region, so the card stays
        // silent; an error is a real alert, kept out of that region so it is not read twice.
        role={isError ? 'alert' : 'status'}
        aria-live={isError ? undefined : 'off'}
        aria-atomic="true"
      >
        {isError ? <div data-radix-toast-announce-exclude="">{texts}</div> : texts}
        <ToastPrimitive.Close asChild>
          <CloseButton label={closeLabel} tone="dark" />
        </ToastPrimitive.Close>
      </Card>
    </ToastPrimitive.Root>
  );
}

/**
 * Draws a queue's snackbars in the notification region (F8 moves the focus there; Escape on a
 * snackbar or its close button dismisses it): at the bottom of the screen, across a phone,
 * 448 px wide at the left from 600 px; kept clear of the control in use (`lift`).
 */
export function SnackbarRegion({
  items,
  onDismiss,
  duration = durations.snackbarAutoHide,
  label = m.ui_notifications(),
  lift = 0,
  children,
}: SnackbarRegionProps & { children?: ReactNode }) {
  return (
    <ToastPrimitive.Provider duration={duration} label={m.ui_notification()} swipeDirection="right">
      {children}
      {items.map(({ id, open, ...options }) => (
        <Snackbar
          key={id}
          {...options}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) onDismiss(id);
          }}
        />
      ))}
      <ToastPrimitive.Viewport asChild label={`${label} ({hotkey})`}>
        <Viewport style={lift > 0 ? { bottom: `${lift}px` } : undefined} />
      </ToastPrimitive.Viewport>
    </ToastPrimitive.Provider>
  );
}

export type SnackbarProviderProps = {
  children?: ReactNode;
  /** Auto-hide delay in milliseconds (spec section 9: 3000). */
  duration?: number;
  /** Name of the notification region, read when F8 moves focus there. */
  label?: string;
};

/**
 * The queue and its region in one (stories, tests): hosts the snackbar region and the
 * `useSnackbar()` queue. The app's shell loads the region only when it is needed.
 */
export function SnackbarProvider({ children, duration, label }: SnackbarProviderProps) {
  const { items, lift, api } = useSnackbarQueue();
  return (
    <SnackbarContext.Provider value={api}>
      {/* Children inside Radix's provider too: a controlled <Snackbar> may be drawn there. */}
      <SnackbarRegion
        items={items}
        onDismiss={api.dismiss}
        duration={duration}
        label={label}
        lift={lift}
      >
        {children}
      </SnackbarRegion>
    </SnackbarContext.Provider>
  );
}

export { useSnackbar };
export type { ShowSnackbarOptions, SnackbarApi, SnackbarVariant };

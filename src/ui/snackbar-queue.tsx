import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';

/**
 * The snackbars' queue and `useSnackbar()`, without the code that draws them (./snackbar.tsx,
 * Radix's toast): a screen that confirms something imports only this, and the app loads the
 * drawing code when a snackbar first shows or at the visitor's first action (decision 158).
 */

export type SnackbarVariant = 'info' | 'success' | 'error';

export type ShowSnackbarOptions = {
  message: ReactNode;
  title?: ReactNode;
  variant?: SnackbarVariant;
  /** Milliseconds before it hides itself; defaults to the provider's 3000 ms. */
  duration?: number;
  closeLabel?: string;
};

export type QueuedSnackbar = ShowSnackbarOptions & { id: number; open: boolean };

export type SnackbarApi = {
  /** Shows a snackbar and returns its id. */
  show: (options: ShowSnackbarOptions) => number;
  dismiss: (id: number) => void;
};

export const SnackbarContext = createContext<SnackbarApi | null>(null);

/** Space the snackbars keep free below the control in use (none: they sit at the bottom edge). */
const CLEAR_OF_CONTROL_PX = 8;
/** How tall the bottom band a snackbar takes is, at most (two lines of text on a phone). */
const SNACKBAR_BAND_PX = 132;

/**
 * How far up the snackbars go so they do not cover the control the shopper just used (the
 * focused one): when it sits in the bottom band they would take, they show just above it.
 */
export function liftAbove(element: Element | null, viewportHeight: number): number {
  if (!element || element === document.body || element === document.documentElement) return 0;
  const box = element.getBoundingClientRect();
  // A box taller than the band is a region (the page's main content after a navigation), not a
  // control: the snackbars stay at the bottom.
  if (box.height === 0 || box.height > SNACKBAR_BAND_PX) return 0;
  if (box.bottom <= viewportHeight - SNACKBAR_BAND_PX || box.top >= viewportHeight) return 0;
  return Math.max(0, viewportHeight - box.top + CLEAR_OF_CONTROL_PX);
}

/** The queue a provider keeps: its snackbars, the API screens use, and the lift. */
export function useSnackbarQueue() {
  const [items, setItems] = useState<QueuedSnackbar[]>([]);
  const [lift, setLift] = useState(0);
  const nextId = useRef(1);
  // The control the shopper last pressed or focused: a save button that shows its spinner is
  // disabled, and so no longer focused, by the time its snackbar shows.
  const lastControl = useRef<Element | null>(null);
  useEffect(() => {
    const remember = (event: Event) => {
      if (event.target instanceof Element)
        lastControl.current =
          event.target.closest('button, a, input, select, textarea, [role="button"]') ??
          event.target;
    };
    document.addEventListener('pointerdown', remember, true);
    document.addEventListener('focusin', remember, true);
    return () => {
      document.removeEventListener('pointerdown', remember, true);
      document.removeEventListener('focusin', remember, true);
    };
  }, []);

  const show = useCallback((options: ShowSnackbarOptions) => {
    const id = nextId.current++;
    const control = lastControl.current?.isConnected
      ? lastControl.current
      : typeof document === 'undefined'
        ? null
        : document.activeElement;
    setLift(typeof window === 'undefined' ? 0 : liftAbove(control, window.innerHeight));
    // Closed snackbars stay until the next one so their exit animation can finish.
    setItems((current) => [...current.filter((item) => item.open), { ...options, id, open: true }]);
    return id;
  }, []);

  const dismiss = useCallback((id: number) => {
    setItems((current) =>
      current.map((item) => (item.id === id ? { ...item, open: false } : item)),
    );
  }, []);

  const api = useMemo<SnackbarApi>(() => ({ show, dismiss }), [show, dismiss]);
  return { items, lift, api };
}

/** What draws a queue's snackbars (./snackbar.tsx's `SnackbarRegion`). */
export type SnackbarRegionProps = {
  items: readonly QueuedSnackbar[];
  onDismiss: (id: number) => void;
  /** Auto-hide delay in milliseconds (spec section 9: 3000). */
  duration?: number;
  /** Name of the notification region, read when F8 moves focus there. */
  label?: string;
  /** Pixels the region keeps free at the bottom (`liftAbove`). */
  lift?: number;
};

/** Shows snackbars from anywhere under a snackbar provider. */
export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar must be used inside a snackbar provider');
  return api;
}

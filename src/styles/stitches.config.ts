import { createStitches } from '@stitches/react';
import type * as Stitches from '@stitches/react';

/** Breakpoint edges of spec section 9 (px). `header` is the header-link breakpoint. */
export const breakpoints = {
  sm: 600,
  md: 960,
  header: 1056,
  lg: 1280,
  xl: 1920,
} as const;

/**
 * The type: a light-weight sans-serif (spec section 9). Phones and tablets use their own
 * (San Francisco, Roboto, Segoe UI), which costs no download; from the `md` breakpoint up the
 * brand's Lato, preloaded (decision 144).
 */
export const systemFonts =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
export const brandFonts = "'Lato', 'Helvetica Neue', Arial, sans-serif";

export const layout = {
  containerMax: 1200,
  pageMax: 1312,
  gutter: 16,
  sectionGutter: 64,
} as const;

export const durations = {
  transition: 240,
  fast: 180,
  snackbarAutoHide: 3000,
  snackbarAnimation: 240,
  /** The promo bar's next message (spec section 9; machines/promo-bar.machine.ts has the same). */
  promoRotation: 3000,
} as const;

export const { styled, css, globalCss, keyframes, theme, createTheme, getCssText, config } =
  createStitches({
    theme: {
      colors: {
        primary: '#00797c',
        primaryHover: '#00605f',
        primaryActive: '#004d4d',
        primarySubtle: '#e0f2f1',
        onPrimary: '#ffffff',
        text: '#333333',
        textMuted: '#595959',
        textSubtle: '#6b6b6b',
        error: '#c62828',
        errorSubtle: '#fdecea',
        success: '#2e7d32',
        warning: '#8a5300',
        warningSubtle: '#fff4e0',
        background: '#ffffff',
        surface: '#f6f6f4',
        border: '#d6d6d6',
        borderStrong: '#8c8c8c',
        focus: '#005fcc',
        overlay: 'rgba(0, 0, 0, 0.45)',
        promo: '#1f3b3b',
        onPromo: '#ffffff',
      },
      fonts: {
        // Lato from `md` up: src/styles/global-styles.ts sets the variable there.
        body: systemFonts,
      },
      fontWeights: {
        light: '300',
        regular: '400',
        bold: '700',
      },
      fontSizes: {
        1: '12px',
        2: '14px',
        3: '16px',
        4: '18px',
        5: '20px',
        6: '24px',
        7: '32px',
        8: '40px',
        9: '48px',
      },
      lineHeights: {
        tight: '1.2',
        body: '1.5',
      },
      space: {
        1: '4px',
        2: '8px',
        3: '12px',
        4: '16px',
        5: '24px',
        6: '32px',
        7: '48px',
        8: '64px',
        9: '96px',
        gutter: `${layout.gutter}px`,
        section: `${layout.sectionGutter}px`,
      },
      sizes: {
        container: `${layout.containerMax}px`,
        page: `${layout.pageMax}px`,
        control: '44px',
      },
      radii: {
        1: '2px',
        2: '4px',
        3: '8px',
        round: '9999px',
      },
      shadows: {
        popover: '0 8px 24px rgba(0, 0, 0, 0.16)',
        dialog: '0 16px 48px rgba(0, 0, 0, 0.24)',
        focus: '0 0 0 3px #005fcc',
      },
      transitions: {
        standard: `${durations.transition}ms ease`,
        fast: `${durations.fast}ms ease`,
      },
      zIndices: {
        header: '100',
        popover: '1000',
        dialog: '1100',
        snackbar: '1200',
      },
    },
    media: {
      xs: `(max-width: ${breakpoints.sm - 1}px)`,
      sm: `(min-width: ${breakpoints.sm}px)`,
      md: `(min-width: ${breakpoints.md}px)`,
      header: `(min-width: ${breakpoints.header}px)`,
      lg: `(min-width: ${breakpoints.lg}px)`,
      xl: `(min-width: ${breakpoints.xl}px)`,
      belowMd: `(max-width: ${breakpoints.md - 1}px)`,
      belowHeader: `(max-width: ${breakpoints.header - 1}px)`,
      motion: '(prefers-reduced-motion: no-preference)',
    },
    utils: {
      px: (value: Stitches.PropertyValue<'paddingLeft'>) => ({
        paddingLeft: value,
        paddingRight: value,
      }),
      py: (value: Stitches.PropertyValue<'paddingTop'>) => ({
        paddingTop: value,
        paddingBottom: value,
      }),
      mx: (value: Stitches.PropertyValue<'marginLeft'>) => ({
        marginLeft: value,
        marginRight: value,
      }),
      my: (value: Stitches.PropertyValue<'marginTop'>) => ({
        marginTop: value,
        marginBottom: value,
      }),
    },
  });

export type CSS = Stitches.CSS<typeof config>;

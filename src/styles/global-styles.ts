import { brandFonts, breakpoints, globalCss } from './stitches.config';

export const globalStyles = globalCss({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  // Lato where the fonts are preloaded (vite.config.ts): narrower screens never fetch it.
  [`@media (min-width: ${breakpoints.md}px)`]: { ':root': { '--fonts-body': brandFonts } },
  html: { WebkitTextSizeAdjust: '100%' },
  body: {
    margin: 0,
    fontFamily: '$body',
    fontWeight: '$light',
    fontSize: '$3',
    lineHeight: '$body',
    color: '$text',
    backgroundColor: '$background',
    WebkitFontSmoothing: 'antialiased',
  },
  'h1, h2, h3, h4': { fontWeight: '$regular', lineHeight: '$tight', margin: 0 },
  // Plain links (a router <Link> with no style of its own) in the brand colour, never the
  // browser's blue and purple; `:where` keeps this weaker than any component's own style.
  ':where(a)': { color: '$primary', textUnderlineOffset: '0.2em' },
  ':where(a):hover': { color: '$primaryHover', textDecorationThickness: '2px' },
  'img, svg': { display: 'block', maxWidth: '100%' },
  'button, input, select, textarea': { font: 'inherit', color: 'inherit' },
  ':focus-visible': { outline: '3px solid $focus', outlineOffset: '2px' },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

/** The one visible keyboard-focus treatment every interactive part of the kit shares. */
export const focusRing = {
  outline: '3px solid $focus',
  outlineOffset: '2px',
} as const;

import type { KeyboardEvent } from 'react';

/**
 * The keyboard of a radio group (WAI-ARIA APG radio group), for groups whose radios are buttons
 * with `role="radio"`: one tab stop (the checked radio, or the first enabled one), the arrow
 * keys move to the next or previous enabled radio, wrapping, and check it; Space checks the
 * focused one. Enter does nothing, as in a native group. Written here instead of using Radix's
 * radio group, whose code (with its roving-focus and collection helpers, about 10 kB
 * compressed) weighed on every product page (decision 142).
 */
const NEXT = new Set(['ArrowDown', 'ArrowRight']);
const PREVIOUS = new Set(['ArrowUp', 'ArrowLeft']);

export interface RadioChoice {
  value: string;
  disabled?: boolean;
}

/** Which radio takes the group's one tab stop. */
export function tabStopValue(choices: readonly RadioChoice[], value: string | undefined) {
  const enabled = choices.filter((choice) => !choice.disabled);
  return enabled.find((choice) => choice.value === value)?.value ?? enabled[0]?.value;
}

/**
 * The key handler for the radio of `current`: moves the focus and the choice with the arrows,
 * checks with Space. `focus` puts the focus on a radio by its value.
 */
export function radioKeyHandler(
  choices: readonly RadioChoice[],
  current: string,
  choose: (value: string) => void,
  focus: (value: string) => void,
) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      return;
    }
    if (event.key === ' ') {
      event.preventDefault();
      choose(current);
      return;
    }
    const step = NEXT.has(event.key) ? 1 : PREVIOUS.has(event.key) ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const enabled = choices.filter((choice) => !choice.disabled);
    if (enabled.length === 0) return;
    const at = enabled.findIndex((choice) => choice.value === current);
    const next = enabled[(at + step + enabled.length) % enabled.length];
    if (!next) return;
    focus(next.value);
    choose(next.value);
  };
}

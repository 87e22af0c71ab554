import { useEffect, useState } from 'react';
import type { ComponentType, KeyboardEvent } from 'react';
import { useEngaged } from './engagement';
import { useHydrated } from './use-hydrated';
import { styled } from '../styles/stitches.config';
import {
  Field,
  FieldError,
  FieldHint,
  FieldLabel,
  describedBy,
  hasErrorText,
  useFieldIds,
} from './field';
import { ChevronDownIcon } from './icons';
import { iconStyles, triggerStyles } from './select-parts';
import type { SelectFieldProps } from './select-parts';

export type { SelectFieldProps, SelectOption } from './select-parts';

type RadixSelect = ComponentType<SelectFieldProps & { autoFocus?: boolean }>;

/**
 * Radix's select and its positioning code (about 30 kB compressed) load at the visitor's first
 * action on the page, not with it: category and product pages draw a sort or an option select
 * that a visitor who only looks never opens (issue 20's budget, decision 142).
 */
let loaded: RadixSelect | null = null;
let loading: Promise<RadixSelect> | null = null;

export function preloadSelect(): Promise<RadixSelect> {
  loading ??= import('./select-radix').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Tests only: back to a page whose select code has not loaded. */
export function forgetSelectForTests(): void {
  loaded = null;
  loading = null;
}

const StandInTrigger = styled('button', triggerStyles);
const StandInIcon = styled('span', iconStyles);

/** Keys that open a select-only combobox (WAI-ARIA APG). */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * Labelled single-choice list. Keyboard: Enter, Space or the arrow keys open it, the arrows
 * move, typing jumps to a match, Enter chooses, Escape closes.
 *
 * On a page the server drew, until the visitor's first action, a stand-in draws the same closed
 * select (same label, name, value and look) without Radix's code; opening it asks for the code
 * and opens the real one as soon as it arrives, with the focus on it. Drawn in the browser, the
 * code loads at mount.
 */
export function SelectField(props: SelectFieldProps) {
  const hydrated = useHydrated();
  const engaged = useEngaged();
  const [Radix, setRadix] = useState<RadixSelect | null>(() => (hydrated ? loaded : null));
  const [openAsked, setOpenAsked] = useState(false);
  // Drawn in the browser (not hydrating a server-drawn page: the cart, checkout, account
  // pages), the select is needed at once: its code loads at mount.
  const [browserDrawn] = useState(hydrated);
  // One id for the stand-in and Radix's trigger, so the focus can follow from one to the other.
  const controlId = useFieldIds(props.id).controlId;
  const [focusTrigger, setFocusTrigger] = useState(false);
  const wanted =
    browserDrawn || engaged || openAsked || props.open === true || props.defaultOpen === true;

  useEffect(() => {
    if (Radix) return;
    const take = (component: RadixSelect) => {
      setFocusTrigger(document.activeElement?.id === controlId);
      setRadix(() => component);
    };
    if (loaded) {
      take(loaded);
      return;
    }
    if (!wanted) return;
    let live = true;
    preloadSelect().then(
      (component) => live && take(component),
      // Left as the stand-in: the page still shows the choice, and a retry can load it.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [Radix, wanted, controlId]);

  if (Radix) {
    return openAsked ? (
      <Radix {...props} id={controlId} defaultOpen={props.defaultOpen ?? true} autoFocus />
    ) : (
      <Radix {...props} id={controlId} autoFocus={focusTrigger} />
    );
  }
  return <StandInSelect {...props} id={controlId} onOpenAsked={() => setOpenAsked(true)} />;
}

function StandInSelect({
  label,
  options,
  placeholder,
  hint,
  error,
  required = false,
  id,
  className,
  value,
  defaultValue,
  disabled,
  name,
  onOpenAsked,
}: SelectFieldProps & { onOpenAsked: () => void }) {
  const ids = useFieldIds(id);
  const invalid = hasErrorText(error);
  const chosen = value ?? defaultValue;
  const chosenLabel =
    chosen === undefined ? undefined : options.find((option) => option.value === chosen)?.label;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    onOpenAsked();
  };
  return (
    <Field className={className}>
      <FieldLabel htmlFor={ids.controlId} id={ids.labelId} required={required}>
        {label}
      </FieldLabel>
      <StandInTrigger
        type="button"
        id={ids.controlId}
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="none"
        aria-labelledby={ids.labelId}
        aria-describedby={describedBy(invalid && ids.errorId, hint ? ids.hintId : undefined)}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        disabled={disabled}
        data-placeholder={chosenLabel === undefined ? '' : undefined}
        data-stand-in=""
        onClick={onOpenAsked}
        onKeyDown={onKeyDown}
      >
        <span>{chosenLabel ?? placeholder}</span>
        <StandInIcon aria-hidden>
          <ChevronDownIcon />
        </StandInIcon>
      </StandInTrigger>
      {/* What a form post would carry, as Radix's hidden native select does. */}
      {name !== undefined && chosen !== undefined ? (
        <input type="hidden" name={name} value={chosen} />
      ) : null}
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </Field>
  );
}

import * as SelectPrimitive from '@radix-ui/react-select';
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
import { CheckIcon, ChevronDownIcon, ChevronUpIcon } from './icons';
import { iconStyles, triggerStyles } from './select-parts';
import type { SelectFieldProps } from './select-parts';

const Trigger = styled(SelectPrimitive.Trigger, triggerStyles);

const Icon = styled(SelectPrimitive.Icon, iconStyles);

const Content = styled(SelectPrimitive.Content, {
  // At the dialog's level (and portalled after it), so a list opened inside a dialog is drawn
  // above the dialog's overlay instead of under it.
  zIndex: '$dialog',
  overflow: 'hidden',
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'var(--radix-select-content-available-height)',
  backgroundColor: '$background',
  border: '1px solid $border',
  borderRadius: '$2',
  boxShadow: '$popover',
});

const Viewport = styled(SelectPrimitive.Viewport, {
  padding: '$1',
});

const Item = styled(SelectPrimitive.Item, {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minHeight: '$control',
  padding: '$2 $3 $2 36px',
  fontSize: '$3',
  color: '$text',
  borderRadius: '$1',
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  '&[data-highlighted]': { backgroundColor: '$primary', color: '$onPrimary' },
  '&[data-disabled]': { color: '$textSubtle', cursor: 'not-allowed' },
});

const ItemIndicator = styled(SelectPrimitive.ItemIndicator, {
  position: 'absolute',
  left: '$2',
  display: 'inline-flex',
});

const scrollButtonStyles = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '28px',
  color: '$text',
  backgroundColor: '$background',
  cursor: 'default',
} as const;

const ScrollUp = styled(SelectPrimitive.ScrollUpButton, scrollButtonStyles);
const ScrollDown = styled(SelectPrimitive.ScrollDownButton, scrollButtonStyles);

/** Radix's select: what `SelectField` (./select) draws once its code is here. */
export default function RadixSelectField(props: SelectFieldProps & { autoFocus?: boolean }) {
  return <RadixSelect {...props} />;
}

/**
 * Labelled single-choice list. Keyboard: Enter, Space or the arrow keys open it, the arrows
 * move, typing jumps to a match, Enter chooses, Escape closes.
 */
function RadixSelect({
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
  onValueChange,
  disabled,
  name,
  open,
  defaultOpen,
  onOpenChange,
  autoFocus,
}: SelectFieldProps & { autoFocus?: boolean }) {
  const ids = useFieldIds(id);
  const invalid = hasErrorText(error);
  // Controlled only: an uncontrolled select's choice is Radix's to show.
  const chosenLabel =
    value === undefined ? undefined : options.find((option) => option.value === value)?.label;
  const rootProps = {
    ...(value !== undefined && { value }),
    ...(defaultValue !== undefined && { defaultValue }),
    ...(onValueChange && { onValueChange }),
    ...(disabled !== undefined && { disabled }),
    ...(name !== undefined && { name }),
    ...(open !== undefined && { open }),
    ...(defaultOpen !== undefined && { defaultOpen }),
    ...(onOpenChange && { onOpenChange }),
  };
  return (
    <Field className={className}>
      <FieldLabel htmlFor={ids.controlId} id={ids.labelId} required={required}>
        {label}
      </FieldLabel>
      <SelectPrimitive.Root required={required} {...rootProps}>
        <Trigger
          id={ids.controlId}
          // Taking over from the stand-in the visitor was using (./select).
          autoFocus={autoFocus}
          // Name it by the label only, as the APG select-only combobox does; the value is its text.
          aria-labelledby={ids.labelId}
          aria-describedby={describedBy(invalid && ids.errorId, hint ? ids.hintId : undefined)}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
        >
          {/* The chosen option's label written out: Radix fills the value in from the list after
              mounting, so a page drawn on the server would show an empty trigger until hydrated. */}
          <SelectPrimitive.Value placeholder={placeholder}>{chosenLabel}</SelectPrimitive.Value>
          <Icon>
            <ChevronDownIcon />
          </Icon>
        </Trigger>
        <SelectPrimitive.Portal>
          <Content position="popper" sideOffset={4} collisionPadding={8}>
            <ScrollUp>
              <ChevronUpIcon size={16} />
            </ScrollUp>
            <Viewport>
              {options.map((option) => (
                <Item key={option.value} value={option.value} disabled={option.disabled ?? false}>
                  <ItemIndicator>
                    <CheckIcon size={18} />
                  </ItemIndicator>
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                </Item>
              ))}
            </Viewport>
            <ScrollDown>
              <ChevronDownIcon size={16} />
            </ScrollDown>
          </Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </Field>
  );
}

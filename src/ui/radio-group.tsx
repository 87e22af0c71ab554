import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { styled } from '../styles/stitches.config';
import { FieldError, FieldHint, FieldLabel, describedBy, hasErrorText, useFieldIds } from './field';
import { focusRing } from './focus-ring';
import { radioKeyHandler, tabStopValue } from './radio-keys';

const Group = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  minWidth: 0,
});

const GroupLabel = styled('div', {
  fontSize: '$3',
  fontWeight: '$regular',
  color: '$text',
  lineHeight: '$tight',
  paddingBottom: '$1',
});

const RequiredMark = styled('span', { color: '$error', marginLeft: '2px' });

const Root = styled('div', {
  display: 'flex',
  gap: '0 $5',
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap' },
    },
  },
});

const Option = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  minHeight: '$control',
  '& label': { paddingBottom: 0, cursor: 'pointer' },
});

const Item = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  backgroundColor: '$background',
  border: '2px solid $borderStrong',
  borderRadius: '$round',
  cursor: 'pointer',
  transition: 'border-color $fast',
  '&:hover:not(:disabled)': { borderColor: '$primary' },
  '&:focus-visible': focusRing,
  '&[data-state="checked"]': { borderColor: '$primary' },
  '[aria-invalid="true"] &': { borderColor: '$error' },
  '&:disabled': { cursor: 'not-allowed', borderColor: '$border', backgroundColor: '$surface' },
});

const Indicator = styled('span', {
  display: 'block',
  width: '12px',
  height: '12px',
  borderRadius: '$round',
  backgroundColor: '$primary',
  '[data-disabled] > &': { backgroundColor: '$borderStrong' },
});

export type RadioOption = { value: string; label: ReactNode; disabled?: boolean };

export type RadioGroupProps = {
  value?: string;
  /** The first choice of a group that keeps its own (uncontrolled). */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Every radio of the group off. */
  disabled?: boolean;
  required?: boolean;
  id?: string;
  className?: string;
  /** Names the group, like a fieldset legend. */
  label: ReactNode;
  options: readonly RadioOption[];
  hint?: ReactNode;
  /** Error shown under the group; also marks it `aria-invalid`. */
  error?: ReactNode;
  orientation?: 'vertical' | 'horizontal';
};

/**
 * Labelled group of radio buttons: Tab enters the group at the chosen radio, the arrow keys
 * choose (./radio-keys).
 */
export function RadioGroup({
  label,
  options,
  hint,
  error,
  id,
  className,
  required,
  disabled = false,
  value: controlled,
  defaultValue,
  onValueChange,
  orientation = 'vertical',
}: RadioGroupProps) {
  const [own, setOwn] = useState(defaultValue);
  const value = controlled ?? own;
  const ids = useFieldIds(id);
  const invalid = hasErrorText(error);
  const radios = useRef(new Map<string, HTMLButtonElement>());
  const choices = options.map((option) => ({
    value: option.value,
    disabled: disabled || (option.disabled ?? false),
  }));
  const tabStop = tabStopValue(choices, value);
  const choose = (next: string) => {
    if (next === value) return;
    setOwn(next);
    onValueChange?.(next);
  };
  return (
    <Group className={className}>
      <GroupLabel id={ids.labelId}>
        {label}
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </GroupLabel>
      <Root
        role="radiogroup"
        id={ids.controlId}
        orientation={orientation}
        aria-orientation={orientation}
        aria-labelledby={ids.labelId}
        aria-describedby={describedBy(invalid && ids.errorId, hint ? ids.hintId : undefined)}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
      >
        {options.map((option, index) => {
          const itemId = `${ids.controlId}-option-${index}`;
          const checked = option.value === value;
          const off = choices[index]?.disabled ?? false;
          return (
            <Option key={option.value}>
              <Item
                type="button"
                role="radio"
                id={itemId}
                ref={(element) => {
                  if (element) radios.current.set(option.value, element);
                  else radios.current.delete(option.value);
                }}
                aria-checked={checked}
                data-state={checked ? 'checked' : 'unchecked'}
                data-disabled={off ? '' : undefined}
                disabled={off}
                tabIndex={option.value === tabStop ? 0 : -1}
                onClick={() => choose(option.value)}
                onKeyDown={radioKeyHandler(choices, option.value, choose, (next) =>
                  radios.current.get(next)?.focus(),
                )}
              >
                {checked ? <Indicator /> : null}
              </Item>
              <FieldLabel htmlFor={itemId}>{option.label}</FieldLabel>
            </Option>
          );
        })}
      </Root>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </Group>
  );
}

import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { styled } from '../styles/stitches.config';
import { FieldError, FieldHint, FieldLabel, describedBy, hasErrorText, useFieldIds } from './field';
import { focusRing } from './focus-ring';

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

const Root = styled(RadioGroupPrimitive.Root, {
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

const Item = styled(RadioGroupPrimitive.Item, {
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

const Indicator = styled(RadioGroupPrimitive.Indicator, {
  display: 'block',
  width: '12px',
  height: '12px',
  borderRadius: '$round',
  backgroundColor: '$primary',
  '[data-disabled] > &': { backgroundColor: '$borderStrong' },
});

export type RadioOption = { value: string; label: ReactNode; disabled?: boolean };

export type RadioGroupProps = Omit<
  ComponentPropsWithRef<typeof RadioGroupPrimitive.Root>,
  'children' | 'asChild' | 'orientation'
> & {
  /** Names the group, like a fieldset legend. */
  label: ReactNode;
  options: readonly RadioOption[];
  hint?: ReactNode;
  /** Error shown under the group; also marks it `aria-invalid`. */
  error?: ReactNode;
  orientation?: 'vertical' | 'horizontal';
};

/** Labelled group of radio buttons: Tab enters the group, the arrow keys choose. */
export function RadioGroup({
  label,
  options,
  hint,
  error,
  id,
  className,
  required,
  orientation = 'vertical',
  ...props
}: RadioGroupProps) {
  const ids = useFieldIds(id);
  const invalid = hasErrorText(error);
  return (
    <Group className={className}>
      <GroupLabel id={ids.labelId}>
        {label}
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </GroupLabel>
      <Root
        {...props}
        id={ids.controlId}
        orientation={orientation}
        required={required ?? false}
        aria-labelledby={ids.labelId}
        aria-describedby={describedBy(invalid && ids.errorId, hint ? ids.hintId : undefined)}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
      >
        {options.map((option, index) => {
          const itemId = `${ids.controlId}-option-${index}`;
          return (
            <Option key={option.value}>
              <Item id={itemId} value={option.value} disabled={option.disabled ?? false}>
                <Indicator />
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

import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { styled } from '../styles/stitches.config';
import { FieldError, FieldHint, FieldLabel, describedBy, hasErrorText, useFieldIds } from './field';
import { focusRing } from './focus-ring';
import { CheckIcon, DashIcon } from './icons';

const Row = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  // The box is 24 px; the row (and its clickable label) makes the 44 px touch target.
  minHeight: '$control',
  '& label': { paddingBottom: 0, cursor: 'pointer' },
});

const Box = styled(CheckboxPrimitive.Root, {
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
  borderRadius: '$2',
  color: '$onPrimary',
  cursor: 'pointer',
  transition: 'background-color $fast, border-color $fast',
  '&:hover:not(:disabled)': { borderColor: '$primary' },
  '&:focus-visible': focusRing,
  '&[data-state="checked"], &[data-state="indeterminate"]': {
    backgroundColor: '$primary',
    borderColor: '$primary',
  },
  '&[aria-invalid="true"]': { borderColor: '$error' },
  '&:disabled': { cursor: 'not-allowed', borderColor: '$border', backgroundColor: '$surface' },
  '&:disabled[data-state="checked"]': { backgroundColor: '$border', color: '$textMuted' },
});

const Indicator = styled(CheckboxPrimitive.Indicator, {
  display: 'inline-flex',
  // Both glyphs are rendered; the state shows one, so uncontrolled checkboxes draw right too.
  '& > svg:last-child': { display: 'none' },
  '&[data-state="indeterminate"] > svg:first-child': { display: 'none' },
  '&[data-state="indeterminate"] > svg:last-child': { display: 'block' },
});

const Descriptions = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  // Line the texts up with the label, past the 24 px box and the 12 px gap.
  paddingLeft: '36px',
});

export type CheckboxProps = Omit<
  ComponentPropsWithRef<typeof CheckboxPrimitive.Root>,
  'children' | 'asChild'
> & {
  label: ReactNode;
  hint?: ReactNode;
  /** Error shown under the checkbox; also marks it `aria-invalid`. */
  error?: ReactNode;
};

/** Labelled checkbox (checked, unchecked or `"indeterminate"`); Space toggles it. */
export function Checkbox({ label, hint, error, id, className, required, ...props }: CheckboxProps) {
  const ids = useFieldIds(id);
  const invalid = hasErrorText(error);
  return (
    <div className={className}>
      <Row>
        <Box
          {...props}
          id={ids.controlId}
          required={required ?? false}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(invalid && ids.errorId, hint ? ids.hintId : undefined)}
        >
          <Indicator>
            <CheckIcon size={16} />
            <DashIcon size={16} />
          </Indicator>
        </Box>
        <FieldLabel htmlFor={ids.controlId} id={ids.labelId} required={required}>
          {label}
        </FieldLabel>
      </Row>
      {hint || invalid ? (
        <Descriptions>
          {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
          <FieldError id={ids.errorId}>{error}</FieldError>
        </Descriptions>
      ) : null}
    </div>
  );
}

import * as LabelPrimitive from '@radix-ui/react-label';
import { useId } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { styled } from '../styles/stitches.config';
import { focusRing } from './focus-ring';
import { AlertIcon } from './icons';

/** Ids that tie a control to its label, hint and error text. */
export type FieldIds = { controlId: string; labelId: string; hintId: string; errorId: string };

export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  return {
    controlId,
    labelId: `${controlId}-label`,
    hintId: `${controlId}-hint`,
    errorId: `${controlId}-error`,
  };
}

/** Joins the ids of present descriptions for `aria-describedby`; the error comes first. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id.length > 0);
  return present.length > 0 ? present.join(' ') : undefined;
}

/** Whether an `error` prop holds something to show. */
export function hasErrorText(error: ReactNode): boolean {
  return error !== undefined && error !== null && error !== false && error !== '';
}

/** Vertical stack: label, control, hint, error. */
export const Field = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  minWidth: 0,
});

const LabelRoot = styled(LabelPrimitive.Root, {
  fontSize: '$3',
  fontWeight: '$regular',
  color: '$text',
  lineHeight: '$tight',
  paddingBottom: '$1',
});

const RequiredMark = styled('span', {
  color: '$error',
  marginLeft: '2px',
});

/** A group of fields under a `Legend`, without the browser's frame, one under the other. */
export const Fieldset = styled('fieldset', {
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  border: 0,
  margin: 0,
  padding: 0,
  variants: {
    gap: { 2: { gap: '$2' }, 3: { gap: '$3' }, 4: { gap: '$4' } },
  },
  defaultVariants: { gap: 3 },
});

/** The title of a `Fieldset`, in bold body text. */
export const Legend = styled('legend', {
  margin: 0,
  padding: 0,
  marginBottom: '$2',
  color: '$text',
  fontSize: '$3',
  fontWeight: '$bold',
});

export type FieldLabelProps = ComponentPropsWithRef<typeof LabelPrimitive.Root> & {
  /** Adds a visual asterisk; the control itself carries `required` for assistive technology. */
  required?: boolean;
};

export function FieldLabel({ required = false, children, ...props }: FieldLabelProps) {
  return (
    <LabelRoot {...props}>
      {children}
      {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
    </LabelRoot>
  );
}

export const FieldHint = styled('p', {
  margin: 0,
  fontSize: '$2',
  color: '$textMuted',
});

const ErrorText = styled('p', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$1',
  margin: 0,
  fontSize: '$2',
  fontWeight: '$regular',
  color: '$error',
  // The icon keeps its size when the message wraps.
  '& > svg': { marginTop: '1px', flexShrink: 0 },
});

export type FieldErrorProps = ComponentPropsWithRef<'p'>;

/** Error text shown under the control; renders nothing when there is no message. */
export function FieldError({ children, ...props }: FieldErrorProps) {
  if (!hasErrorText(children)) return null;
  return (
    <ErrorText {...props}>
      <AlertIcon size={16} />
      <span>{children}</span>
    </ErrorText>
  );
}

/** Shared look of text-like controls (inputs, textareas, select triggers). */
export const controlStyles = {
  width: '100%',
  minHeight: '$control',
  margin: 0,
  padding: '$2 $3',
  fontFamily: '$body',
  // 16 px stops iOS Safari zooming into the field on focus.
  fontSize: '$3',
  fontWeight: '$regular',
  lineHeight: '$body',
  color: '$text',
  backgroundColor: '$background',
  border: '1px solid $borderStrong',
  borderRadius: '$2',
  transition: 'border-color $fast, box-shadow $fast',
  '&::placeholder': { color: '$textSubtle', opacity: 1 },
  '&:hover:not(:disabled)': { borderColor: '$text' },
  '&:focus-visible': { ...focusRing, borderColor: '$primary' },
  '&[aria-invalid="true"]': {
    borderColor: '$error',
    boxShadow: 'inset 0 0 0 1px $colors$error',
  },
  '&:disabled': {
    cursor: 'not-allowed',
    color: '$textMuted',
    backgroundColor: '$surface',
    borderColor: '$border',
  },
} as const;

export const FieldInput = styled('input', controlStyles);

export const FieldTextarea = styled('textarea', {
  ...controlStyles,
  minHeight: '96px',
  resize: 'vertical',
});

type FieldTextProps = {
  label: ReactNode;
  /** Help shown under the control and read after its name. */
  hint?: ReactNode;
  /** Error shown under the control; also marks it `aria-invalid`. */
  error?: ReactNode;
};

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'children'> & FieldTextProps;

/** Labelled single-line input with hint and error text. */
export function TextField({
  label,
  hint,
  error,
  id,
  className,
  required,
  'aria-describedby': extraDescribedBy,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds(id);
  const invalid = hasErrorText(error);
  return (
    <Field className={className}>
      <FieldLabel htmlFor={ids.controlId} id={ids.labelId} required={required}>
        {label}
      </FieldLabel>
      <FieldInput
        {...inputProps}
        id={ids.controlId}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(
          invalid && ids.errorId,
          hint ? ids.hintId : undefined,
          extraDescribedBy,
        )}
      />
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </Field>
  );
}

export type TextAreaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'children'> &
  FieldTextProps;

/** Labelled multi-line input with hint and error text. */
export function TextAreaField({
  label,
  hint,
  error,
  id,
  className,
  required,
  rows = 4,
  'aria-describedby': extraDescribedBy,
  ...textareaProps
}: TextAreaFieldProps) {
  const ids = useFieldIds(id);
  const invalid = hasErrorText(error);
  return (
    <Field className={className}>
      <FieldLabel htmlFor={ids.controlId} id={ids.labelId} required={required}>
        {label}
      </FieldLabel>
      <FieldTextarea
        {...textareaProps}
        rows={rows}
        id={ids.controlId}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(
          invalid && ids.errorId,
          hint ? ids.hintId : undefined,
          extraDescribedBy,
        )}
      />
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </Field>
  );
}

import { useState } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { styled } from '../styles/stitches.config';
import {
  Field,
  FieldError,
  FieldHint,
  FieldInput,
  FieldLabel,
  describedBy,
  hasErrorText,
  useFieldIds,
} from './field';
import { focusRing } from './focus-ring';
import { VisuallyHidden } from './visually-hidden';
import { m } from '../i18n/paraglide/messages.js';

const InputRow = styled('div', {
  position: 'relative',
  display: 'flex',
  alignItems: 'stretch',
  '& > input': { paddingRight: '76px' },
});

const Toggle = styled('button', {
  position: 'absolute',
  top: '1px',
  right: '1px',
  bottom: '1px',
  minWidth: '64px',
  margin: 0,
  padding: '0 $3',
  border: 'none',
  borderLeft: '1px solid $border',
  borderRadius: '0 $2 $2 0',
  backgroundColor: 'transparent',
  color: '$primary',
  fontFamily: '$body',
  fontSize: '$2',
  fontWeight: '$bold',
  cursor: 'pointer',
  '&:hover:not(:disabled)': { color: '$primaryHover', textDecoration: 'underline' },
  '&:focus-visible': { ...focusRing, outlineOffset: '-3px' },
  '&:disabled': { color: '$textMuted', cursor: 'not-allowed' },
});

export type PasswordFieldProps = Omit<ComponentPropsWithRef<'input'>, 'children' | 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the field; also marks it `aria-invalid`. */
  error?: ReactNode;
  /** `current-password` to sign in, `new-password` to choose one (password managers). */
  autoComplete: 'current-password' | 'new-password';
  /** Start with the password shown. */
  defaultShown?: boolean;
};

/** A labelled password input with a Show/Hide button, hint and error text under it. */
export function PasswordField({
  label,
  hint,
  error,
  id,
  className,
  required,
  disabled,
  defaultShown = false,
  'aria-describedby': extraDescribedBy,
  ...inputProps
}: PasswordFieldProps) {
  const ids = useFieldIds(id);
  const invalid = hasErrorText(error);
  const [shown, setShown] = useState(defaultShown);
  const toggleSubject = typeof label === 'string' ? label.toLowerCase() : m.ui_password_subject();
  return (
    <Field className={className}>
      <FieldLabel htmlFor={ids.controlId} id={ids.labelId} required={required}>
        {label}
      </FieldLabel>
      <InputRow>
        <FieldInput
          {...inputProps}
          id={ids.controlId}
          type={shown ? 'text' : 'password'}
          required={required}
          disabled={disabled}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(
            invalid && ids.errorId,
            hint ? ids.hintId : undefined,
            extraDescribedBy,
          )}
        />
        <Toggle
          type="button"
          aria-controls={ids.controlId}
          disabled={disabled}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? m.ui_password_hide() : m.ui_password_show()}
          {/* The name starts with the visible word, so voice control finds it (WCAG 2.5.3). */}
          <VisuallyHidden>{` ${toggleSubject}`}</VisuallyHidden>
        </Toggle>
      </InputRow>
      {hint ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </Field>
  );
}

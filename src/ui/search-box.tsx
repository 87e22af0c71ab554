import type { ChangeEvent, FormEvent, Ref } from 'react';
import { useId } from 'react';
import { styled } from '../styles/stitches.config';
import { Button } from './button';
import { FieldHint, FieldInput, FieldLabel } from './field';
import { m } from '../i18n/paraglide/messages.js';

const Form = styled('form', {
  display: 'grid',
  gap: '$2',
  width: 'min(340px, calc(100vw - 56px))',
  '& input[type="search"]::-webkit-search-cancel-button': { cursor: 'pointer' },
});

/** The 'Show results' button: phones have no obvious Enter key, so they get a button. */
const MobileSubmit = styled('div', {
  marginTop: '$2',
  '@md': { display: 'none' },
});

export type SearchBoxProps = {
  value: string;
  onValueChange: (value: string) => void;
  onSubmit: () => void;
  inputRef?: Ref<HTMLInputElement>;
  label?: string;
  placeholder?: string;
  hint?: string;
  submitLabel?: string;
};

/** A labelled search field; Enter submits, and below 960 px a 'Show results' button does too. */
export function SearchBox({
  value,
  onValueChange,
  onSubmit,
  inputRef,
  label = m.ui_search_label(),
  placeholder = m.ui_search_placeholder(),
  hint,
  submitLabel = m.ui_search_submit(),
}: SearchBoxProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <Form
      role="search"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <FieldInput
        ref={inputRef}
        id={id}
        type="search"
        name="q"
        autoComplete="off"
        enterKeyHint="search"
        // The store searches at most 200 characters (the API's MAX_SEARCH_LENGTH).
        maxLength={200}
        placeholder={placeholder}
        value={value}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onValueChange(event.target.value)}
      />
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <MobileSubmit>
        <Button type="submit" fullWidth>
          {submitLabel}
        </Button>
      </MobileSubmit>
    </Form>
  );
}

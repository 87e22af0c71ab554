import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Popover } from '../../ui/popover';
import { SearchBox } from '../../ui/search-box';
import { searchPath } from './shop-paths';
import { m } from '../../i18n/paraglide/messages.js';

/** Spec section 9: the search field takes focus 140 ms after the popover opens. */
export const SEARCH_FOCUS_DELAY_MS = 140;

export type SearchPopoverProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
};

/** Search popover: Enter (or 'Show results' on phones) goes to `/search/{text}/`; Escape closes. */
export default function SearchPopover({ open, onOpenChange, trigger }: SearchPopoverProps) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => inputRef.current?.focus(), SEARCH_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);

  const submit = () => {
    const href = searchPath(text);
    if (href === null) {
      inputRef.current?.focus();
      return;
    }
    onOpenChange(false);
    void navigate({ href });
  };

  return (
    <Popover
      title={m.shell_search()}
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      align="end"
      closeLabel={m.shell_search_close()}
      contentProps={{
        // Focus moves to the field after the spec's delay instead of at once.
        onOpenAutoFocus: (event) => event.preventDefault(),
      }}
    >
      <SearchBox
        value={text}
        onValueChange={setText}
        onSubmit={submit}
        inputRef={inputRef}
        hint={m.shell_search_hint()}
      />
    </Popover>
  );
}

import { useEffect, useRef } from 'react';

/** Whether a key press happened while the person was typing, where `/` is a character. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  if (target.closest('input, textarea, select, [contenteditable="true"], [role="textbox"]')) {
    if (target instanceof HTMLInputElement) {
      return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color'].includes(
        target.type,
      );
    }
    return true;
  }
  return false;
}

/** Calls `onSlash` when `/` is pressed anywhere outside a text field or an open dialog. */
export function useSlashShortcut(onSlash: () => void): void {
  const callback = useRef(onSlash);
  useEffect(() => {
    callback.current = onSlash;
  }, [onSlash]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.defaultPrevented || event.isComposing) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target)) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      event.preventDefault();
      callback.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

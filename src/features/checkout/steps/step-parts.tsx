import { useEffect, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { Heading } from '../../../ui/layout';
import { Notice } from '../../../ui/notice';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { m } from '../../../i18n/paraglide/messages.js';

/** Moves focus to a step's heading when the step changes, so keyboard and reader users follow. */
export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Heading as="h2" ref={ref} tabIndex={-1} focusTarget>
      {children}
    </Heading>
  );
}

/**
 * The machine's last error, where the step it sent the customer to shows it. Its live region is
 * there before the error is, so a reader announces the message when it appears.
 */
export function ErrorNotice({ message }: { message: string | null }) {
  return <div role="alert">{message ? <Notice tone="error">{message}</Notice> : null}</div>;
}

/**
 * Field errors: said in a live region that is always there (the fields' own messages, first
 * field first), and focus moves to the first field in error inside `container` whenever a new
 * set of errors arrives.
 */
export function FieldErrorsAnnouncer({
  errors,
  container,
}: {
  errors: Readonly<Record<string, string>> | null | undefined;
  container: RefObject<HTMLElement | null>;
}) {
  const messages = Object.values(errors ?? {}).filter((message) => message !== '');
  useEffect(() => {
    if (messages.length === 0) return;
    container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    // A new errors object is a new attempt: focus follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errors]);
  return (
    <VisuallyHidden role="status" aria-live="assertive" aria-atomic="true">
      {messages.length === 0
        ? ''
        : messages.length === 1
          ? m.checkout_check_field({ messages: messages.join(' ') })
          : m.checkout_check_fields({ count: messages.length, messages: messages.join(' ') })}
    </VisuallyHidden>
  );
}

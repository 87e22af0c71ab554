import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Heading } from '../../../ui/layout';
import { Notice } from '../../../ui/notice';

/** Moves focus to a step's heading when the step changes, so keyboard and reader users follow. */
export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Heading as="h2" ref={ref} tabIndex={-1} css={{ outline: 'none' }}>
      {children}
    </Heading>
  );
}

/** The machine's last error, where the step it sent the customer to shows it. */
export function ErrorNotice({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Notice tone="error" role="alert">
      {message}
    </Notice>
  );
}

import { useEffect, useRef } from 'react';
import { Notice } from '../../ui/notice';
import type { AuthProblem } from './auth-problems';

/**
 * A failed request that is not about one field, above the form. It takes focus when it appears,
 * so the person hears it and keeps their place (the button they pressed was disabled meanwhile).
 */
export function FormProblem({ problem, title }: { problem: AuthProblem | null; title?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem) ref.current?.focus();
  }, [problem]);
  if (!problem) return null;
  return (
    <Notice
      ref={ref}
      tone="error"
      role="alert"
      tabIndex={-1}
      // Focused only to be read out, never operated: no focus ring (as with a focused heading).
      style={{ outline: 'none' }}
      title={title}
      data-testid="form-problem"
      data-code={problem.code}
    >
      <p>{problem.message}</p>
    </Notice>
  );
}

/** When the service says which field is wrong, focus goes there, next to its error. */
export function useFocusProblemField(
  problem: AuthProblem | null,
  fieldIds: Partial<Record<'email' | 'password', string>>,
): void {
  const field = problem?.field;
  const id = field ? fieldIds[field] : undefined;
  useEffect(() => {
    if (id) document.getElementById(id)?.focus();
  }, [problem, id]);
}

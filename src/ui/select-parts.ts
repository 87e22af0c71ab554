import type { ReactNode } from 'react';
import { controlStyles } from './field';

export type SelectOption = { value: string; label: ReactNode; disabled?: boolean };

export type SelectFieldProps = {
  label: ReactNode;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown in the trigger until something is chosen. */
  placeholder?: ReactNode;
  hint?: ReactNode;
  /** Error shown under the select; also marks it `aria-invalid`. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Form field name; Radix then keeps a hidden native select in sync for form posts. */
  name?: string;
  id?: string;
  className?: string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** The closed select's button, the same whether Radix draws it or its stand-in (./select). */
export const triggerStyles = {
  ...controlStyles,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  textAlign: 'left',
  cursor: 'pointer',
  '&[data-placeholder]': { color: '$textSubtle' },
  '& > span:first-child': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
} as const;

export const iconStyles = {
  display: 'inline-flex',
  color: '$text',
  flexShrink: 0,
} as const;

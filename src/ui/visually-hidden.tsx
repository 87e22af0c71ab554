import * as VisuallyHiddenPrimitive from '@radix-ui/react-visually-hidden';
import type { ComponentPropsWithRef } from 'react';

export type VisuallyHiddenProps = ComponentPropsWithRef<typeof VisuallyHiddenPrimitive.Root>;

/** Text for assistive technology only: read aloud, never drawn. */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <VisuallyHiddenPrimitive.Root {...props} />;
}

import { Component, createElement, lazy, useState } from 'react';
import type { ComponentType, ErrorInfo, ReactNode } from 'react';
import { whenEngaged } from '../../ui/engagement';
import { reportError } from '../../lib/error-reporting';
import { isChunkLoadError, recoverFromChunkLoadFailure } from '../../lib/page-lifecycle';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A lazily loaded part of the shell (kept out of the initial JavaScript). `preload()` starts the
 * download early (on hover, focus or the visitor's first action); a failed chunk starts the reload-once recovery.
 * Once the code is here, the part draws in the same render: React.lazy would suspend once more
 * and show its fallback for a frame or more (the search field's 140 ms focus, spec section 9,
 * counts from the key press).
 */
export function lazyShellPart<P extends object>(load: Loader<P>) {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  let loaded: ComponentType<P> | null = null;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = null;
        if (isChunkLoadError(error)) recoverFromChunkLoadFailure();
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(preload);
  function ShellPart(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded type later would remount it.
    const [Part] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Part, props);
  }
  return { Component: ShellPart, preload };
}

type BoundaryProps = { fallback: ReactNode; children: ReactNode };

/** Keeps the rest of the page working when a lazily loaded shell part fails. */
export class ShellPartBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    reportError(error, 'shell');
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Starts loading the given parts at the visitor's first action on the page (../../ui/engagement). */
export function preloadWhenEngaged(...preloads: (() => Promise<unknown>)[]): () => void {
  return whenEngaged(() => preloads.forEach((preload) => void preload().catch(() => undefined)));
}

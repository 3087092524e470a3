import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = {
  /** When one of these changes, a caught error is forgotten and the children render again. */
  resetKeys: unknown[];
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
};
type State = { error: Error | null; keys: unknown[] };

function changed(a: unknown[], b: unknown[]): boolean {
  return a.length !== b.length || a.some((v, i) => !Object.is(v, b[i]));
}

/** Catches a render or lazy-load failure of one part of the page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, keys: this.props.resetKeys };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (changed(props.resetKeys, state.keys)) return { error: null, keys: props.resetKeys };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[shell] a part of the page failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

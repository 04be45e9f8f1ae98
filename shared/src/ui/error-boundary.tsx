import { Component, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children after they threw; `reset` renders them again. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  /** The boundary resets itself whenever this value changes (e.g. the location). */
  resetKey?: unknown;
  onError?: (error: unknown) => void;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
  resetKey: unknown;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey
      ? null
      : { error: undefined, failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError?.(error);
  }

  private readonly reset = () => this.setState({ error: undefined, failed: false });

  override render(): ReactNode {
    return this.state.failed
      ? this.props.fallback(this.state.error, this.reset)
      : this.props.children;
  }
}

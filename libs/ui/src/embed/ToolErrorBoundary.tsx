import { Trans } from '@lingui/react/macro';
import { Alert } from '../components/Alert.js';
import { Button } from '../components/Button.js';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Changing the key (e.g. the route) resets the boundary. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** Catches a tool's render errors and shows them inside the tool area; the shell keeps working. */
export class ToolErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('Tool crashed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div data-testid="tool-error">
        <Alert type="error" title={<Trans>This tool ran into a problem</Trans>}>
          <p>
            <Trans>The rest of the app still works. Try again, or pick another tool from the menu.</Trans>
          </p>
          <pre style={{ whiteSpace: 'pre-wrap' }}>{this.state.error.message}</pre>
          <Button onClick={() => this.setState({ error: null })}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      </div>
    );
  }
}

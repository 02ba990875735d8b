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

/**
 * Whether an error is a failed `import()` of a module (Chromium, Firefox and Safari word it
 * differently) while the browser is offline: the tool's code is not in the offline cache yet.
 *
 * @param error - the caught error.
 * @returns true for a module-load failure with `navigator.onLine` false.
 */
export function isOfflineChunkError(error: Error): boolean {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return offline && /dynamically imported module|Importing a module script failed|module script/i.test(error.message);
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
    if (isOfflineChunkError(this.state.error)) {
      return (
        <div data-testid="tool-error">
          <Alert type="warning" title={<Trans>This tool is not available offline yet</Trans>}>
            <p>
              <Trans>Its files have not been saved on this device yet. Open it once while online to use it offline.</Trans>
            </p>
          </Alert>
        </div>
      );
    }
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

import { Component, type ReactNode } from 'react';
import { FallbackPage } from './fallback-page.tsx';

/** Catches a screen that fails to render and shows the spec's fallback page instead of a blank screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('Screen failed to render', error);
  }
  override render() {
    return this.state.failed ? <FallbackPage /> : this.props.children;
  }
}

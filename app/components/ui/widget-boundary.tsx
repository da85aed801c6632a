import { Component, type ReactNode } from "react";

interface WidgetBoundaryProps {
  /** Shown in the widget's place after it failed (default: nothing). */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Keeps a fault in one widget (the chat, search, a form, a carousel, the home invitation...) inside
 * it: that widget shows `fallback`, and the page and the other widgets keep working. React reports
 * the error to the console once (its default `onCaughtError`), so nothing more is logged here.
 * A class component: React 19 catches rendering errors only in one.
 */
export class WidgetBoundary extends Component<WidgetBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}

import { Component, type ErrorInfo, type ReactNode } from "react";
import { RouteErrorPage } from "./RouteErrorPage";

interface Props {
  /** The current location's key: a new address clears the error (the shopper went elsewhere). */
  locationKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  /** The location the error happened at. */
  errorAt: string | null;
}

/**
 * A render error anywhere in the routes, or a page chunk that failed to load (often: a new deploy),
 * shows RouteErrorPage instead of a blank page; going to another address tries again.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, errorAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error("Unknown render error") };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return null;
    if (state.errorAt === null) return { errorAt: props.locationKey };
    return state.errorAt === props.locationKey ? null : { error: null, errorAt: null };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    return this.state.error !== null ? <RouteErrorPage /> : this.props.children;
  }
}

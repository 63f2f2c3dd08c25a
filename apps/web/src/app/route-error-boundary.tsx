import { Component, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router';
import { RouteError } from '../components/route-error';

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  /** The location the error happened at: navigating elsewhere clears it. */
  location: Location;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    return props.location === state.location ? null : { error: null, location: props.location };
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}

/**
 * A screen that fails to render, or whose code cannot be fetched, shows the error screen (with
 * a reload) instead of the page; a navigation elsewhere (Back) clears it.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary location={useLocation()}>{children}</Boundary>;
}

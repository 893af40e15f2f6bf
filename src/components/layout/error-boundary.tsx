import { Component, type ReactNode } from "react"
import { ErrorFallback } from "./error-fallback"

type ErrorBoundaryProps = { children: ReactNode }

// Shows the fallback instead of a blank page when rendering throws (React logs the error).
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children
  }
}

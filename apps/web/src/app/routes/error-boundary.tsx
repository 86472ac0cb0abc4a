import { Component, type ReactNode } from 'react';
import { commonText } from '@app/shared/i18n/common';

interface Props {
  /** The page's path: going to another page starts afresh, since that page may work. */
  resetKey: string;
  children: ReactNode;
}

/** The generic fallback when a screen throws (spec §2), including a page whose code failed to download. */
export class AppErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="flex min-h-screen flex-col items-center justify-center px-4 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{commonText.unexpected}</h1>
        <p className="mt-2 text-slate-700">{commonText.unexpectedHint}</p>
        <a href="/" className="mt-6 font-medium text-brand-700 hover:underline">
          {commonText.notFound.home}
        </a>
      </div>
    );
  }
}

import { RotateCw, TriangleAlert } from "lucide-react";
import { Component, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ScreenLoadError } from "./stale-screen";

type Props = { children: ReactNode; resetKey: string };
type State = { error: unknown; resetKey: string };

/**
 * Shows a sentence and a Reload button where a screen failed, instead of a blank page; moving to
 * another path (a new resetKey) tries again.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    console.error("A screen failed", error);
  }

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return <ScreenFailed stale={this.state.error instanceof ScreenLoadError} />;
  }
}

function ScreenFailed({ stale }: { stale: boolean }) {
  return (
    <div role="alert" className="flex min-h-[60vh] flex-col items-center justify-center px-4 text-center">
      <span className="mb-5 grid size-14 place-items-center rounded-2xl bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300">
        <TriangleAlert className="size-7" aria-hidden />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight text-fg">This screen couldn't load</h1>
      <p className="mt-2 max-w-sm text-sm text-muted">
        {stale
          ? "Crewlance may have been updated since you opened this tab, or the connection dropped. Reload to get the latest version."
          : "Something went wrong while showing this screen. Reload to try again."}
      </p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        <RotateCw className="size-4" aria-hidden />
        Reload
      </Button>
    </div>
  );
}

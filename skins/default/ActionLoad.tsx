import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import {
  actionLoadError,
  reportActionFailure,
  useCheckout,
  useI18n,
  type CheckoutError,
  type MessageKey,
} from 'headless-checkout';
import { PaymentResultView } from './PaymentResultView';

/*
 * The action-type seam of the default skin: each action type's view (and the hook and core flow
 * behind it) is a module of its own that loads when the payment service answers with that action.
 * Until it is there the action's panel shows busy; a load that fails is the payment's error.
 */

/** A view whose code loads with its action. */
interface LazyActionView<P> {
  /** The view: suspends (the nearest Suspense shows its fallback) until its code is there. */
  View: ComponentType<P>;
  /** After a failed load: the next render loads the code again (React keeps a failed lazy failed). */
  retry: () => void;
}

/** A view loaded by `load` on its first render; a failed load rejects with a typed NETWORK_ERROR. */
function lazyActionView<P extends object>(load: () => Promise<ComponentType<P>>): LazyActionView<P> {
  let failed = false;
  const make = () =>
    lazy(() =>
      load().then(
        (View) => ({ default: View }),
        (cause: unknown) => {
          failed = true;
          throw actionLoadError(cause);
        },
      ),
    );
  let Loaded = make();
  function View(props: P) {
    return <Loaded {...props} />;
  }
  const retry = () => {
    if (!failed) return;
    failed = false;
    Loaded = make();
  };
  return { View, retry };
}

/** Props of ActionLoading. */
interface ActionLoadingProps {
  /** The panel's title as the view will show it (the 3DS2 fingerprint's), if any. */
  title?: string | undefined;
  /** The progress line ('payButton.processing', with the spinner, by default). */
  messageKey?: MessageKey;
  /** Whether the progress line has the spinner (true by default). */
  spinner?: boolean;
  /** What follows the progress line (the fingerprint's empty frame box). */
  children?: ReactNode;
}

/**
 * While an action's code loads: the action's panel, busy, with the progress line the view will
 * show (the 3DS2 fingerprint's "Processing…"), so the view takes its place without a shift. Not a
 * live region: the view announces itself when it is there, so the shopper hears it once.
 */
function ActionLoading({
  title,
  messageKey = 'payButton.processing',
  spinner = true,
  children,
}: ActionLoadingProps) {
  const { t } = useI18n();
  return (
    <section className="hc-action" aria-label={title} aria-busy="true" data-state="loading">
      {title ? <h3 className="hc-action__title">{title}</h3> : null}
      <p className="hc-action__progress">
        {spinner ? <span className="hc-spinner" aria-hidden="true" /> : null}
        {spinner ? ' ' : null}
        {t(messageKey)}
      </p>
      {children}
    </section>
  );
}

/** Props of ActionLoadBoundary. */
interface ActionLoadBoundaryProps {
  /** Called once with what failed (a failed load's NETWORK_ERROR, or the error a view threw). */
  onFailure: (failure: unknown) => void;
  /** The view, under its Suspense. */
  children: ReactNode;
}

/** Catches a view whose code did not load (or that failed): the payment's error, told once. */
class ActionLoadBoundary extends Component<ActionLoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(failure: unknown): void {
    this.props.onFailure(failure);
  }

  override render(): ReactNode {
    return this.state.failed ? <PaymentResultView status="error" /> : this.props.children;
  }
}

/** Props of ActionLoad. */
interface ActionLoadProps {
  /** The action's view key (the core's `actionViewOf`): its failure is reported once per action. */
  actionKey: string;
  /** The lazily loaded view (its `retry` runs after a failed load). */
  view: Pick<LazyActionView<never>, 'retry'>;
  /** Shown while the code loads (an ActionLoading shaped like the view). */
  fallback: ReactNode;
  /** The payment hook's `failAction`: the failure ends the payment with "Payment failed". */
  onError?: ((error: CheckoutError) => void) | undefined;
  /** The view. */
  children: ReactNode;
}

/**
 * A lazily loaded action view: the fallback while its code loads; when the load fails (or the
 * view throws), the error, reported once per action as an action's end is (the checkout's onError
 * with a typed CheckoutError, then `onError`), and the next payment loads the code again.
 */
function ActionLoad({ actionKey, view, fallback, onError, children }: ActionLoadProps) {
  const checkout = useCheckout();
  const onFailure = (failure: unknown) => {
    view.retry();
    reportActionFailure(checkout, actionKey, failure, onError);
  };
  return (
    <ActionLoadBoundary onFailure={onFailure}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ActionLoadBoundary>
  );
}

export { ActionLoad, ActionLoading, lazyActionView };
export type { ActionLoadingProps, ActionLoadProps, LazyActionView };

import { lazy, Suspense } from 'react';
import type { ActionViewProps } from './ActionView';

// The action views load when a payment answers with an action, not with the form.
const ActionViewChunk = lazy(() =>
  import('./ActionView').then((module) => ({ default: module.ActionViewContent })),
);

/**
 * Renders a payment response's action with the default skin: the 3DS2 fingerprint and challenge,
 * a redirect, a QR code with its countdown, the await screen, a voucher or bank-transfer result.
 * Hand the result to your payment hook (`onComplete={card.completeAction}`). Its code loads when
 * first rendered (a progress indicator shows meanwhile), so a form without actions does not carry it.
 */
function ActionView(props: ActionViewProps) {
  return (
    <Suspense
      fallback={
        <p className="hc-action__progress" role="status">
          <span className="hc-spinner" aria-hidden="true" />
        </p>
      }
    >
      <ActionViewChunk {...props} />
    </Suspense>
  );
}

export { ActionView };

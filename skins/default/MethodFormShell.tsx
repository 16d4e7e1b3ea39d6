import type { ReactNode } from 'react';
import { useI18n, type MessageKey, type UsePaymentMethodResult } from 'headless-checkout';
import { ActionView } from './ActionView';
import { FramesFailure } from './FramesFailure';

/** Props of MethodFormShell. */
interface MethodFormShellProps {
  /** What a method hook (`usePaymentMethod`, `useIssuerList`) returned. */
  method: Pick<
    UsePaymentMethodResult,
    'screen' | 'status' | 'completeAction' | 'failAction' | 'getFormProps' | 'reloadSecuredFields'
  >;
  /** The form's class names. */
  className: string;
  /** The form's fields, messages and button. */
  children: ReactNode;
}

/**
 * A method that cannot be used here: its message when the shopper should read it (it could not
 * load), announced; nothing when there is nothing to tell (a wallet this browser cannot use, a
 * method the payment methods do not offer, a form ended by another payment that completed the
 * checkout).
 */
function UnavailableView({ messageKey, className }: { messageKey: MessageKey | null; className: string }) {
  const { t } = useI18n();
  return (
    <div className={className} data-state="error">
      {messageKey ? (
        <p className="hc-result" data-state="error" role="alert">
          <span className="hc-result__icon" aria-hidden="true">
            !
          </span>
          <span className="hc-result__text">{t(messageKey)}</span>
        </p>
      ) : null}
    </div>
  );
}

/**
 * A payment method's screens as the hook's `screen` says: a busy placeholder while it loads, an
 * alert when it cannot (its message), then the form; the action (a redirect, a QR code) in the
 * form's place while it runs, the form staying mounted, hidden, with what was typed.
 */
function MethodFormShell({ method, className, children }: MethodFormShellProps) {
  const { t } = useI18n();
  const { screen } = method;
  if (screen.name === 'unavailable')
    return <UnavailableView messageKey={screen.messageKey} className={className} />;
  if (screen.name === 'loading')
    return (
      // The form loads: said to whoever reads there, not announced (nothing the shopper did).
      <div className={className} data-state="loading" aria-busy="true">
        <span className="hc-spinner" aria-hidden="true" />
        <span className="hc-visually-hidden">{t('loading')}</span>
      </div>
    );
  return (
    <>
      {screen.action ? (
        <div className={className} data-state={method.status}>
          <ActionView action={screen.action} onComplete={method.completeAction} onError={method.failAction} />
        </div>
      ) : null}
      <form
        {...method.getFormProps({
          className,
          'data-state': method.status,
          hidden: screen.name === 'action',
        })}
      >
        <FramesFailure messageKey={screen.framesFailure} onReload={method.reloadSecuredFields} />
        {children}
      </form>
    </>
  );
}

export { MethodFormShell, UnavailableView };
export type { MethodFormShellProps };

import type { ReactNode } from 'react';
import { useI18n, type UsePaymentMethodResult } from 'headless-checkout';
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
 * A payment method's screens as the hook's `screen` says: a busy placeholder while it loads, an
 * alert when it cannot (its message), then the form; the action (a redirect, a QR code) in the
 * form's place while it runs, the form staying mounted, hidden, with what was typed.
 */
function MethodFormShell({ method, className, children }: MethodFormShellProps) {
  const { t } = useI18n();
  const { screen } = method;
  if (screen.name === 'unavailable')
    return (
      <div className={className} data-state="error">
        {screen.messageKey ? (
          <p className="hc-result" data-state="error" role="alert">
            <span className="hc-result__icon" aria-hidden="true">
              !
            </span>
            <span className="hc-result__text">{t(screen.messageKey)}</span>
          </p>
        ) : null}
      </div>
    );
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

export { MethodFormShell };
export type { MethodFormShellProps };

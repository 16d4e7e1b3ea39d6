import type { ReactNode } from 'react';
import { useI18n, type UsePaymentMethodResult } from 'headless-checkout';
import { ActionView } from './ActionView';

/** Props of MethodFormShell. */
interface MethodFormShellProps {
  /** What a method hook (`usePaymentMethod`, `useIssuerList`) returned. */
  method: Pick<
    UsePaymentMethodResult,
    'state' | 'status' | 'action' | 'completeAction' | 'failAction' | 'getFormProps'
  >;
  /** The form's class names. */
  className: string;
  /** The form's fields, messages and button. */
  children: ReactNode;
}

/**
 * A payment method's form and its payment's action: a busy placeholder while the method's
 * definition loads (an alert when it cannot), then the form; while an action (a redirect, a QR
 * code) runs it shows in the form's place, and the form stays mounted, hidden, with what was typed.
 */
function MethodFormShell({ method, className, children }: MethodFormShellProps) {
  const { t } = useI18n();
  if (!method.state)
    return method.status === 'error' ? (
      <div className={className} data-state="error">
        <p className="hc-result" data-state="error" role="alert">
          <span className="hc-result__icon" aria-hidden="true">
            !
          </span>
          <span className="hc-result__text">{t('error.message.unknown')}</span>
        </p>
      </div>
    ) : (
      <div className={className} data-state="loading" role="status" aria-busy="true">
        <span className="hc-spinner" aria-hidden="true" />
        <span className="hc-visually-hidden">{t('payButton.processing')}</span>
      </div>
    );
  return (
    <>
      {method.action ? (
        <div className={className} data-state={method.status}>
          <ActionView action={method.action} onComplete={method.completeAction} onError={method.failAction} />
        </div>
      ) : null}
      <form
        {...method.getFormProps({
          className,
          'data-state': method.status,
          hidden: method.action !== null,
        })}
      >
        {children}
      </form>
    </>
  );
}

export { MethodFormShell };
export type { MethodFormShellProps };

import type { ReactNode } from 'react';
import type { UseCardResult } from 'headless-checkout';
import { ActionView } from './ActionView';
import { FramesFailure } from './FramesFailure';
import { UnavailableView } from './MethodFormShell';

/** Props of CardFormShell. */
interface CardFormShellProps {
  /** What `useCard` returned. */
  card: UseCardResult;
  /** The form's class names. */
  className: string;
  /** A ref to the form element. */
  formRef?: ((element: HTMLFormElement | null) => void) | undefined;
  /** The form's fields, messages and button. */
  children: ReactNode;
}

/**
 * A card form and its payment's action, as the hook's `screen` says: while an action (3DS2, a
 * redirect) runs it shows in the form's place, and the form stays mounted, hidden, so its secured
 * fields keep their frames and what the shopper typed. Frames that could not load show their
 * failure, announced, with a button that loads them again. A card that cannot be used here shows
 * why when the shopper should read it, else nothing.
 */
function CardFormShell({ card, className, formRef, children }: CardFormShellProps) {
  // Ended with nothing to show (another payment completed the checkout; the card is not offered).
  if (card.screen.name === 'unavailable')
    return <UnavailableView messageKey={card.screen.messageKey} className={className} />;
  return (
    <>
      {card.screen.action ? (
        <div className={className} data-state={card.status}>
          <ActionView
            action={card.screen.action}
            onComplete={card.completeAction}
            onError={card.failAction}
          />
        </div>
      ) : null}
      <form
        {...card.getFormProps({
          className,
          'data-state': card.status,
          ref: formRef,
          hidden: card.screen.name === 'action',
        })}
      >
        <FramesFailure messageKey={card.screen.framesFailure} onReload={card.reloadSecuredFields} />
        {children}
      </form>
    </>
  );
}

export { CardFormShell };
export type { CardFormShellProps };

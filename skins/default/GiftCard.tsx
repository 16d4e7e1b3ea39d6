import { useGiftCard, type UseGiftCardOptions } from 'headless-checkout';
import { GiftCardBalance } from './GiftCardBalance';
import { useOnChange } from './hook-adapters';
import type { PayButtonStatus } from './PayButton';
import { MethodForm } from './PaymentMethodForm';
import { useSecuredFieldTheme } from './secured-field-theme';

/** Props of GiftCard: every `useGiftCard` option, and the skin's. */
type GiftCardProps = UseGiftCardOptions & {
  /** Called when the payment status changes (`loading`, `success`, `error`, …). */
  onPaymentStatus?: (status: PayButtonStatus) => void;
  /** Called after each partial payment (the order keeps the rest); the form is then empty for the next card. */
  onPartialPayment?: () => void;
  /** Renders the pay button (type submit) at the end of the form; default true. */
  payButton?: boolean;
  /** An extra class name on the form. */
  className?: string;
};

/**
 * The default skin's gift card or meal voucher form: `useGiftCard(options)` drawn from its layout
 * (number and PIN, or number, expiry date and security code, in the payment service's secured
 * fields), the balance (`GiftCardBalance`) or its error, the payment's end and the pay button
 * ('Check balance', then 'Pay {amount}' when the card covers it). After a partial payment the hook
 * empties the form for the next card. Behaviour is the hook's.
 */
function GiftCard({
  onPaymentStatus,
  onPartialPayment,
  payButton = true,
  className,
  ...options
}: GiftCardProps) {
  const [themeRef, theme] = useSecuredFieldTheme();
  const giftCard = useGiftCard({ ...options, securedFieldStyles: options.securedFieldStyles ?? theme });
  useOnChange(giftCard.payment.status === 'partial', (partial) => {
    if (partial) onPartialPayment?.();
  });
  return (
    // The frames take the text colour and font of this element (the theme's).
    <div ref={themeRef}>
      <MethodForm
        method={giftCard}
        type={options.type ?? 'giftcard'}
        onPaymentStatus={onPaymentStatus}
        payButton={payButton}
        className={className}
      >
        <GiftCardBalance giftCard={giftCard} />
      </MethodForm>
    </div>
  );
}

export { GiftCard };
export type { GiftCardProps };

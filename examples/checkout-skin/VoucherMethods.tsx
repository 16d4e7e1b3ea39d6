import { useId, useState } from 'react';
import { usePaymentMethods, type VoucherType } from 'headless-checkout';
import { isVoucherType } from 'headless-checkout/core';
import { PaymentMethodForm, type PayButtonStatus } from 'headless-checkout/skins/default';

/**
 * The vouchers the session offers (Boleto in Brazil, Doku in Indonesia, econtext in Japan,
 * Dragonpay in the Philippines, OXXO in Mexico, Multibanco in Portugal) and the bank transfer: the
 * shopper picks one, its form is the default skin's PaymentMethodForm laid out by the method, and
 * the voucher (or the transfer's details) shows in the form's place, to pay later.
 */
function VoucherMethods({
  hidden,
  alone,
  onPaymentStatus,
}: {
  /** Set aside while another part's payment runs. */
  hidden: boolean;
  /** Its payment runs (or its voucher shows): the only part shown. */
  alone: boolean;
  /** The chosen method's payment status. */
  onPaymentStatus: (status: PayButtonStatus) => void;
}) {
  const { paymentMethods } = usePaymentMethods();
  const offered = paymentMethods.filter((method) => isVoucherType(method.type));
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = useId();
  if (offered.length === 0) return null;
  // Nothing chosen at first: the shopper opens the voucher they want.
  const current = offered.find((method) => method.type === chosen) ?? null;
  return (
    <section
      className="shop-bank"
      aria-labelledby="voucher-heading"
      hidden={hidden}
      {...(alone ? { 'data-alone': '' } : {})}
    >
      <h2 id="voucher-heading">Pay later at a shop or bank</h2>
      <fieldset className="shop-choice" disabled={busy}>
        <legend>Choose a voucher or a bank transfer</legend>
        {offered.map((method) => (
          <label key={method.type} className="shop-choice__option">
            <input
              type="radio"
              name={name}
              value={method.type}
              checked={method.type === current?.type}
              onChange={() => setChosen(method.type)}
            />
            {/* The service's name of the method, isolated: it keeps its order on a right-to-left page. */}
            <bdi>{method.name ?? method.type}</bdi>
          </label>
        ))}
      </fieldset>
      {current ? (
        <PaymentMethodForm
          key={current.type}
          type={current.type as VoucherType}
          onPaymentStatus={(status) => {
            setBusy(status === 'loading' || status === 'redirect' || status === 'success');
            onPaymentStatus(status);
          }}
        />
      ) : null}
    </section>
  );
}

export { VoucherMethods };

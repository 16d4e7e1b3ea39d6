import { useId, useState } from 'react';
import { usePaymentMethods, type OpenInvoiceType } from 'headless-checkout';
import { isOpenInvoiceType } from 'headless-checkout/core';
import { PaymentMethodForm, type PayButtonStatus } from 'headless-checkout/skins/default';
import { returnUrlFor } from '../shared/use-session';

/**
 * The pay-later and open-invoice methods the session offers (AfterPay and Klarna in the
 * Netherlands, Ratepay in Germany, Affirm in the United States, Atome in Singapore, Oney in
 * France…): the shopper picks one, and its form is the default skin's PaymentMethodForm, laid out
 * by the method. Klarna pays in its widget on this page.
 */
function PayLaterMethods({
  sessionId,
  hidden,
  alone,
  onPaymentStatus,
}: {
  /** The session, for the return URL of the methods that continue on the provider's pages. */
  sessionId: string;
  /** Set aside while another part's payment runs. */
  hidden: boolean;
  /** Its payment runs: the only part shown. */
  alone: boolean;
  /** The chosen method's payment status. */
  onPaymentStatus: (status: PayButtonStatus) => void;
}) {
  const { paymentMethods } = usePaymentMethods();
  const offered = paymentMethods.filter((method) => isOpenInvoiceType(method.type));
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = useId();
  if (offered.length === 0) return null;
  const current = offered.find((method) => method.type === chosen) ?? offered[0]!;
  const type = current.type as OpenInvoiceType;
  return (
    <section
      className="shop-bank"
      aria-labelledby="pay-later-heading"
      hidden={hidden}
      {...(alone ? { 'data-alone': '' } : {})}
    >
      <h2 id="pay-later-heading">Pay later</h2>
      <fieldset className="shop-choice" disabled={busy}>
        <legend>Choose how to pay later</legend>
        {offered.map((method) => (
          <label key={method.type} className="shop-choice__option">
            <input
              type="radio"
              name={name}
              value={method.type}
              checked={method.type === current.type}
              onChange={() => setChosen(method.type)}
            />
            {/* The service's name of the method, isolated: it keeps its order on a right-to-left page. */}
            <bdi>{method.name ?? method.type}</bdi>
          </label>
        ))}
      </fieldset>
      <PaymentMethodForm
        key={type}
        type={type}
        returnUrl={returnUrlFor(sessionId)}
        useKlarnaWidget={type.startsWith('klarna')}
        onPaymentStatus={(status) => {
          setBusy(status === 'loading' || status === 'redirect' || status === 'success');
          onPaymentStatus(status);
        }}
      />
    </section>
  );
}

export { PayLaterMethods };

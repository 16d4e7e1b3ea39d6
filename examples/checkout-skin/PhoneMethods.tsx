import { useId, useState } from 'react';
import { usePaymentMethod, usePaymentMethods, type SupportedPaymentMethodType } from 'headless-checkout';
import { PaymentMethodForm, type PayButtonStatus } from 'headless-checkout/skins/default';
import { returnUrlFor } from '../shared/use-session';

/**
 * The phone, code and QR methods this part offers, when the session lists them in the shopper's
 * market (MB Way in Portugal, Blik in Poland, Pix in Brazil, UPI and QIWI in India, TWINT in
 * Switzerland, Swish in Sweden, Payconiq in Belgium, PayNow in Singapore, PromptPay in Thailand,
 * DuitNow in Malaysia). WeChat Pay is the 'Other ways to pay' part's.
 */
const PHONE_METHOD_TYPES: readonly SupportedPaymentMethodType[] = [
  'mbway',
  'blik',
  'qiwiwallet',
  'upi',
  'pix',
  'twint',
  'swish',
  'bcmc_mobile',
  'paynow',
  'promptpay',
  'duitnow',
];

/** One choice: a method, or a stored Blik or TWINT of the shopper. */
interface Choice {
  /** The radio's value. */
  key: string;
  /** The method's type. */
  type: SupportedPaymentMethodType;
  /** The stored method's id, for a stored one. */
  storedPaymentMethodId?: string;
}

/** A choice's name as the method words it ('TWINT saved' for a stored TWINT). */
function ChoiceName({ choice }: { choice: Choice }) {
  const method = usePaymentMethod(
    choice.type,
    (choice.storedPaymentMethodId ? { storedPaymentMethodId: choice.storedPaymentMethodId } : {}) as never,
  );
  // The method's name, isolated: it keeps its order on a right-to-left page.
  return <bdi>{method.name}</bdi>;
}

/**
 * Pay with a phone number, a code or an app: the shopper picks a method (or a stored Blik or
 * TWINT) and the default skin's PaymentMethodForm draws it from its layout: MB Way's prefix and
 * number, Blik's code, UPI's switch, Pix's details; the QR methods have only their button.
 */
function PhoneMethods({
  sessionId,
  hidden,
  alone,
  onPaymentStatus,
}: {
  /** The session, for the return URL of the methods that continue in the provider's pages. */
  sessionId: string;
  /** Set aside while another part's payment runs. */
  hidden: boolean;
  /** Its payment runs: the only part shown. */
  alone: boolean;
  /** The chosen method's payment status. */
  onPaymentStatus: (status: PayButtonStatus) => void;
}) {
  const { paymentMethods, storedPaymentMethods } = usePaymentMethods();
  const offered = paymentMethods.filter((method) =>
    (PHONE_METHOD_TYPES as readonly string[]).includes(method.type),
  );
  const choices: Choice[] = [
    // A stored Blik or TWINT, where the session offers its method.
    ...storedPaymentMethods
      .filter((stored) => offered.some((method) => method.type === stored.type))
      .map((stored) => ({
        key: `stored-${stored.id}`,
        type: stored.type as SupportedPaymentMethodType,
        storedPaymentMethodId: stored.storedPaymentMethodId,
      })),
    ...offered.map((method) => ({ key: method.type, type: method.type as SupportedPaymentMethodType })),
  ];
  // Nothing chosen at first: the shopper opens the method they want.
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = useId();
  if (choices.length === 0) return null;
  const current = choices.find((choice) => choice.key === chosen) ?? null;
  return (
    <section
      className="shop-bank"
      aria-labelledby="phone-heading"
      hidden={hidden}
      {...(alone ? { 'data-alone': '' } : {})}
    >
      <h2 id="phone-heading">Phone and app payments</h2>
      <fieldset className="shop-choice" disabled={busy}>
        <legend>Choose a method</legend>
        {choices.map((choice) => (
          <label key={choice.key} className="shop-choice__option">
            <input
              type="radio"
              name={name}
              value={choice.key}
              checked={choice.key === current?.key}
              onChange={() => setChosen(choice.key)}
            />
            <ChoiceName choice={choice} />
            {/* TWINT words its stored name itself ('TWINT saved'); the shop marks a stored Blik. */}
            {choice.storedPaymentMethodId && choice.type !== 'twint' ? ' (saved)' : null}
          </label>
        ))}
      </fieldset>
      {current ? (
        <PaymentMethodForm
          key={current.key}
          type={current.type}
          returnUrl={returnUrlFor(sessionId)}
          {...((current.storedPaymentMethodId
            ? { storedPaymentMethodId: current.storedPaymentMethodId }
            : {}) as object)}
          onPaymentStatus={(status: PayButtonStatus) => {
            setBusy(status === 'loading' || status === 'redirect' || status === 'success');
            onPaymentStatus(status);
          }}
        />
      ) : null}
    </section>
  );
}

export { PhoneMethods };

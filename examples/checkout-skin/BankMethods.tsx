import { usePaymentMethods, type IssuerListType } from 'headless-checkout';
import { isIssuerListType } from 'headless-checkout/core';
import { IssuerList } from 'headless-checkout/skins/default';
import { returnUrlFor } from '../shared/use-session';

/** The shop's popular banks per method: buttons above the full list. */
const POPULAR: Partial<Record<IssuerListType, string[]>> = {
  ideal: ['INGBNL2A', 'RABONL2U', 'ABNANL2A'],
  onlineBanking_PL: ['154', '31', '243'],
};

/**
 * The bank methods the session offers (iDEAL in the Netherlands, Pay by Bank in the United
 * Kingdom…), each with the default skin's IssuerList: pick the bank, continue to its page, come back.
 */
function BankMethods({
  sessionId,
  hidden = false,
}: {
  /** The session, for the return URL. */
  sessionId: string;
  /** Set aside while another part's payment runs. */
  hidden?: boolean;
}) {
  const { paymentMethods } = usePaymentMethods();
  // The bank sends the shopper back here; the session id lets the page pick the session up again.
  const returnUrl = returnUrlFor(sessionId);
  const termsUrl = new URL('#terms', window.location.href).href;
  return paymentMethods.flatMap(({ type, name }) =>
    isIssuerListType(type)
      ? [
          <section key={type} className="shop-bank" aria-labelledby={`${type}-heading`} hidden={hidden}>
            <h2 id={`${type}-heading`}>Pay with {name ?? type}</h2>
            <IssuerList
              type={type}
              returnUrl={returnUrl}
              highlightedIssuers={POPULAR[type]}
              termsUrls={[termsUrl]}
            />
          </section>,
        ]
      : [],
  );
}

export { BankMethods };

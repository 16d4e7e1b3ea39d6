import type { PaymentEnvironment } from 'headless-checkout/core';

/**
 * The browser details a card payment sends (browserInfo, origin; the checkout adds riskData). Read only when a
 * payment is submitted, never at import or render; on the server it gives empty details.
 */
function collectBrowserEnvironment(): PaymentEnvironment {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return {};
  const browserInfo = {
    acceptHeader: '*/*',
    colorDepth: window.screen?.colorDepth ?? 24,
    language: navigator.language,
    javaEnabled: false,
    screenHeight: window.screen?.height ?? 0,
    screenWidth: window.screen?.width ?? 0,
    userAgent: navigator.userAgent,
    timeZoneOffset: new Date().getTimezoneOffset(),
  };
  return { browserInfo, origin: window.location.origin };
}

export { collectBrowserEnvironment };

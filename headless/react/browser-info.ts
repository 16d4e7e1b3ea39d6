import type { PaymentEnvironment } from 'headless-checkout/core';

/** Risk data format version (spec section 9). */
const RISK_MODULE_VERSION = '1.0.0';

/**
 * The browser details a payment sends (browserInfo, origin, riskData.clientData). Read only when a
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
  const clientData = btoa(
    JSON.stringify({
      version: RISK_MODULE_VERSION,
      deviceFingerprint: {
        language: browserInfo.language,
        timeZoneOffset: browserInfo.timeZoneOffset,
        screen: `${browserInfo.screenWidth}x${browserInfo.screenHeight}x${browserInfo.colorDepth}`,
        platform: navigator.platform ?? '',
      },
    }),
  );
  return { browserInfo, origin: window.location.origin, riskData: { clientData } };
}

export { collectBrowserEnvironment };

/**
 * The shopper the example shop knows, for Click to Pay: `?shopperEmail=shopper@example.com` (or
 * `?shopperPhone=+31612345678`) plays a shop whose signed-in customer has that address, so Click
 * to Pay looks it up (the sandbox's test shoppers: docs/testing.md, "Click to Pay").
 */
import type { ShopperIdentity } from 'headless-checkout';

/** The shopper identity of the page's query, or undefined. */
function shopperIdentityOf(search: string): ShopperIdentity | undefined {
  const query = new URLSearchParams(search);
  const email = query.get('shopperEmail')?.trim();
  if (email) return { value: email, type: 'email' };
  const phone = query.get('shopperPhone')?.trim();
  if (phone) return { value: phone, type: 'mobilePhone' };
  return undefined;
}

export { shopperIdentityOf };

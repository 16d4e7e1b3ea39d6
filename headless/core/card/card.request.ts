// The card form's request part: the code its requests need and its rendering does not (the payment
// data, the bin lookup, the encryptor). One chunk, loaded by `loadCardRequestPart` with the form's
// first request; import it only dynamically.
export { buildCardPaymentData, collectEncryptedFields, payloadExpiryYear, splitExpiry } from './card.payload';
export { lookupBin } from './bin-lookup';
export { createCardEncryptor } from './card.encryption';

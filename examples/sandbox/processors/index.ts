/** The processors every sandbox starts with. */
import { cardProcessor } from './card';
import { giftCardProcessor } from './giftcard';
import { bankTransferProcessor, boletoProcessor, multibancoProcessor, oxxoProcessor } from './offline';
import { redirectProcessor } from './redirect';
import type { ProcessorRegistry } from './registry';
import { AWAIT_METHOD_TYPES, QR_METHOD_TYPES, awaitProcessor, qrCodeProcessor } from './status-methods';

/**
 * Registers the built-in processors: cards (with 3DS2), gift cards, QR code and await methods,
 * redirects (iDEAL by GET, Polish online banking by POST), vouchers and bank transfers.
 */
function registerBuiltInProcessors(registry: ProcessorRegistry): void {
  registry.register('scheme', cardProcessor);
  registry.register('giftcard', giftCardProcessor);
  for (const type of QR_METHOD_TYPES) registry.register(type, qrCodeProcessor(type));
  for (const type of AWAIT_METHOD_TYPES) registry.register(type, awaitProcessor(type));
  registry.register('ideal', redirectProcessor('ideal', 'GET'));
  registry.register('onlineBanking_PL', redirectProcessor('onlineBanking_PL', 'POST'));
  registry.register('boletobancario', boletoProcessor);
  registry.register('oxxo', oxxoProcessor);
  registry.register('multibanco', multibancoProcessor);
  registry.register('bankTransfer_IBAN', bankTransferProcessor);
}

export { registerBuiltInProcessors };

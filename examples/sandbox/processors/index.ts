/** The processors every sandbox starts with. Later features add theirs here. */
import { giftCardProcessor } from './giftcard';
import type { ProcessorRegistry } from './registry';

/** Registers the built-in processors: gift cards. */
function registerBuiltInProcessors(registry: ProcessorRegistry): void {
  registry.register('giftcard', giftCardProcessor);
}

export { registerBuiltInProcessors };

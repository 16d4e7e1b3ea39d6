/** The processors every sandbox starts with. Later features add theirs here. */
import { cardProcessor } from './card';
import { giftCardProcessor } from './giftcard';
import type { ProcessorRegistry } from './registry';

/** Registers the built-in processors: cards and gift cards. */
function registerBuiltInProcessors(registry: ProcessorRegistry): void {
  registry.register('scheme', cardProcessor);
  registry.register('giftcard', giftCardProcessor);
}

export { registerBuiltInProcessors };

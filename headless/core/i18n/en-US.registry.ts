import type { CompiledMessage, CompiledMessageGroup, MessageKey } from './messages';

// The en-US catalogue of the page (or server process): the i18n layer puts the common group in it
// (i18n.ts, which bundles that group); the code that shows another group's texts adds the group
// (`addMessages`) before it formats any, so a page carries the texts of the methods it uses only. It
// only grows, with the same texts each time. A module of its own, without the common group, formatjs
// or a store, so the validation toolkit adds the groups of the keys it returns without bringing the
// i18n layer or any text along (the secured-field frames run the toolkit's checks and show no text).
const enUS: { [K in MessageKey]?: CompiledMessage } = {};

/**
 * Adds an en-US group of messages (a method definition's `messages`, Click to Pay's, the group of a
 * key a validation check returns) to the en-US catalogue, before anything formats them.
 */
function addMessages(group: CompiledMessageGroup | undefined): void {
  if (group) Object.assign(enUS, group);
}

export { addMessages, enUS };

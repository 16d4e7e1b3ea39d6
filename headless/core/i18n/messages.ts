import type { enUS } from './messages/en-US';

/** Every key of the message catalogue. */
type MessageKey = keyof typeof enUS;

/** A complete catalogue for one locale: every key, translated. */
type Messages = { readonly [K in MessageKey]: string };

/** Merchant overrides: any subset of keys, per locale. */
type PartialMessages = Partial<Record<MessageKey, string>>;

export type { MessageKey, Messages, PartialMessages };

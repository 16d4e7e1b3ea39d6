import * as v from 'valibot';

/**
 * The expiry month and year frames of one card form check the date together without the page
 * seeing either value: they are same-origin with each other (the payment service's), so the month
 * frame tells the year frame its month over a BroadcastChannel named after an instance id the
 * page's controller puts in both frames' configuration (`expiryChannel`). Only frames of the
 * payment service's origin (and, in browsers that partition storage, under the same top-level
 * site) can join the channel; the page cannot. Messages are checked (shape, instance) before use.
 */

/** The tag on every message of the expiry channel (and the channel name's prefix). */
const EXPIRY_CHANNEL = 'hc-secured-fields-expiry';

/** An instance id as the controller makes it: 8 to 64 letters, digits, '-' or '_'. */
const EXPIRY_INSTANCE_PATTERN = /^[\w-]{8,64}$/;

/** A message between the two frames: the month typed ('' when empty), or, without it, the year frame asking for it. */
interface ExpiryChannelMessage {
  channel: typeof EXPIRY_CHANNEL;
  /** The card form's instance id. */
  instance: string;
  /** The month typed, '' to two digits; absent when the year frame asks for it. */
  month?: string;
}

const ExpiryChannelMessageSchema: v.GenericSchema<unknown, ExpiryChannelMessage> = v.object({
  channel: v.literal(EXPIRY_CHANNEL),
  instance: v.string(),
  month: v.optional(v.pipe(v.string(), v.regex(/^\d{0,2}$/))),
});

/** The part of a BroadcastChannel the link uses. */
type ExpiryChannelPort = Pick<BroadcastChannel, 'postMessage' | 'onmessage' | 'close'>;

/** Options of `linkExpiryFields`. */
interface ExpiryLinkOptions {
  /** Which frame this is. */
  role: 'expiryMonth' | 'expiryYear';
  /** The card form's instance id (the `expiryChannel` of the frame's configuration). */
  instance: string;
  /** Year frame: the month frame's month ('' when empty), on every change. */
  onMonth?: (month: string) => void;
  /** Opens the channel; a BroadcastChannel by default. */
  open?: (name: string) => ExpiryChannelPort;
}

/** One frame's end of the expiry channel. */
interface ExpiryLink {
  /** Month frame: tells the year frame the month typed now (the year frame's call does nothing). */
  shareMonth: (month: string) => void;
  /** Leaves the channel. */
  close: () => void;
}

/**
 * Joins the expiry channel of a card form. The month frame answers the year frame's request and
 * sends every change; the year frame asks once on joining (the month frame may have loaded first).
 */
function linkExpiryFields({
  role,
  instance,
  onMonth,
  open = (name) => new BroadcastChannel(name),
}: ExpiryLinkOptions): ExpiryLink {
  const channel = open(`${EXPIRY_CHANNEL}:${instance}`);
  let month = '';
  const send = (body: { month?: string }) =>
    channel.postMessage({ channel: EXPIRY_CHANNEL, instance, ...body });
  channel.onmessage = (event: MessageEvent) => {
    const read = v.safeParse(ExpiryChannelMessageSchema, event.data);
    if (!read.success || read.output.instance !== instance) return;
    const message = read.output;
    const heard = message.month;
    if (role === 'expiryMonth' && heard === undefined) send({ month });
    if (role === 'expiryYear' && heard !== undefined) onMonth?.(heard);
  };
  if (role === 'expiryYear') send({});
  return {
    shareMonth: (next) => {
      if (role !== 'expiryMonth') return;
      month = next;
      send({ month });
    },
    close: () => channel.close(),
  };
}

/** A new instance id: 24 random hex digits. */
function createExpiryInstance(): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(12)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

export { EXPIRY_CHANNEL, EXPIRY_INSTANCE_PATTERN, createExpiryInstance, linkExpiryFields };
export type { ExpiryChannelPort, ExpiryLink, ExpiryLinkOptions };

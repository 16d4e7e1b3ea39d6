import type {
  CardFieldName,
  CardMachine,
  Checkout,
  SecuredFieldType,
  SecuredFieldsHost,
  acceptedBrands,
  nextFieldAfter,
} from 'headless-checkout/core';
import type { FrameSlots } from './frame-slots';

/**
 * What the frame host needs of the card form. The form's rules come in as functions: the host
 * imports nothing at run time, so its chunk shares no code with the form's bundle.
 */
interface FrameHostOptions {
  machine: CardMachine;
  checkout: Checkout;
  /** The payment service's origin: messages go to it and are accepted from it only. */
  frameOrigin: string;
  /** The form's id prefix: auto-advance focuses a page field by its id. */
  idPrefix: string;
  /** A field's label, translated now: its frame's title and its input's accessible name. */
  label: (field: SecuredFieldType) => string;
  /** The inputs' styles now. */
  styles: () => Record<string, string>;
  /** The card rules the frames follow: the brands accepted and the focus order. */
  rules: { acceptedBrands: typeof acceptedBrands; nextFieldAfter: typeof nextFieldAfter };
  /** Whether a card field is a secured one (in a frame). */
  isSecured: (field: CardFieldName) => field is SecuredFieldType;
}

/**
 * Puts the secured-field frames in the containers of a card form and connects them to its machine
 * through the core's controller: frames are made for the containers there are and for those that
 * come later, messages are accepted only from the payment service's origin and from those frames'
 * windows. Loaded on demand with the core's part (`loadSecuredFieldsHost`), and called in an effect
 * only: never during render or on the server. Returns the disconnect, which takes the frames away
 * with the controller: a frame outlives neither, so a new connection (another checkout is a new
 * card form) starts from fresh frames that report their load to it.
 */
function connectFrameHost(core: SecuredFieldsHost, slots: FrameSlots, options: FrameHostOptions): () => void {
  const { machine, checkout, frameOrigin, idPrefix, label, styles, rules, isSecured } = options;
  const frames = slots.frames();

  const place = (field: SecuredFieldType) => {
    const container = slots.containers().get(field);
    const existing = frames.get(field);
    if (!container || (existing && container.contains(existing))) return;
    const { apiUrl } = checkout.config.environment;
    const frame = document.createElement('iframe');
    frame.src = core.securedFieldUrl(apiUrl, checkout.config.clientKey, field, window.location.origin);
    frame.title = label(field);
    frame.className = 'hc-secured-field__frame';
    frame.setAttribute('referrerpolicy', 'origin');
    container.replaceChildren(frame);
    frames.set(field, frame);
  };

  const completed = new Set<SecuredFieldType>();
  const controller = core.createSecuredFieldsController({
    fields: () => [...frames.keys()],
    post: (field, message) => frames.get(field)?.contentWindow?.postMessage(message, frameOrigin),
    configure: (field) => {
      const snapshot = machine.getSnapshot();
      return {
        ariaLabel: label(field),
        styles: styles(),
        brands: rules.acceptedBrands(snapshot),
        ...(snapshot.options.minimumExpiryDate
          ? { minimumExpiryDate: snapshot.options.minimumExpiryDate }
          : {}),
      };
    },
    onReport: (report) => {
      machine.send({ type: 'securedField.changed', report });
      // Auto-advance: a field just completed moves focus to the next one in the focus order.
      if (!report.complete) return void completed.delete(report.field);
      if (completed.has(report.field)) return;
      completed.add(report.field);
      const next = rules.nextFieldAfter(machine.getSnapshot(), report.field);
      if (next && isSecured(next)) controller.send(next, { type: 'focus' });
      else if (next) document.getElementById(`${idPrefix}-${next}`)?.focus();
    },
    onBin: ({ binValue, encryptedBin }) =>
      machine.send({
        type: 'securedField.binChanged',
        binValue,
        ...(encryptedBin ? { encryptedBin } : {}),
      }),
    onFocus: (field, focused) => machine.send({ type: focused ? 'field.focused' : 'field.blurred', field }),
    onStatus: (status, error) => {
      machine.send({ type: 'securedFields.statusChanged', status, ...(error ? { error } : {}) });
      if (error) checkout.reportError(error);
    },
  });
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== frameOrigin) return;
    for (const [field, frame] of frames) {
      if (event.source !== frame.contentWindow) continue;
      const message = core.parseFrameMessage(event.data);
      if (message && message.fieldType === field) controller.receive(field, message);
    }
  };

  for (const field of slots.containers().keys()) place(field);
  window.addEventListener('message', onMessage);
  slots.setConnection({
    controller,
    place,
    refresh: () => {
      for (const [field, frame] of frames) {
        const title = label(field);
        if (frame.title !== title) frame.title = title;
      }
      controller.reconfigure();
    },
  });
  controller.start();
  return () => {
    window.removeEventListener('message', onMessage);
    controller.destroy();
    slots.setConnection(null);
    for (const frame of frames.values()) frame.remove();
    frames.clear();
  };
}

export { connectFrameHost };
export type { FrameHostOptions };

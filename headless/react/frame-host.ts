import {
  SECURED_FIELD_TYPES,
  acceptedBrands,
  createSecuredFieldsController,
  nextFieldAfter,
  parseFrameMessage,
  securedFieldChanged,
  type CardFieldName,
  type CardMachine,
  type Checkout,
  type SecuredFieldType,
} from 'headless-checkout/core';
import type { FrameSlots } from './frame-slots';

/** Whether a card field is a secured one (in a frame). */
const isSecured = (field: CardFieldName): field is SecuredFieldType =>
  (SECURED_FIELD_TYPES as readonly string[]).includes(field);

/** What the frame host needs of the card form. */
interface FrameHostOptions {
  machine: CardMachine;
  checkout: Checkout;
  /** The payment service's origin: messages go to it and are accepted from it only. */
  frameOrigin: string;
  /** The form's id prefix: auto-advance focuses a page field by its id. */
  idPrefix: string;
  /** A field's label, translated now: its input's accessible name (the slots title the frames). */
  label: (field: SecuredFieldType) => string;
  /** The inputs' styles now. */
  styles: () => Record<string, string>;
}

/**
 * Connects the secured-field frames of a card form to its machine through the core's controller.
 * The frames themselves are made by the form's slots (frame-slots.ts) as it mounts, in the same
 * effect: their messages are accepted only from the payment service's origin and from those
 * frames' windows. Called in an effect only: never during render or on the server. Returns the
 * disconnect (the slots' closing takes the frames away): a new connection (another checkout is a
 * new card form) starts from fresh frames that report their load to it.
 */
function connectFrameHost(slots: FrameSlots, options: FrameHostOptions): () => void {
  const { machine, checkout, frameOrigin, idPrefix, label, styles } = options;
  const frames = slots.frames();

  const completed = new Set<SecuredFieldType>();
  const controller = createSecuredFieldsController({
    fields: () => [...frames.keys()],
    post: (field, message) => frames.get(field)?.contentWindow?.postMessage(message, frameOrigin),
    configure: (field) => {
      const snapshot = machine.getSnapshot();
      return {
        ariaLabel: label(field),
        styles: styles(),
        brands: acceptedBrands(snapshot),
        ...(snapshot.options.minimumExpiryDate
          ? { minimumExpiryDate: snapshot.options.minimumExpiryDate }
          : {}),
      };
    },
    onReport: (report) => {
      machine.send(securedFieldChanged(report));
      // Auto-advance: a field just completed moves focus to the next one in the focus order.
      if (!report.complete) return void completed.delete(report.field);
      if (completed.has(report.field)) return;
      completed.add(report.field);
      const next = nextFieldAfter(machine.getSnapshot(), report.field);
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
    // Enter in a frame's input submits the form, as Enter in the page's own inputs does: through the
    // form (so the merchant's onSubmit runs, and may cancel ours), or straight to the machine when
    // the fields are not in a form.
    onSubmit: (field) => {
      const form = frames.get(field)?.closest('form');
      if (form) form.requestSubmit();
      else machine.send({ type: 'submit.requested' });
    },
    onWarning: (warning) => console.warn(warning),
    onStatus: (status, error) => {
      machine.send({ type: 'securedFields.statusChanged', status, ...(error ? { error } : {}) });
      if (error) checkout.reportError(error);
    },
  });
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== frameOrigin) return;
    for (const [field, frame] of frames) {
      if (event.source !== frame.contentWindow) continue;
      const message = parseFrameMessage(event.data);
      if (message && message.fieldType === field) controller.receive(field, message);
    }
  };

  slots.connect(controller);
  window.addEventListener('message', onMessage);
  controller.start();
  return () => {
    window.removeEventListener('message', onMessage);
    controller.destroy();
  };
}

export { connectFrameHost, isSecured };
export type { FrameHostOptions };

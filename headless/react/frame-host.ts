import {
  createSecuredFieldsController,
  isSecuredField,
  parseFrameMessage,
  type CheckoutError,
  type FormSecuredFieldReport,
  type FrameConfiguration,
  type SecuredFieldType,
  type SecuredFieldsStatus,
} from 'headless-checkout/core';
import type { FrameSlots } from './frame-slots';

/** The events the frame host sends a form whose fields are in frames (the card's, ACH's). */
type FrameHostEvent =
  | { type: 'securedField.changed'; field: string; report: FormSecuredFieldReport }
  | { type: 'field.focused' | 'field.blurred'; field: string }
  | { type: 'submit.requested' }
  | { type: 'securedFields.statusChanged'; status: SecuredFieldsStatus; error?: CheckoutError };

/** What the frame host needs of the form. */
interface FrameHostOptions {
  /** Where the frames' reports, focus, Enter and status go: the form's machine. */
  send: (event: FrameHostEvent) => void;
  /** A frame's configuration besides its label and styles (the card's brands and checkout date). */
  configure?: (field: SecuredFieldType) => Omit<FrameConfiguration, 'ariaLabel' | 'styles'>;
  /** The field focus moves to once a field is complete (the form's focus order), or null. */
  nextField: (field: SecuredFieldType) => string | null;
  /** The number frame's bin (the card's bin lookup); no other frame sends one. */
  onBin?: (bin: { binValue: string; encryptedBin?: string }) => void;
  /** Reports failures of the frames (the checkout's onError). */
  reportError: (error: CheckoutError) => void;
  /** The payment service's origin: messages go to it and are accepted from it only. */
  frameOrigin: string;
  /** The form's id prefix: auto-advance focuses a page field by its id. */
  idPrefix: string;
  /** A field's label, translated now: its input's accessible name (the slots title the frames). */
  label: (field: SecuredFieldType) => string;
  /** The inputs' styles now. */
  styles: () => Record<string, string>;
  /** The page's locale and direction now (the checkout's i18n): each frame's document takes them. */
  language?: () => { locale: string; direction: 'ltr' | 'rtl' };
}

/** The `lang` and `dir` a frame's document takes; none when the page's are not known, or not a language tag. */
function languageOf(
  language: { locale: string; direction: 'ltr' | 'rtl' } | undefined,
): Pick<FrameConfiguration, 'lang' | 'dir'> {
  if (!language) return {};
  let lang: string | undefined;
  try {
    lang = Intl.getCanonicalLocales(language.locale)[0];
  } catch {
    lang = undefined;
  }
  return { ...(lang ? { lang } : {}), dir: language.direction };
}

/**
 * Connects the secured-field frames of a form (the card's, ACH's) to its machine through the core's controller.
 * The frames themselves are made by the form's slots (frame-slots.ts) as it mounts, in the same
 * effect: their messages are accepted only from the payment service's origin and from those
 * frames' windows. Called in an effect only: never during render or on the server. Returns the
 * disconnect (the slots' closing takes the frames away): a new connection (another checkout is a
 * new form) starts from fresh frames that report their load to it.
 */
function connectFrameHost(slots: FrameSlots, options: FrameHostOptions): () => void {
  const { send, frameOrigin, idPrefix, label, styles } = options;
  const frames = slots.frames();

  const completed = new Set<SecuredFieldType>();
  const controller = createSecuredFieldsController({
    fields: () => [...frames.keys()],
    post: (field, message) => frames.get(field)?.contentWindow?.postMessage(message, frameOrigin),
    configure: (field) => ({
      ariaLabel: label(field),
      styles: styles(),
      ...languageOf(options.language?.()),
      ...options.configure?.(field),
    }),
    onReport: (report) => {
      send({ type: 'securedField.changed', field: report.field, report });
      // Auto-advance: a field just completed moves focus to the next one in the focus order.
      if (!report.complete) return void completed.delete(report.field);
      if (completed.has(report.field)) return;
      completed.add(report.field);
      const next = options.nextField(report.field);
      if (next && isSecuredField(next)) controller.send(next, { type: 'focus' });
      else if (next) document.getElementById(`${idPrefix}-${next}`)?.focus();
    },
    onBin: (bin) => options.onBin?.(bin),
    onFocus: (field, focused) => send({ type: focused ? 'field.focused' : 'field.blurred', field }),
    // Enter in a frame's input submits the form, as Enter in the page's own inputs does: through the
    // form (so the merchant's onSubmit runs, and may cancel ours), or straight to the machine when
    // the fields are not in a form.
    onSubmit: (field) => {
      const form = frames.get(field)?.closest('form');
      if (form) form.requestSubmit();
      else send({ type: 'submit.requested' });
    },
    onWarning: (warning) => console.warn(warning),
    onStatus: (status, error) => {
      send({ type: 'securedFields.statusChanged', status, ...(error ? { error } : {}) });
      if (error) options.reportError(error);
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

export { connectFrameHost };
export type { FrameHostEvent, FrameHostOptions };

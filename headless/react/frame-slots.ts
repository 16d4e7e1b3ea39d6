import { securedFieldUrl, type SecuredFieldType, type SecuredFieldsController } from 'headless-checkout/core';

/** Where a card form's frames come from, while its slots are open. */
interface FrameSource {
  /** The payment service's address and the client key: the frames' URL. */
  apiUrl: string;
  clientKey: string;
  /** The payment service's origin: only its messages, from the frames' windows, are kept for the host. */
  frameOrigin: string;
  /** A field's label now: its frame's title (read again on `refresh`). */
  title: (field: SecuredFieldType) => string;
}

/** A message a frame sent before the frame host connected: the host handles it as it connects. */
interface EarlyMessage {
  field: SecuredFieldType;
  data: unknown;
}

/**
 * Keeps the places of one card form's secured-field frames between renders: one stable ref
 * callback per field (a new callback each render would make React re-create the frame), the
 * containers those refs received and the frames in them. Once opened (the form has mounted in
 * secured mode) it makes a frame in every container there is and in every one that comes later, at
 * once: the frames load while the frame host (loaded on demand) is on its way. Until the host
 * connects, one listener keeps what the frames send (from the payment service's origin and their
 * own windows only), so a frame's `loaded` is not lost; the host takes those messages as it
 * connects. Closing takes the frames and the listener away: a new opening (another checkout is a
 * new card form) starts from fresh frames. A container that goes takes its frame with it. Touches
 * the DOM only in ref callbacks and effects, never during render.
 */
function createFrameSlots() {
  const containers = new Map<SecuredFieldType, HTMLElement>();
  const frames = new Map<SecuredFieldType, HTMLIFrameElement>();
  const refs = new Map<SecuredFieldType, (container: HTMLElement | null) => void>();
  let source: FrameSource | null = null;
  let controller: SecuredFieldsController | null = null;
  // The messages kept for the host, while the listener keeping them is on (null when it is off).
  let early: (EarlyMessage & { frame: HTMLIFrameElement })[] | null = null;

  const place = (field: SecuredFieldType) => {
    const container = containers.get(field);
    const existing = frames.get(field);
    if (!source || !container || (existing && container.contains(existing))) return;
    const frame = document.createElement('iframe');
    frame.src = securedFieldUrl(source.apiUrl, source.clientKey, field, window.location.origin);
    frame.title = source.title(field);
    frame.className = 'hc-secured-field__frame';
    frame.setAttribute('referrerpolicy', 'origin');
    container.replaceChildren(frame);
    frames.set(field, frame);
  };

  const keep = (event: MessageEvent) => {
    if (event.origin !== source?.frameOrigin || !event.source) return;
    for (const [field, frame] of frames)
      if (event.source === frame.contentWindow) early?.push({ field, frame, data: event.data });
  };
  const stopKeeping = () => {
    const kept = early ?? [];
    if (early) window.removeEventListener('message', keep);
    early = null;
    return kept;
  };

  const receive = (field: SecuredFieldType, container: HTMLElement | null) => {
    if (container) {
      containers.set(field, container);
      place(field);
      return;
    }
    containers.delete(field);
    frames.get(field)?.remove();
    frames.delete(field);
  };

  return {
    /** The frames in the page, by field. */
    frames: () => frames,
    /** The stable ref callback of a field's container. */
    refFor: (field: SecuredFieldType) => {
      let ref = refs.get(field);
      if (!ref) {
        ref = (container: HTMLElement | null) => receive(field, container);
        refs.set(field, ref);
      }
      return ref;
    },
    /** Makes the frames, in the containers there are and those to come, and keeps their messages. */
    open: (next: FrameSource) => {
      source = next;
      if (!early) window.addEventListener('message', keep);
      early ??= [];
      for (const field of containers.keys()) place(field);
    },
    /**
     * Connects the frame host's controller: the frames' messages are the host's from now on.
     * Returns those they sent before, in order (of the frames still in the page), for it to handle.
     */
    connect: (next: SecuredFieldsController): EarlyMessage[] => {
      controller = next;
      return stopKeeping().filter(({ field, frame }) => frames.get(field) === frame);
    },
    /** Takes the frames away, with the listener and the controller (the form unmounts or changes). */
    close: () => {
      stopKeeping();
      source = controller = null;
      for (const frame of frames.values()) frame.remove();
      frames.clear();
    },
    /** The texts or styles changed: retitles the frames, and the controller configures them again. */
    refresh: () => {
      for (const [field, frame] of frames) {
        const title = source?.title(field) ?? '';
        if (frame.title !== title) frame.title = title;
      }
      controller?.reconfigure();
    },
    /** The controller, while the frame host is connected (null before it has loaded, or out of secured mode). */
    controller: () => controller,
  };
}

/** The frame places of one card form. */
type FrameSlots = ReturnType<typeof createFrameSlots>;

export { createFrameSlots };
export type { EarlyMessage, FrameSlots, FrameSource };

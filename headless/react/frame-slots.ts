import { securedFieldUrl, type SecuredFieldType, type SecuredFieldsController } from 'headless-checkout/core';

/** Where a card form's frames come from, while its slots are open. */
interface FrameSource {
  /** The payment service's address and the client key: the frames' URL. */
  apiUrl: string;
  clientKey: string;
  /** The page's locale when the frames are made: their document's language from its first paint. */
  locale: string;
  /** A field's label now: its frame's title (read again on `refresh`). */
  title: (field: SecuredFieldType) => string;
}

/**
 * Keeps the places of one card form's secured-field frames between renders: one stable ref
 * callback per field (a new callback each render would make React re-create the frame), the
 * containers those refs received and the frames in them. Once opened (the form has mounted in
 * secured mode) it makes a frame in every container there is and in every one that comes later.
 * Closing takes the frames away: a new opening (another checkout is a new card form) starts from
 * fresh frames. A container that goes takes its frame with it. Touches the DOM only in ref
 * callbacks and effects, never during render.
 */
function createFrameSlots() {
  const containers = new Map<SecuredFieldType, HTMLElement>();
  const frames = new Map<SecuredFieldType, HTMLIFrameElement>();
  const refs = new Map<SecuredFieldType, (container: HTMLElement | null) => void>();
  let source: FrameSource | null = null;
  let controller: SecuredFieldsController | null = null;

  const place = (field: SecuredFieldType) => {
    const container = containers.get(field);
    const existing = frames.get(field);
    if (!source || !container || (existing && container.contains(existing))) return;
    const frame = document.createElement('iframe');
    frame.src = securedFieldUrl(
      source.apiUrl,
      source.clientKey,
      field,
      window.location.origin,
      source.locale,
    );
    frame.title = source.title(field);
    frame.className = 'hc-secured-field__frame';
    // Sized by presentational attributes, which any CSS of the page overrides (the class above or
    // `[data-secured-field] iframe`): the container's width, an input's height, no border. A page
    // with no CSS for it gets a field, not the browser's 300x150 frame.
    frame.setAttribute('width', '100%');
    frame.setAttribute('height', '40');
    frame.setAttribute('frameborder', '0');
    frame.setAttribute('referrerpolicy', 'origin');
    container.replaceChildren(frame);
    frames.set(field, frame);
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
    /** Makes the frames, in the containers there are and those to come. */
    open: (next: FrameSource) => {
      source = next;
      for (const field of containers.keys()) place(field);
    },
    /** Connects the frame host's controller, which the frames' messages go to. */
    connect: (next: SecuredFieldsController) => {
      controller = next;
    },
    /** Takes the frames away, with the controller (the form unmounts or changes). */
    close: () => {
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
    /** The controller, while the frame host is connected (null out of secured mode). */
    controller: () => controller,
  };
}

/** The frame places of one card form. */
type FrameSlots = ReturnType<typeof createFrameSlots>;

export { createFrameSlots };
export type { FrameSlots, FrameSource };

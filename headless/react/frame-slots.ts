import type { SecuredFieldType, SecuredFieldsController } from 'headless-checkout/core';

/** What the frame host (frame-host.ts, loaded on demand) does for a card form while it is connected. */
interface FrameConnection {
  /** The controller talking to the frames. */
  controller: SecuredFieldsController;
  /** A field's container came: puts its frame in it. */
  place: (field: SecuredFieldType) => void;
  /** The texts or styles changed: retitles the frames and configures them again. */
  refresh: () => void;
}

/**
 * Keeps the places of one card form's secured-field frames between renders: one stable ref
 * callback per field (a new callback each render would make React re-create the frame), the
 * containers those refs received and the frames in them. The frames themselves are made by the
 * frame host while it is connected (it takes them away when it disconnects); until then the
 * containers wait empty. A container that goes takes its frame with it. Touches the DOM only inside
 * ref callbacks, never during render.
 */
function createFrameSlots() {
  const containers = new Map<SecuredFieldType, HTMLElement>();
  const frames = new Map<SecuredFieldType, HTMLIFrameElement>();
  const refs = new Map<SecuredFieldType, (container: HTMLElement | null) => void>();
  let connection: FrameConnection | null = null;

  const receive = (field: SecuredFieldType, container: HTMLElement | null) => {
    if (container) {
      containers.set(field, container);
      connection?.place(field);
      return;
    }
    containers.delete(field);
    frames.get(field)?.remove();
    frames.delete(field);
  };

  return {
    /** The containers in the page, by field. */
    containers: () => containers,
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
    /** The connected frame host, or null (not loaded yet, or the form is not in secured mode). */
    connection: () => connection,
    /** The controller, while the frames are connected. */
    controller: () => connection?.controller ?? null,
    /** Connects (or disconnects, with null) the frame host. */
    setConnection: (next: FrameConnection | null) => void (connection = next),
  };
}

/** The frame places of one card form. */
type FrameSlots = ReturnType<typeof createFrameSlots>;

export { createFrameSlots };
export type { FrameConnection, FrameSlots };

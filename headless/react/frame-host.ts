import type { SecuredFieldType, SecuredFieldsController } from 'headless-checkout/core';

/** Where a field's frame comes from and what it is called. */
type FrameSource = (field: SecuredFieldType) => { src: string; title: string };

/**
 * Keeps the secured-field frames of one card form between renders: the iframes, one stable ref
 * callback per field (a new callback each render would make React re-create the frame), and the
 * controller talking to them. Touches the DOM only inside ref callbacks, never during render.
 */
function createFrameHost() {
  const frames = new Map<SecuredFieldType, HTMLIFrameElement>();
  const refs = new Map<SecuredFieldType, (container: HTMLElement | null) => void>();
  let controller: SecuredFieldsController | null = null;
  let source: FrameSource = () => ({ src: 'about:blank', title: '' });

  const mount = (field: SecuredFieldType, container: HTMLElement | null) => {
    const existing = frames.get(field);
    if (!container) {
      existing?.remove();
      frames.delete(field);
      return;
    }
    if (existing && container.contains(existing)) return;
    const { src, title } = source(field);
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.title = title;
    frame.className = 'hc-secured-field__frame';
    frame.setAttribute('referrerpolicy', 'origin');
    container.replaceChildren(frame);
    frames.set(field, frame);
  };

  return {
    /** The frames in the page. */
    frames: () => frames,
    /** The stable ref callback of a field's container. */
    refFor: (field: SecuredFieldType) => {
      let ref = refs.get(field);
      if (!ref) {
        ref = (container: HTMLElement | null) => mount(field, container);
        refs.set(field, ref);
      }
      return ref;
    },
    /** The controller, while the frames are connected. */
    controller: () => controller,
    /** Connects (or disconnects, with null) the controller. */
    setController: (next: SecuredFieldsController | null) => void (controller = next),
    /** Sets where new frames load from, and retitles the frames there (texts loaded, locale changed). */
    setSource: (next: FrameSource) => {
      source = next;
      for (const [field, frame] of frames) {
        const { title } = next(field);
        if (frame.title !== title) frame.title = title;
      }
    },
  };
}

/** A frame host. */
type FrameHost = ReturnType<typeof createFrameHost>;

export { createFrameHost };
export type { FrameHost };

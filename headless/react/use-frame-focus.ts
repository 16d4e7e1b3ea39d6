import { useCallback, useEffect, useRef } from 'react';
import { isSecuredField, type SecuredFieldType } from 'headless-checkout/core';
import type { createFrameSlots } from './frame-slots';

/** A focus asked for before its frame had loaded: the field, and what had focus when it was asked. */
interface PendingFocus {
  field: SecuredFieldType;
  from: Element | null;
}

/**
 * Focus for a field typed in a frame (a submit's first invalid field, a label's click): at once
 * when its frame has loaded. A frame that has not loaded cannot take the message, so a focus asked
 * for then (Pay pressed on a stored card before its security code's frame is there) follows once
 * the frames are ready, unless the shopper has moved on: only while focus is still where it was
 * when asked (the pay button), and only the last one asked.
 */
function useFrameFocus(slots: ReturnType<typeof createFrameSlots>, status: string): (field: string) => void {
  const pending = useRef<PendingFocus | null>(null);
  const ready = useRef(status === 'ready');
  useEffect(() => {
    ready.current = status === 'ready';
    const asked = pending.current;
    if (status !== 'ready' || !asked) return;
    pending.current = null;
    if (asked.from === asked.from?.ownerDocument.activeElement)
      slots.controller()?.send(asked.field, { type: 'focus' });
  }, [slots, status]);
  return useCallback(
    (field: string) => {
      if (!isSecuredField(field)) return;
      pending.current = null;
      // Sent; or the frames are ready and this one is not there (nothing to wait for).
      if (slots.controller()?.send(field, { type: 'focus' }) || ready.current) return;
      pending.current = { field, from: typeof document === 'undefined' ? null : document.activeElement };
    },
    [slots],
  );
}

export { useFrameFocus };

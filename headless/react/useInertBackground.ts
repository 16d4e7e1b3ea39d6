import { useCallback, useEffect, useState } from 'react';

/**
 * For a popup that is modal the way Radix Select's listbox is (focus kept in it, the rest of the
 * page hidden from assistive technologies with `aria-hidden`, marked `data-aria-hidden`): while it
 * is open, what the popup hid is made `inert` too, so nothing focusable sits under aria-hidden
 * (WCAG 4.1.2; axe's `aria-hidden-focus`), the secured-field frames included. Closing gives back
 * exactly what it made inert. Give `setContent` to the popup content's `ref` and `onOpenChange` to its root.
 * Touches the DOM in an effect only (server rendering is unaffected).
 */
function useInertBackground(defaultOpen = false): {
  setContent: (content: HTMLElement | null) => void;
  onOpenChange: (open: boolean) => void;
} {
  const [content, setContent] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(defaultOpen);
  useEffect(() => {
    // Closed, Radix keeps the content's element in a detached fragment: nothing to do.
    if (!open || !content?.isConnected) return undefined;
    const hidden = [
      ...content.ownerDocument.querySelectorAll<HTMLElement>('[data-aria-hidden="true"]:not([inert])'),
    ];
    for (const node of hidden) node.toggleAttribute('inert', true);
    return () => {
      for (const node of hidden) node.toggleAttribute('inert', false);
    };
  }, [open, content]);
  return { setContent, onOpenChange: useCallback((next: boolean) => setOpen(next), []) };
}

export { useInertBackground };

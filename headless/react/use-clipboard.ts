import { useCallback, useEffect, useState } from 'react';
import { BUTTON_COMPLETED_MS } from 'headless-checkout/core';

/**
 * Copies text to the clipboard and remembers what was copied for the button's completed state
 * (`completedMs`, 1000 ms by default: spec section 4), for a 'Copied' label. `copy` resolves false
 * when the browser refuses (no permission, insecure context).
 */
function useClipboard(completedMs = BUTTON_COMPLETED_MS): {
  copy: (text: string, id: string) => Promise<boolean>;
  copiedId: string | null;
} {
  const [copiedId, setCopiedId] = useState<string | null>(null);
  useEffect(() => {
    if (copiedId === null) return undefined;
    const timer = setTimeout(() => setCopiedId(null), completedMs);
    return () => clearTimeout(timer);
  }, [copiedId, completedMs]);
  const copy = useCallback(async (text: string, id: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopiedId(id);
      return true;
    } catch {
      return false;
    }
  }, []);
  return { copy, copiedId };
}

export { useClipboard };

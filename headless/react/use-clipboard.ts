import { useCallback, useEffect, useState } from 'react';

/** How long a 'copied' confirmation shows. */
const COPIED_MS = 2_000;

/**
 * Copies text to the clipboard and remembers what was copied for 2 s (for a 'copied' message).
 * `copy` resolves false when the browser refuses (no permission, insecure context).
 */
function useClipboard(): { copy: (text: string, id: string) => Promise<boolean>; copiedId: string | null } {
  const [copiedId, setCopiedId] = useState<string | null>(null);
  useEffect(() => {
    if (copiedId === null) return undefined;
    const timer = setTimeout(() => setCopiedId(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copiedId]);
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

import { useCallback, useState } from 'react';

/** The secured-field styles the skin derives from its theme tokens. */
type SecuredFieldStyles = Record<string, string>;

/**
 * Reads the theme tokens in effect on `element` (the form, inside `.hc-root`) as the styles of the
 * inputs inside the secured-field frames, which do not see the page's CSS: text colour, font
 * family, size and weight (computed, so `rem` and inherited values resolve), placeholder colour.
 */
function readSecuredFieldTheme(element: HTMLElement): SecuredFieldStyles {
  const computed = getComputedStyle(element);
  const token = (name: string) => computed.getPropertyValue(name).trim();
  const styles: SecuredFieldStyles = {
    color: token('--hc-color-text') || computed.color,
    'caret-color': token('--hc-color-text') || computed.color,
    'font-family': token('--hc-font-family') || computed.fontFamily,
    'font-size': computed.fontSize,
    'font-weight': computed.fontWeight,
    '--placeholder-color': token('--hc-color-text-muted'),
  };
  return Object.fromEntries(Object.entries(styles).filter(([, value]) => value !== ''));
}

/**
 * The skin's theme for the secured fields: a ref for the form, and the styles read from it once
 * it is in the page (undefined before, and on the server). A re-themed page (`--hc-*` overrides)
 * carries its colours and font into the frames.
 */
function useSecuredFieldTheme(): [(element: HTMLElement | null) => void, SecuredFieldStyles | undefined] {
  const [styles, setStyles] = useState<SecuredFieldStyles>();
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const next = readSecuredFieldTheme(element);
    setStyles((previous) => (JSON.stringify(previous) === JSON.stringify(next) ? previous : next));
  }, []);
  return [ref, styles];
}

export { readSecuredFieldTheme, useSecuredFieldTheme };
export type { SecuredFieldStyles };

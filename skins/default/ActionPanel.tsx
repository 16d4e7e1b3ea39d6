import type { ReactNode } from 'react';

/** Moves focus to an element once, when it mounts (a stable ref callback). */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/** An action's panel: focus moves to it when it shows (the 3DS2 challenge, the QR code, the voucher). */
function Panel({ title, children, busy }: { title?: string; children: ReactNode; busy?: boolean }) {
  return (
    <section
      ref={focusOnMount}
      tabIndex={-1}
      className="hc-action"
      aria-label={title}
      aria-busy={busy || undefined}
    >
      {title ? <h3 className="hc-action__title">{title}</h3> : null}
      {children}
    </section>
  );
}

export { Panel };

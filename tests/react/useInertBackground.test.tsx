// @vitest-environment happy-dom
import { useEffect } from 'react';
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useInertBackground } from 'headless-checkout';

/** A page as a modal listbox leaves it: two siblings marked aria-hidden by it, one inert already. */
function page() {
  document.body.innerHTML = `
    <header data-aria-hidden="true" aria-hidden="true"><button>Menu</button></header>
    <main data-aria-hidden="true" aria-hidden="true" inert><a href="#">Terms</a></main>
    <section id="app"></section>`;
  return {
    header: document.querySelector('header')!,
    main: document.querySelector('main')!,
    app: document.querySelector<HTMLElement>('#app')!,
  };
}

/** A popup's content, opened and closed as a Radix root tells `onOpenChange`. */
function Listbox({ open }: { open: boolean }) {
  const { setContent, onOpenChange } = useInertBackground();
  useEffect(() => onOpenChange(open), [open, onOpenChange]);
  return <div role="listbox" ref={setContent} />;
}

describe('useInertBackground', () => {
  it('makes what the open popup hid inert, and gives back exactly that on close', () => {
    const { header, main, app } = page();
    const { rerender } = render(<Listbox open={false} />, { container: app });
    // Closed: nothing changes.
    expect(header.hasAttribute('inert')).toBe(false);
    act(() => rerender(<Listbox open />));
    expect(header.hasAttribute('inert')).toBe(true);
    expect(main.hasAttribute('inert')).toBe(true);
    act(() => rerender(<Listbox open={false} />));
    expect(header.hasAttribute('inert')).toBe(false);
    // Inert before the popup opened: left inert.
    expect(main.hasAttribute('inert')).toBe(true);
  });

  it('does nothing while the content is not in the document (Radix keeps it in a fragment when closed)', () => {
    const { header } = page();
    const fragment = document.createDocumentFragment();
    const { unmount } = render(<Listbox open />, { container: fragment as unknown as HTMLElement });
    expect(header.hasAttribute('inert')).toBe(false);
    unmount();
  });
});

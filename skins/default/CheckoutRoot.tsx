import { forwardRef, type HTMLAttributes } from 'react';
import { useI18n } from 'headless-checkout';

/** Props of CheckoutRoot: any div attribute. */
type CheckoutRootProps = HTMLAttributes<HTMLDivElement>;

/**
 * The skin's root: carries the theme tokens (class `hc-root`), the locale's text direction
 * (`dir="rtl"` for Arabic), `lang`, and `aria-busy` while a locale's texts load. Put every skin component inside it.
 */
const CheckoutRoot = forwardRef<HTMLDivElement, CheckoutRootProps>(function CheckoutRoot(
  { className, ...props },
  ref,
) {
  const { direction, locale, status } = useI18n();
  return (
    <div
      ref={ref}
      dir={direction}
      lang={locale}
      // Busy while a locale other than en-US (bundled) loads its catalogue, en-US showing meanwhile.
      aria-busy={status === 'loading' || undefined}
      className={className ? `hc-root ${className}` : 'hc-root'}
      {...props}
    />
  );
});

export { CheckoutRoot };
export type { CheckoutRootProps };

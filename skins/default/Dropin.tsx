import { useId, type ComponentType } from 'react';
import {
  useDropin,
  useDropinCard,
  useDropinItem,
  useI18n,
  type DropinItem,
  type StoredPaymentMethod,
  type UseDropinOptions,
  type UseDropinResult,
} from 'headless-checkout';
import { BrandIcons } from './BrandIcons';
import { CardFormView } from './CardForm';
import type { GiftCardBalance as GiftCardBalanceComponent } from './GiftCardBalance';
import { useOnChange } from './hook-adapters';
import { MethodFormShell } from './MethodFormShell';
import { OrderSummary } from './OrderSummary';
import type { MethodForm as MethodFormComponent, MethodFormProps } from './PaymentMethodForm';
import { PaymentResultView } from './PaymentResultView';
import type { RemoveStoredMethod as RemoveStoredMethodComponent } from './RemoveStoredMethod';
import { useSecuredFieldTheme } from './secured-field-theme';
import type { WalletButtonShell as WalletButtonShellComponent } from './WalletButtonShell';

/** Props of Dropin: every `useDropin` option, and the skin's. */
type DropinProps = UseDropinOptions & {
  /** Called when the drop-in's status changes (`ready`, `success`, `error`, `redirect`, `custom`). */
  onStatus?: (status: UseDropinResult['status']) => void;
  /** An extra class name. */
  className?: string;
};

// PayPal's and Amazon Pay's views are their methods' code: they load when their item opens (the
// seam of each method), so a drop-in page whose shopper pays by card does not carry them. The
// drop-in starts the item's method once its view is here (`prepareItem`), and the view renders at
// once, so the provider draws its buttons into the view's containers.
const views: Partial<Record<string, ComponentType<{ method: UseDropinResult['active'] }>>> = {};
const PROVIDER_VIEWS: Record<string, () => Promise<ComponentType<{ method: UseDropinResult['active'] }>>> = {
  paypal: () => import('./DropinPayPal').then((module) => module.DropinPayPal),
  amazonpay: () => import('./DropinAmazonPay').then((module) => module.DropinAmazonPay),
};
// The other items' views load with their methods too: the form drawn from a method's layout
// (`MethodForm`: MethodLayout and the shared field controls; a gift card's balance) for every item but the card and the
// wallets above the list, a wallet's button frame for those, and a stored method's removal for a
// stored item. So a drop-in whose shopper pays by card carries none of them. The list shows on the
// client only: no server render waits.
const loaded: {
  MethodForm?: typeof MethodFormComponent;
  GiftCardBalance?: typeof GiftCardBalanceComponent;
  RemoveStoredMethod?: typeof RemoveStoredMethodComponent;
  WalletButtonShell?: typeof WalletButtonShellComponent;
} = {};
const loadMethodForm = () =>
  Promise.all([
    import('./PaymentMethodForm').then((module) => (loaded.MethodForm = module.MethodForm)),
    // A gift card's balance, drawn in its form.
    import('./GiftCardBalance').then((module) => (loaded.GiftCardBalance = module.GiftCardBalance)),
  ]);
const loadRemoval = () =>
  import('./RemoveStoredMethod').then((module) => (loaded.RemoveStoredMethod = module.RemoveStoredMethod));
const loadWalletButton = () =>
  import('./WalletButtonShell').then((module) => (loaded.WalletButtonShell = module.WalletButtonShell));
const prepareItem = (item: DropinItem) => {
  const loads: Array<Promise<unknown> | undefined> = [];
  if (item.kind === 'instant') loads.push(loadWalletButton());
  if (item.kind !== 'instant' && item.panel !== 'card') loads.push(loadMethodForm());
  if (item.panel === 'provider')
    loads.push(PROVIDER_VIEWS[item.type]?.().then((View) => (views[item.type] = View)));
  if (item.kind === 'stored') loads.push(loadRemoval());
  return loads.length > 0 ? Promise.all(loads) : undefined;
};

/**
 * An item's method form once its code is here (`prepareItem` loads it with the method); before,
 * the method's loading or load-failure screen, as the form itself draws them.
 */
function MethodForm(props: MethodFormProps) {
  const Form = loaded.MethodForm;
  if (Form) return <Form {...props} />;
  const className = ['hc-method', `hc-method--${props.type}`, props.className].filter(Boolean).join(' ');
  return (
    <MethodFormShell method={props.method} className={className}>
      {null}
    </MethodFormShell>
  );
}

/** Props of DropinView. */
interface DropinViewProps {
  /** What `useDropin` returned. */
  dropin: UseDropinResult;
  /** An extra class name. */
  className?: string | undefined;
}

/** Busy, announced: the payment methods, or an item's code, on their way. */
function Busy({ className }: { className: string }) {
  const { t } = useI18n();
  return (
    <div className={className} data-state="loading" role="status" aria-busy="true">
      <span className="hc-spinner" aria-hidden="true" />
      <span className="hc-visually-hidden">{t('loading')}</span>
    </div>
  );
}

/** An instant item above the divider: its wallet button, paying without being opened. */
function InstantItem({ dropin, item }: { dropin: UseDropinResult; item: DropinItem }) {
  const wallet = useDropinItem(dropin, item);
  // Its method starts once the shell's code is here (`prepareItem`): nothing to draw before.
  const WalletButtonShell = loaded.WalletButtonShell;
  if (!WalletButtonShell) return null;
  return (
    <WalletButtonShell wallet={wallet} className={`hc-wallet hc-wallet--${item.type}`} name={item.name}>
      <div {...wallet.getContainerProps('button', { className: `hc-wallet__${item.type}` })} />
    </WalletButtonShell>
  );
}

/** The open card item: the card form over the drop-in's card method. */
function CardPanel({ dropin, item }: { dropin: UseDropinResult; item: DropinItem }) {
  const card = useDropinCard(dropin, item);
  return <CardFormView card={card} className="hc-dropin__form" />;
}

/** A provider's view (PayPal's, Amazon Pay's) once its method runs; before, its loading or load failure. */
function ProviderView({ type, method }: { type: string; method: UseDropinResult['active'] }) {
  const View = views[type];
  return View && method.machine ? (
    <View method={method} />
  ) : (
    <MethodForm method={method} type={type} payButton={false} />
  );
}

/** The open item's form: the card's, else the method's layout (a gift card's balance with it). */
function ItemPanel({ dropin, item }: { dropin: UseDropinResult; item: DropinItem }) {
  const { active } = dropin;
  const running = active.machine !== null && active.state !== null;
  const view = active.view as Record<string, unknown> | null;
  return (
    <div className="hc-dropin__panel">
      {item.panel === 'card' && running ? (
        <CardPanel dropin={dropin} item={item} />
      ) : item.panel === 'provider' ? (
        // PayPal's and Amazon's own buttons, drawn by their scripts into the view's containers.
        <ProviderView type={item.type} method={active} />
      ) : (
        <MethodForm method={active} type={item.type} className="hc-dropin__form">
          {view && 'remainingBalance' in view && loaded.GiftCardBalance ? (
            <loaded.GiftCardBalance giftCard={active as never} />
          ) : null}
        </MethodForm>
      )}
      {item.kind === 'stored' && loaded.RemoveStoredMethod ? (
        <loaded.RemoveStoredMethod
          storedPaymentMethod={item.paymentMethod as StoredPaymentMethod}
          disabled={dropin.paying !== null}
        />
      ) : null}
    </div>
  );
}

/** An item of the list: its radio (name, brand icons) and, when open, its form. */
function ListItem({
  dropin,
  item,
  describedBy,
}: {
  dropin: UseDropinResult;
  item: DropinItem;
  describedBy?: string | undefined;
}) {
  const open = dropin.selected?.key === item.key;
  const locked = dropin.paying !== null && !open;
  return (
    <div className="hc-dropin__item" data-state={open ? 'open' : 'closed'}>
      <div
        {...dropin.getItemProps(item, {
          className: 'hc-dropin__radio',
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(locked ? { 'aria-disabled': true } : {}),
        })}
      >
        <span className="hc-dropin__check" aria-hidden="true" />
        <span className="hc-dropin__name">
          <bdi>{item.label}</bdi>
        </span>
        {item.brandIcons ? (
          <BrandIcons
            className="hc-dropin__brands"
            brands={item.brandIcons.visible}
            more={item.brandIcons.more}
          />
        ) : null}
      </div>
      {open ? <ItemPanel dropin={dropin} item={item} /> : null}
    </div>
  );
}

/**
 * The drop-in's screens over a `useDropin` result: a busy placeholder while the payment methods
 * load; the wallets above 'or pay with'; the order summary of partial payments; the stored methods
 * and the other methods as one radio group, the open one's form under it; the end screens
 * (success, error, the merchant's custom message) with focus moved to each.
 */
function DropinView({ dropin, className }: DropinViewProps) {
  const { t } = useI18n();
  const storedTitle = useId();
  const { status, screen } = dropin;
  const classes = ['hc-dropin', className].filter(Boolean).join(' ');
  if (screen.name === 'loading') return <Busy className={classes} />;
  if (screen.name === 'success' || screen.name === 'error' || screen.name === 'custom')
    return (
      <div className={classes} data-state={status}>
        <div {...dropin.getScreenProps({ className: 'hc-dropin__screen' })}>
          {screen.name === 'custom' ? (
            <p className="hc-result" role="status">
              {screen.message}
            </p>
          ) : (
            <PaymentResultView
              status={screen.name}
              {...(screen.message ? { message: screen.message } : {})}
              {...(screen.messageKey ? { messageKey: screen.messageKey } : {})}
            />
          )}
        </div>
      </div>
    );
  return (
    <div
      {...dropin.getScreenProps({ className: classes, 'data-state': status })}
      aria-busy={dropin.paying !== null || undefined}
    >
      {dropin.instant.length > 0 ? (
        <>
          <div className="hc-dropin__instant">
            {dropin.instant.map((item) => (
              <InstantItem key={item.key} dropin={dropin} item={item} />
            ))}
          </div>
          <p className="hc-dropin__divider">
            <span>{t('dropin.orPayWith')}</span>
          </p>
        </>
      ) : null}
      <OrderSummary order={dropin.order} cancelButton className="hc-dropin__order" />
      <div {...dropin.getListProps({ className: 'hc-dropin__list' })}>
        {dropin.stored.length > 0 ? (
          <>
            <p id={storedTitle} className="hc-dropin__title">
              {t('dropin.storedPaymentMethods')}
            </p>
            {dropin.stored.map((item) => (
              <ListItem key={item.key} dropin={dropin} item={item} describedBy={storedTitle} />
            ))}
            {dropin.methods.length > 0 ? (
              <p className="hc-dropin__title" aria-hidden="true">
                {t('dropin.otherPaymentMethods')}
              </p>
            ) : null}
          </>
        ) : null}
        {dropin.methods.map((item) => (
          <ListItem key={item.key} dropin={dropin} item={item} />
        ))}
      </div>
    </div>
  );
}

/**
 * The default skin's drop-in: `useDropin(options)` drawn by `DropinView` — Google Pay and Apple Pay
 * above 'or pay with', the stored methods (with 'Remove' when enabled) and the session's other
 * methods as one radio group (one Tab stop, arrows move and open), the open method's form drawn
 * from its definition through the skin's fields, the order summary of partial payments, and the
 * end screens. Behaviour is the hook's.
 */
function Dropin({ onStatus, className, ...options }: DropinProps) {
  const [themeRef, theme] = useSecuredFieldTheme();
  const dropin = useDropin({
    prepareItem,
    ...options,
    securedFieldStyles: options.securedFieldStyles ?? theme,
  });
  useOnChange(dropin.status, onStatus);
  return (
    // The frames take the text colour and font of this element (the theme's).
    <div ref={themeRef}>
      <DropinView dropin={dropin} className={className} />
    </div>
  );
}

export { Dropin, DropinView };
export type { DropinProps, DropinViewProps };

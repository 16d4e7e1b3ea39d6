/**
 * The sandbox's in-memory state: sessions, orders, payments, pending actions, gift card balances,
 * what the payment flows keep (3DS2 transactions, bank and QR pages, vouchers, donations) and the
 * Click to Pay stand-ins' one-time codes with their counters.
 */
import { ClickToPayOtpGuard } from './click-to-pay-otp';
import type { AmazonPayCheckout, AmazonPayCheckoutSession } from './amazon-pay';
import { TEST_GIFT_CARDS } from './gift-cards';
import { JweSetGuard } from './replay';
import type {
  Amount,
  DonationRecord,
  OrderRecord,
  PaymentRecord,
  PendingActionRecord,
  SessionRecord,
  ThreeDS2TransactionRecord,
  VoucherRecord,
} from './types';

/** Most analytics events kept (oldest dropped first). */
const MAX_ANALYTICS_EVENTS = 1000;

/** The in-memory store; `reset()` empties it and restores the test gift card balances. */
class SandboxStore {
  /** Sessions by id. */
  readonly sessions = new Map<string, SessionRecord>();
  /** Orders by pspReference. */
  readonly orders = new Map<string, OrderRecord>();
  /** Order pspReferences by orderData. */
  readonly ordersByData = new Map<string, string>();
  /** Payments by pspReference. */
  readonly payments = new Map<string, PaymentRecord>();
  /** Pending actions by paymentData. */
  readonly pendingActions = new Map<string, PendingActionRecord>();
  /** Gift card balances by card number. */
  readonly giftCardBalances = new Map<string, Amount>();
  /** 3DS2 transactions by threeDSServerTransID. */
  readonly threeDS2Transactions = new Map<string, ThreeDS2TransactionRecord>();
  /** The paymentData of a redirect payment, by the reference of its bank page. */
  readonly bankPages = new Map<string, string>();
  /** The paymentData of a QR payment, by the id of its "open the app" page. */
  readonly qrPages = new Map<string, string>();
  /** Vouchers by id. */
  readonly vouchers = new Map<string, VoucherRecord>();
  /** Donations by the pspReference of the payment they follow (one each). */
  readonly donations = new Map<string, DonationRecord>();
  /** Analytics log events as received (newest last). */
  readonly analyticsEvents: unknown[] = [];
  /** The JWE sets of card data that paid (or wait for the shopper), per client key: accepted once. */
  readonly jweSets = new JweSetGuard();
  /** The Click to Pay stand-ins' one-time codes: the code valid per identity, its wrong codes, the codes sent. */
  readonly clickToPayOtp = new ClickToPayOtpGuard();
  /** Amazon Pay's checkout sessions by id (amazon-pay.ts). */
  readonly amazonPaySessions = new Map<string, AmazonPayCheckoutSession>();
  /** The checkout each Amazon Pay button signature was made for, by signature (amazon-pay.ts). */
  readonly amazonPaySignatures = new Map<string, AmazonPayCheckout>();
  private readonly locks = new Map<string, Promise<unknown>>();

  constructor() {
    this.reset();
  }

  /** Empties the store (the Click to Pay codes and counters too) and restores the test gift card balances. */
  reset(): void {
    this.sessions.clear();
    this.orders.clear();
    this.ordersByData.clear();
    this.payments.clear();
    this.pendingActions.clear();
    this.giftCardBalances.clear();
    this.threeDS2Transactions.clear();
    this.bankPages.clear();
    this.qrPages.clear();
    this.vouchers.clear();
    this.donations.clear();
    this.analyticsEvents.length = 0;
    this.jweSets.clear();
    this.clickToPayOtp.clear();
    this.amazonPaySessions.clear();
    this.amazonPaySignatures.clear();
    for (const card of TEST_GIFT_CARDS) this.giftCardBalances.set(card.number, { ...card.balance });
  }

  /** Adds an order and indexes it by orderData. */
  addOrder(order: OrderRecord): void {
    this.orders.set(order.pspReference, order);
    this.ordersByData.set(order.orderData, order.pspReference);
  }

  /** The order with this orderData. */
  orderByData(orderData: string): OrderRecord | undefined {
    const pspReference = this.ordersByData.get(orderData);
    return pspReference ? this.orders.get(pspReference) : undefined;
  }

  /** Records an analytics event, keeping the newest ones. */
  addAnalyticsEvent(event: unknown): void {
    this.analyticsEvents.push(event);
    if (this.analyticsEvents.length > MAX_ANALYTICS_EVENTS) this.analyticsEvents.shift();
  }

  /** Runs `task` after every earlier task with the same key has finished (one change per session at a time). */
  async withLock<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.locks.get(key) ?? Promise.resolve();
    const run = previous.then(task, task);
    const settled = run.catch(() => undefined);
    this.locks.set(key, settled);
    try {
      return await run;
    } finally {
      if (this.locks.get(key) === settled) this.locks.delete(key);
    }
  }
}

export { MAX_ANALYTICS_EVENTS, SandboxStore };

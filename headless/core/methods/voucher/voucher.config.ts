import type { AddressFieldName } from '../../validation/address';
import type { VoucherType } from './voucher.types';

/*
 * The voucher methods and the bank transfer (spec sections 2, 3 and 5) share one form; what differs
 * is data: which personal details each asks, whether the email is required, behind a 'send a copy
 * to my email' box or not asked, whether an issuer is chosen, whether a billing address is asked
 * (Boleto: Brazil only), and the pay button. This table is that data.
 */

/** The personal details a voucher method may ask, in display order. */
type VoucherPersonalField = 'firstName' | 'lastName' | 'socialSecurityNumber' | 'telephoneNumber';

/**
 * How a method asks the shopper's email: 'required' (Doku, econtext, Dragonpay), 'copy' (behind a
 * 'send a copy to my email' box, checked only when ticked: Boleto, bank transfer) or 'none'.
 */
type VoucherEmailMode = 'required' | 'copy' | 'none';

/** One method's configuration. */
interface VoucherMethodConfig {
  /** The method's name when the payment methods give none. */
  name: string;
  /** The personal details asked (all required), in display order. */
  personalDetails: readonly VoucherPersonalField[];
  /** How the email is asked. */
  email: VoucherEmailMode;
  /** An issuer is chosen from the method's issuers (Dragonpay), required. */
  issuer: boolean;
  /** The billing address: its countries and required fields (Boleto); none when absent. */
  billingAddress?: { countries: readonly string[]; requiredFields: readonly AddressFieldName[] };
  /**
   * The pay button: 'Confirm purchase' (a voucher is made to pay later), or 'Continue to {name}'
   * (the bank transfer's instructions follow).
   */
  button: 'confirmPurchase' | 'continueTo';
}

const NAMES: readonly VoucherPersonalField[] = ['firstName', 'lastName'];

const doku = (name: string): VoucherMethodConfig => ({
  name,
  personalDetails: NAMES,
  email: 'required',
  issuer: false,
  button: 'confirmPurchase',
});

const econtext = (name: string): VoucherMethodConfig => ({
  name,
  personalDetails: [...NAMES, 'telephoneNumber'],
  email: 'required',
  issuer: false,
  button: 'confirmPurchase',
});

const dragonpay = (name: string): VoucherMethodConfig => ({
  name,
  personalDetails: [],
  email: 'required',
  issuer: true,
  button: 'confirmPurchase',
});

const bare = (name: string): VoucherMethodConfig => ({
  name,
  personalDetails: [],
  email: 'none',
  issuer: false,
  button: 'confirmPurchase',
});

/** Every method of the family. */
const VOUCHER_METHODS: Readonly<Record<VoucherType, VoucherMethodConfig>> = {
  boletobancario: {
    name: 'Boleto Bancário',
    personalDetails: [...NAMES, 'socialSecurityNumber'],
    email: 'copy',
    issuer: false,
    billingAddress: {
      countries: ['BR'],
      requiredFields: ['country', 'street', 'houseNumberOrName', 'postalCode', 'city', 'stateOrProvince'],
    },
    button: 'confirmPurchase',
  },
  doku_alfamart: doku('Alfamart'),
  doku_indomaret: doku('Indomaret'),
  econtext_seven_eleven: econtext('7-Eleven'),
  econtext_stores: econtext('Convenience Stores'),
  dragonpay_ebanking: dragonpay('Online Banking'),
  dragonpay_otc_banking: dragonpay('Over the Counter Banking'),
  dragonpay_otc_non_banking: dragonpay('Over the Counter (non-bank)'),
  oxxo: bare('OXXO'),
  multibanco: bare('Multibanco'),
  bankTransfer_IBAN: {
    name: 'Bank Transfer',
    personalDetails: [],
    email: 'copy',
    issuer: false,
    button: 'continueTo',
  },
};

export { VOUCHER_METHODS };
export type { VoucherEmailMode, VoucherMethodConfig, VoucherPersonalField };

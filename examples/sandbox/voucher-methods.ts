/**
 * Dragonpay's methods of the test merchant (the Philippines, PHP): the shopper picks an issuer (a
 * bank for online or over-the-counter banking, a payment centre otherwise), gets a voucher and pays
 * there (processors/vouchers.ts). One issuer of each list is offline (disabled).
 */
import type { PaymentMethodConfig } from './merchants';

const PH = { countries: ['PH'], currencies: ['PHP'] };

/** The Dragonpay methods and their issuers. */
const DRAGONPAY_METHODS: PaymentMethodConfig[] = [
  {
    type: 'dragonpay_ebanking',
    name: 'Online Banking',
    issuers: [
      { id: 'BDO', name: 'BDO Internet Banking' },
      { id: 'BPI', name: 'BPI Online' },
      { id: 'MBTC', name: 'Metrobank Direct' },
      { id: 'RCBC', name: 'RCBC Online Banking' },
      { id: 'UBP', name: 'Unionbank Online' },
      { id: 'PNB', name: 'PNB Internet Banking', disabled: true },
    ],
    ...PH,
  },
  {
    type: 'dragonpay_otc_banking',
    name: 'Over the Counter Banking',
    issuers: [
      { id: 'BDOA', name: 'BDO Bank Deposit' },
      { id: 'BPIA', name: 'BPI Bank Deposit' },
      { id: 'CBCA', name: 'Chinabank Deposit' },
      { id: 'LBPA', name: 'Landbank ATM/Deposit', disabled: true },
    ],
    ...PH,
  },
  {
    type: 'dragonpay_otc_non_banking',
    name: 'Over the Counter (non-bank)',
    issuers: [
      { id: '7ELE', name: '7-Eleven' },
      { id: 'CEBL', name: 'Cebuana Lhuillier' },
      { id: 'MLH', name: 'M. Lhuillier' },
      { id: 'ECPY', name: 'ECPay' },
      { id: 'RDS', name: 'Robinsons Department Store', disabled: true },
    ],
    ...PH,
  },
];

export { DRAGONPAY_METHODS };

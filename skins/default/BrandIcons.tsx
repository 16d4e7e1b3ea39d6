import { useI18n } from 'headless-checkout';

/**
 * Display names and badge text of the brands the skin draws. Names are the schemes' own (not
 * translated); a brand missing here shows its id.
 */
const BRAND_BADGES: Readonly<Record<string, { name: string; short: string }>> = {
  visa: { name: 'Visa', short: 'VISA' },
  mc: { name: 'Mastercard', short: 'MC' },
  amex: { name: 'American Express', short: 'AMEX' },
  maestro: { name: 'Maestro', short: 'MAES' },
  bcmc: { name: 'Bancontact', short: 'BCMC' },
  cartebancaire: { name: 'Cartes Bancaires', short: 'CB' },
  diners: { name: 'Diners Club', short: 'DINERS' },
  discover: { name: 'Discover', short: 'DISC' },
  jcb: { name: 'JCB', short: 'JCB' },
  cup: { name: 'UnionPay', short: 'UPI' },
  elo: { name: 'Elo', short: 'ELO' },
  hipercard: { name: 'Hipercard', short: 'HIPER' },
  mir: { name: 'Mir', short: 'MIR' },
  dankort: { name: 'Dankort', short: 'DK' },
  girocard: { name: 'girocard', short: 'GIRO' },
  interac: { name: 'Interac', short: 'INTERAC' },
  eftpos_australia: { name: 'eftpos Australia', short: 'EFTPOS' },
  korean_local_card: { name: 'Korean local card', short: 'KR' },
};

/** The brand's display name (its id when the skin does not know it). */
function brandName(brand: string): string {
  return BRAND_BADGES[brand]?.name ?? brand;
}

/** Props of BrandBadge. */
interface BrandBadgeProps {
  /** The brand id (`visa`, `mc`, …). */
  brand: string;
  /** 'active' highlights it (the detected brand), 'inactive' dims it; default neither. */
  state?: 'active' | 'inactive' | 'default';
  /** Hide the name from assistive technology (when a text next to it already says it). */
  decorative?: boolean;
}

/** A brand's badge: an inline SVG card shape with the brand's short name; its accessible name is the brand's. */
function BrandBadge({ brand, state = 'default', decorative = false }: BrandBadgeProps) {
  const badge = BRAND_BADGES[brand];
  const short = badge?.short ?? brand.slice(0, 6).toUpperCase();
  return (
    <svg
      className="hc-brand-badge"
      data-brand={brand}
      data-state={state}
      viewBox="0 0 40 26"
      width="40"
      height="26"
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': brandName(brand) })}
    >
      <rect className="hc-brand-badge__card" x="0.5" y="0.5" width="39" height="25" rx="3.5" />
      <text
        className="hc-brand-badge__text"
        x="20"
        y="13"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={short.length > 4 ? 6.5 : 8.5}
      >
        {short}
      </text>
    </svg>
  );
}

/** Props of BrandIcons. */
interface BrandIconsProps {
  /** The brands to draw (`useCard().brandIcons.visible`). */
  brands: readonly string[];
  /** How many accepted brands are not drawn (`useCard().brandIcons.more`): a '+N' badge. */
  more?: number;
  /** The detected brand: highlighted, the others dimmed. */
  activeBrand?: string | null;
  /** An extra class name. */
  className?: string;
}

/**
 * The accepted card brands: at most 4 badges, else 3 and a '+N' badge (as `useCard().brandIcons`
 * gives them). The detected brand is highlighted and marked `aria-current`.
 */
function BrandIcons({ brands, more = 0, activeBrand = null, className }: BrandIconsProps) {
  const { t } = useI18n();
  const detected = activeBrand !== null && brands.includes(activeBrand);
  return (
    <ul className={className ? `hc-brand-icons ${className}` : 'hc-brand-icons'} role="list">
      {brands.map((brand) => {
        const state = !detected ? 'default' : brand === activeBrand ? 'active' : 'inactive';
        return (
          <li key={brand} className="hc-brand-icons__item" aria-current={state === 'active' || undefined}>
            <BrandBadge brand={brand} state={state} />
          </li>
        );
      })}
      {more > 0 ? (
        <li className="hc-brand-icons__item">
          <span className="hc-brand-icons__more" data-state={detected ? 'inactive' : 'default'}>
            {t('creditCard.brands.more', { count: more })}
          </span>
        </li>
      ) : null}
    </ul>
  );
}

export { BrandBadge, BrandIcons, brandName };
export type { BrandBadgeProps, BrandIconsProps };

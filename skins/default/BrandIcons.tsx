import { useI18n } from 'headless-checkout';

/** Badge text of the brands the skin draws (presentation only); another brand shows its id. Names come from the hook. */
const BRAND_BADGE_TEXT: Readonly<Record<string, string>> = {
  visa: 'VISA',
  mc: 'MC',
  amex: 'AMEX',
  maestro: 'MAES',
  bcmc: 'BCMC',
  cartebancaire: 'CB',
  diners: 'DINERS',
  discover: 'DISC',
  jcb: 'JCB',
  cup: 'UPI',
  elo: 'ELO',
  hipercard: 'HIPER',
  mir: 'MIR',
  dankort: 'DK',
  girocard: 'GIRO',
  interac: 'INTERAC',
  eftpos_australia: 'EFTPOS',
  korean_local_card: 'KR',
};

/** Props of BrandBadge. */
interface BrandBadgeProps {
  /** The brand id (`visa`, `mc`, …). */
  brand: string;
  /** 'active' highlights it (the detected brand), 'inactive' dims it; default neither. */
  state?: 'active' | 'inactive' | 'default';
  /** Hide the name from assistive technology (when a text next to it already says it). */
  decorative?: boolean;
  /** The accessible name (`useCard().getBrandName(brand)`); the id when absent. */
  name?: string;
}

/** A brand's badge: an inline SVG card shape with the brand's short name; its accessible name is the brand's. */
function BrandBadge({ brand, state = 'default', decorative = false, name = brand }: BrandBadgeProps) {
  const short = BRAND_BADGE_TEXT[brand] ?? brand.slice(0, 6).toUpperCase();
  return (
    <svg
      className="hc-brand-badge"
      data-brand={brand}
      data-state={state}
      viewBox="0 0 40 26"
      width="40"
      height="26"
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
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
  /** Display names (`useCard().getBrandName`); the ids when absent. */
  getBrandName?: (brand: string) => string;
  /** An extra class name. */
  className?: string;
}

/**
 * The accepted card brands: at most 4 badges, else 3 and a '+N' badge (as `useCard().brandIcons`
 * gives them). The detected brand is highlighted and marked `aria-current`.
 */
function BrandIcons({ brands, more = 0, activeBrand = null, getBrandName, className }: BrandIconsProps) {
  const { t } = useI18n();
  const detected = activeBrand !== null && brands.includes(activeBrand);
  return (
    <ul className={className ? `hc-brand-icons ${className}` : 'hc-brand-icons'} role="list">
      {brands.map((brand) => {
        const state = !detected ? 'default' : brand === activeBrand ? 'active' : 'inactive';
        return (
          <li key={brand} className="hc-brand-icons__item" aria-current={state === 'active' || undefined}>
            <BrandBadge brand={brand} state={state} name={getBrandName ? getBrandName(brand) : brand} />
          </li>
        );
      })}
      {more > 0 ? (
        <li className="hc-brand-icons__item">
          {/* '+4' reads left to right, also on a right-to-left page. */}
          <span className="hc-brand-icons__more" dir="ltr" data-state={detected ? 'inactive' : 'default'}>
            {t('creditCard.brands.more', { count: more })}
          </span>
        </li>
      ) : null}
    </ul>
  );
}

export { BrandBadge, BrandIcons };
export type { BrandBadgeProps, BrandIconsProps };

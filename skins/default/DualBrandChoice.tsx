import { useId } from 'react';
import { useI18n, type UseCardResult } from 'headless-checkout';
import { BrandBadge } from './BrandIcons';

/** Props of DualBrandChoice. */
interface DualBrandChoiceProps {
  /** What `useCard` returned. */
  card: UseCardResult;
  /** An extra class name. */
  className?: string;
}

/**
 * The brand choice of a dual-branded card: a radio group titled 'Select the card brand to pay
 * with', one radio per brand of `useCard().dualBrands` (from `getBrandOptionProps`). Renders
 * nothing for a single-brand card.
 */
function DualBrandChoice({ card, className }: DualBrandChoiceProps) {
  const { t } = useI18n();
  const titleId = useId();
  if (!card.dualBrands) return null;
  return (
    <div
      role="radiogroup"
      aria-labelledby={titleId}
      className={className ? `hc-dual-brand ${className}` : 'hc-dual-brand'}
      data-field="brand"
    >
      <p id={titleId} className="hc-dual-brand__title">
        {t('creditCard.dualBrand.title')}
      </p>
      <div className="hc-dual-brand__options">
        {card.dualBrands.map((brand) => {
          const checked = card.brand === brand;
          return (
            <label key={brand} className="hc-radio-card" data-state={checked ? 'checked' : 'unchecked'}>
              <input className="hc-radio-card__input" {...card.getBrandOptionProps(brand)} />
              <BrandBadge brand={brand} decorative />
              <span className="hc-radio-card__label">{card.getBrandName(brand)}</span>
            </label>
          );
        })}
      </div>
    </div>
  );
}

export { DualBrandChoice };
export type { DualBrandChoiceProps };

/**
 * A select trigger's chevron: drawn by the select (`select-parts.tsx`) and by the installments'
 * stand-in while their part loads (`CardFormParts.tsx`), which needs nothing else of the select.
 */
const Chevron = () => (
  <svg className="hc-select__chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
    <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
  </svg>
);

export { Chevron };
